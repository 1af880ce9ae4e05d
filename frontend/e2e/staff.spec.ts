import { expect, test, type Page } from '@playwright/test';
import { DEMO, STAFF_TABS, fillCredentials } from './helpers';

async function signInAsStaff(page: Page, password: string) {
  await page.goto('/staff-login');
  await fillCredentials(page, DEMO.staff.username, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('staff', () => {
  test('/staff without a session shows Unauthorized', async ({ page }) => {
    await page.goto('/staff');

    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Staff Login' }).click();
    await expect(page).toHaveURL(/\/staff-login$/);
  });

  test('the seeded staff user signs in and reaches the dashboard', async ({ page }) => {
    await signInAsStaff(page, DEMO.staff.password);

    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(STAFF_TABS);

    // The session survives a reload, and logout ends it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/staff-login$/);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  });

  test('a wrong password shows the Login Failed toast', async ({ page }) => {
    await signInAsStaff(page, 'not-the-password');

    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Login Failed');
    // The server's message, with no status-code prefix.
    await expect(toast).toContainText('Invalid username or password');
    await expect(toast).not.toContainText('401');
    await expect(page).toHaveURL(/\/staff-login$/);
  });
});
