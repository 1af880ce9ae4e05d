import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import authMs from '../src/i18n/locales/ms/auth';
import commonMs from '../src/i18n/locales/ms/common';
import customersMs from '../src/i18n/locales/ms/customers';
import homeMs from '../src/i18n/locales/ms/home';
import staffMs from '../src/i18n/locales/ms/staff';
import serverMessagesMs from '../src/i18n/locales/ms/messages/server';
import { DEMO, DEMO_CUSTOMER, signInWithCodeByApi } from './helpers';
import { staffLogin, useCustomerSession, useStaffSession } from './apiFixtures';

/** A 4032 x 3024 phone photo of about 4 MB: smooth colour with sensor-like grain. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 40;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, (x / width) * 200 + grain()));
      pixels[at + 1] = Math.max(0, Math.min(255, (y / height) * 200 + grain()));
      pixels[at + 2] = Math.max(0, Math.min(255, ((x + y) / (width + height)) * 255 + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test.describe('phone uploads', () => {
  test('a 4 MB phone photo is shrunk in the browser and travels well under 1 MB', async ({ page }) => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    const suffix = Date.now();
    await page.getByLabel(/^Full name/).fill('Farah Phone Photo');
    await page.getByLabel(/^Email/).fill(`farah.${suffix}@example.com`);
    await page.getByLabel(/^Phone number/).fill('012-987 6543');
    await page.getByLabel(/^IC \/ Passport number/).fill('950505-10-1234');
    await page.getByLabel(/^Address/).fill('12 Jalan Ampang, 50450 Kuala Lumpur');
    for (const label of ['IC / Passport', "Driver's License", 'Utility Bill']) {
      await page.getByLabel(label, { exact: true }).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByRole('img', { name: `${label} preview` })).toBeVisible();
    }
    // The field shows what it did: "4.3 MB → 310 KB".
    await expect(page.getByText(/^\d+(\.\d)? MB → \d+ KB$/).first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'I have read and agree to the privacy notice' }).check();

    const upload = page.waitForRequest((request) => request.url().endsWith('/api/customers/register'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The multipart body is a Blob, which Playwright does not hand over: the header sent says its size.
    const requestBodySize = Number((await (await upload).allHeaders())['content-length']);
    // Three photos, each shrunk from about 4 MB: the whole request is well under 1 MB.
    expect(requestBodySize).toBeGreaterThan(30 * 1024);
    expect(requestBodySize).toBeLessThan(1024 * 1024);
  });
});

test.describe('Bahasa Malaysia', () => {
  async function switchToMalay(page: Page) {
    await page.getByRole('button', { name: /Bahasa Malaysia/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  }

  test("the switch translates every role's screens, toasts and validation, and is remembered", async ({ page }) => {
    await page.goto('/');
    await switchToMalay(page);
    await expect(page.getByRole('heading', { name: homeMs.title, level: 1 })).toBeVisible();
    await expect(page.getByText(homeMs.tiles.vehicles.title)).toBeVisible();

    // Remembered by this browser across a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: homeMs.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /English/ })).toBeVisible();

    // A validation message in Malay.
    await page.goto('/staff-login');
    await page.getByRole('button', { name: authMs.staff.submit }).click();
    await expect(page.getByText('Nama pengguna diperlukan')).toBeVisible();

    // A failure toast: title from the catalogue, the server's message translated.
    await page.getByLabel(new RegExp(`^${commonMs.credentials.username}`)).fill('staff');
    await page.getByLabel(new RegExp(`^${commonMs.credentials.password}`)).fill('not-the-password');
    await page.getByRole('button', { name: authMs.staff.submit }).click();
    const toast = page.getByRole('alert').filter({ hasText: authMs.staff.failed });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(serverMessagesMs['Invalid username or password']);

    // Back to English: the English texts again.
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  });

  test('a customer screen in Malay', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ms'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: customersMs.login.title })).toBeVisible();
  });

  // The admin's Malay panel is checked in accessibility.spec.ts, which runs before admin.spec.ts
  // changes the admin's password.
  test('the staff screens in Malay', async ({ page, request }) => {
    const response = await request.post('/api/staff/login', { data: DEMO.staff });
    const { token, user } = (await response.json()) as { token: string; user: object };
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('language', 'ms');
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('role', 'staff');
      },
      { token, user },
    );
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: staffMs.title, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: staffMs.tabs.vehicles.label }).click();
    await expect(page.getByRole('heading', { name: staffMs.tabs.vehicles.heading })).toBeVisible();
  });
});

test.describe('signed-in customers are never sent to a sign-in form', () => {
  test('Payment, back arrows and deep links go where they were going', async ({ page, request }) => {
    const session = await signInWithCodeByApi(request, DEMO_CUSTOMER.email, () =>
      request.post('/api/customers/login', { data: { email: DEMO_CUSTOMER.email } }),
    );
    await useCustomerSession(page, session);
    await page.goto('/');
    await page.getByRole('link', { name: /^Payment/ }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { name: 'Payment Portal' })).toBeVisible();

    await page.goto('/vehicles');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

    await page.goto('/login');
    await expect(page).toHaveURL(/\/vehicles$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/vehicles$/);
  });
});

test.describe('keyboard', () => {
  test('the fleet works without a mouse: a card opens by Enter, dates are typed, Escape closes', async ({ page }) => {
    await page.goto('/vehicles');
    const firstCar = page.getByRole('list', { name: 'Vehicles' }).getByRole('button').first();
    await expect(firstCar).toBeVisible();
    // Tab through the header and the toolbar to the first card.
    for (let presses = 0; presses < 20; presses += 1) {
      if (await firstCar.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(firstCar).toBeFocused();
    const name = (await firstCar.textContent()) ?? '';
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Pickup date/).focus();
    await page.keyboard.type('01/12/2030');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/^Pickup date/)).toHaveValue('01/12/2030');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstCar).toBeFocused();
  });
});

test.describe('toasts and dialogs on a phone', () => {
  test("a toast raised while a full-screen dialog is open leaves the dialog's buttons clear", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useStaffSession(page, await staffLogin(request));
    // The save is refused, so the dialog stays open under the failure toast.
    await page.route('**/api/staff/deliveries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, json: { statusCode: 409, message: 'The delivery could not be saved', error: 'Conflict' } })
        : route.fallback(),
    );
    await page.goto('/staff?tab=deliveries');
    await page.getByRole('button', { name: 'Add Delivery' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Delivery' });
    await dialog.getByRole('combobox', { name: /Vehicle/ }).selectOption({ label: 'Perodua Bezza - VFA' });
    await dialog.getByRole('textbox', { name: /^From/ }).fill('KLIA Terminal 1');
    await dialog.getByRole('textbox', { name: /^To\b/ }).fill('Pavilion Kuala Lumpur');
    await dialog.getByRole('textbox', { name: /Total km/ }).fill('58.4');
    await dialog.getByRole('button', { name: 'Save Delivery' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'The delivery could not be saved' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeVisible();
    // Measured once the toast has settled in its place (it rises with a short transition).
    await expect
      .poll(async () => {
        const toastBox = await toast.boundingBox();
        const buttons = await Promise.all(['Cancel', 'Save Delivery'].map((name) => dialog.getByRole('button', { name }).boundingBox()));
        return buttons.every(
          (button) => toastBox && button && (toastBox.y + toastBox.height <= button.y || button.y + button.height <= toastBox.y),
        );
      })
      .toBe(true);
    // The buttons still take a tap.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
