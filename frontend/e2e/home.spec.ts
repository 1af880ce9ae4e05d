import { expect, test, type Page } from '@playwright/test';

/** The home screen's three groups and their tiles (title, description). */
const GROUPS = [
  { heading: 'Explore Our Fleet', tiles: [['View Our Vehicles', '']] },
  {
    heading: 'Customer Portal',
    tiles: [
      ['Sign In', 'Access your account'],
      ['Payment', 'Make payments'],
      ['Join Us', 'Create new account'],
    ],
  },
  {
    heading: 'Staff & Administration',
    tiles: [
      ['Staff Portal', 'Team member access'],
      ['Admin Panel', 'System administration'],
    ],
  },
] as const;

async function expectAllTiles(page: Page) {
  for (const { heading, tiles } of GROUPS) {
    const group = page.getByRole('region', { name: heading });
    await expect(group).toBeVisible();
    await expect(group.getByRole('link')).toHaveCount(tiles.length);
    for (const [title, description] of tiles) {
      const tile = group.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(tile).toBeVisible();
      if (description) await expect(tile).toContainText(description);
    }
  }
}

test.describe('role selection', () => {
  test('shows every tile, with the header and footer', async ({ page }) => {
    await page.goto('/');

    await expectAllTiles(page);
    await expect(page.getByText(/^Vehicle Rental System by \S+/)).toBeVisible();
    await expect(page.getByRole('link', { name: /call now/i }).first()).toHaveAttribute('href', /^tel:\+?\d+$/);
  });

  test('fits a 390 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');

    await expectAllTiles(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await expect(page.getByRole('link', { name: 'Call now', exact: true })).toBeVisible();
  });

  test('Staff Portal opens the staff login', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('link', { name: /Staff Portal/ }).click();

    await expect(page).toHaveURL(/\/staff-login$/);
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  });

  test('Payment remembers /payment and opens the customer login', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('link', { name: /Payment/ }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/payment');
  });

  test('an unknown address shows Page not found and reloads keep deep links', async ({ page }) => {
    await page.goto('/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.goto('/vehicles');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
  });
});
