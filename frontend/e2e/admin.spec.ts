import { expect, test } from '@playwright/test';
import { DEMO, fillCredentials } from './helpers';

test.describe('admin', () => {
  test('the admin signs in and adds a staff member who can then sign in', async ({ page }) => {
    const username = `e2e-staff-${Date.now()}`;

    await page.goto('/admin');
    await fillCredentials(page, DEMO.admin.username, DEMO.admin.password);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();

    await expect(page.getByText('Access Granted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    await page.getByRole('tab', { name: 'Staff Management' }).click();
    await fillCredentials(page, username, 'NewStaff123!');
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await expect(page.getByRole('status')).toContainText('Staff Added');
    await expect(page.getByLabel(/^Username/)).toHaveValue('');

    // Adding the same name again is refused.
    await fillCredentials(page, username, 'NewStaff123!');
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to Add Staff');
    await expect(page.getByRole('alert')).toContainText('409: ');

    // The new account works in the staff portal.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/staff-login');
    await fillCredentials(page, username, 'NewStaff123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
  });

  test('wrong admin credentials show Access Denied', async ({ page }) => {
    await page.goto('/admin');
    await fillCredentials(page, DEMO.admin.username, 'wrong-password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();

    await expect(page.getByRole('alert')).toContainText('Access Denied');
    await expect(page.getByRole('alert')).toContainText('Invalid admin credentials.');
  });
});
