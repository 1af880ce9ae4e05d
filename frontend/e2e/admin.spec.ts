import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bearer, staffLogin } from './apiFixtures';
import { DEMO, fillCredentials, ROTATED_ADMIN_PASSWORD } from './helpers';

/** Set SHOTS_DIR to keep screenshots of the Change Password dialog. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(400); // let the dialog finish fading in
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

async function signInAsAdmin(page: Page, password: string): Promise<void> {
  await page.goto('/admin');
  await fillCredentials(page, DEMO.admin.username, password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

test.describe('admin', () => {
  test('the admin signs in and adds a staff member who can then sign in', async ({ page }) => {
    const username = `e2e-staff-${Date.now()}`;

    await signInAsAdmin(page, DEMO.admin.password);
    await expect(page.getByText('Access Granted')).toBeVisible();

    await page.getByRole('tab', { name: 'Staff Management' }).click();
    await fillCredentials(page, username, 'NewStaff123!');
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await expect(page.getByRole('status')).toContainText('Staff Added');
    await expect(page.getByLabel(/^Username/)).toHaveValue('');

    // Adding the same name again is refused.
    await fillCredentials(page, username, 'NewStaff123!');
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to Add Staff');
    await expect(page.getByRole('alert')).toContainText('That username is already taken');
    await expect(page.getByRole('alert')).not.toContainText('409');

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

  test('on a phone, the admin changes the bank details after confirming; staff are refused', async ({ page, request }) => {
    const payee = `Syarikat Sewa E2E ${Date.now()}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, DEMO.admin.password);
    await page.getByRole('tab', { name: 'Payment Settings' }).click();

    const name = page.getByRole('textbox', { name: /Account name \(payee\)/ });
    const original = await name.inputValue();
    await name.fill(payee);
    await page.getByRole('button', { name: 'Save Bank Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change where customers pay?' });
    await expect(dialog).toContainText(payee);
    await shot(page, 'payment-settings-confirm-390');
    // Nothing changes before the admin confirms.
    expect(((await (await request.get('/api/config')).json()) as { bankAccountName: string }).bankAccountName).toBe(original);
    for (const button of [dialog.getByRole('button', { name: 'Save' }), dialog.getByRole('button', { name: 'Cancel' })]) {
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bank Details Saved' })).toBeVisible();
    expect(((await (await request.get('/api/config')).json()) as { bankAccountName: string }).bankAccountName).toBe(payee);

    await shot(page, 'payment-settings-390');
    // The whole panel fits the phone and its buttons are tap-sized.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const label of ['Save Bank Details', 'Upload QR Image']) {
      expect(
        (
          await page
            .getByRole('button', { name: label })
            .or(page.locator('label', { hasText: label }))
            .first()
            .boundingBox()
        )?.height ?? 0,
      ).toBeGreaterThanOrEqual(44);
    }

    // Staff cannot change it.
    const staff = await staffLogin(request);
    const refused = await request.put('/api/admin/settings/payment', {
      headers: bearer(staff.token),
      data: { bankName: 'Maybank', bankAccountName: 'Thief Enterprise', bankAccountNumber: '1111 2222 3333' },
    });
    expect(refused.status()).toBe(403);

    // Back to what it was, for the rest of the run.
    await name.fill(original);
    await page.getByRole('button', { name: 'Save Bank Details' }).click();
    await page.getByRole('dialog', { name: 'Change where customers pay?' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Change where customers pay?' })).toBeHidden();
  });

  // Last in this file on purpose: the server refuses to set the published demo password again,
  // so the admin keeps the new one for the rest of the run (suites that sign in as admin, such as
  // accessibility.spec.ts, run before this file).
  test('the admin changes their password; older sessions stop working', async ({ page, request }) => {
    // Fixed, so the journeys after this one can still sign the admin in (helpers.adminTokenByApi).
    const newPassword = ROTATED_ADMIN_PASSWORD;
    await signInAsAdmin(page, DEMO.admin.password);
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(dialog.getByText('Current password is required')).toBeVisible();
      await shot(page, `change-password-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }

    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await page.getByRole('button', { name: 'Change Password' }).click();
    const passwordField = (label: RegExp) => dialog.getByLabel(label).and(dialog.locator('input'));

    // A wrong current password is refused by the server and marked on the field.
    await passwordField(/^Current password/).fill('not-the-password');
    await passwordField(/^New password/).fill(newPassword);
    await passwordField(/^Confirm new password/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to Change Password');
    await expect(page.getByRole('alert')).toContainText('Current password is incorrect');
    await expect(passwordField(/^Current password/)).toBeFocused();

    await passwordField(/^Current password/).fill(DEMO.admin.password);
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    await expect(passwordField(/^Current password/)).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status')).toContainText('Password Changed');
    await expect(dialog).toBeHidden();

    // This browser holds the new token and stays in; the old token no longer works.
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBe(oldToken);
    const withOld = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${oldToken}` } });
    expect(withOld.status()).toBe(401);
    const withNew = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${newToken}` } });
    expect(withNew.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    // The next sign-in takes the new password only.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/admin');
    await fillCredentials(page, DEMO.admin.username, DEMO.admin.password);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByRole('alert')).toContainText('Access Denied');
    await signInAsAdmin(page, newPassword);
  });
});
