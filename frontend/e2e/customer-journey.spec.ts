import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, enMyDate, enterSignInCode, kualaLumpurDate, solidPng, watchForSignInCode } from './helpers';

/** Set SHOTS_DIR to keep screenshots of the customer screens (e.g. SHOTS_DIR=/tmp/shots2). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Whole pages, except with a dialog open: then what the screen shows. */
async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** Each named button or link is at least 44 px high, so it is easy to tap on a phone. */
async function hasTapTargets(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const box = await page
      .getByRole('main')
      .getByRole(name === 'Back' ? 'link' : 'button', { name, exact: true })
      .boundingBox();
    expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }
}

const vehicleList = (page: Page) => page.getByRole('list', { name: 'Vehicles' });
const vehicleNames = (page: Page) => vehicleList(page).getByRole('heading', { level: 3 });

async function openVehicle(page: Page, displayName: string) {
  await vehicleList(page).getByRole('button', { name: displayName }).click();
  const dialog = page.getByRole('dialog', { name: displayName });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseDates(page: Page, startDate: string, endDate: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Pickup date/).fill(startDate);
  await dialog.getByLabel(/^Return date/).fill(endDate);
}

const DOCUMENT_LABELS = ['IC / Passport', "Driver's License", 'Utility Bill'] as const;

async function register(page: Page, customer: { fullName: string; email: string }) {
  await page.getByLabel(/^Full name/).fill(customer.fullName);
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByLabel(/^Phone number/).fill('012-987 6543');
  await page.getByLabel(/^IC \/ Passport number/).fill('950505-10-1234');
  await page.getByLabel(/^Address/).fill('12 Jalan Ampang, 50450 Kuala Lumpur');
  await page.getByLabel(/^Social media handle/).fill('@e2e.tester');
  const colours: Array<[number, number, number]> = [
    [30, 90, 200],
    [200, 60, 60],
    [40, 160, 90],
  ];
  for (const [index, label] of DOCUMENT_LABELS.entries()) {
    await page.getByLabel(label, { exact: true }).setInputFiles({
      name: `${label.replace(/\W+/g, '-').toLowerCase()}.png`,
      mimeType: 'image/png',
      buffer: solidPng(160, 120, colours[index]),
    });
  }
  for (const label of DOCUMENT_LABELS) {
    await expect(page.getByRole('img', { name: `${label} preview` })).toBeVisible();
  }
  // The notice opens in a new tab, so reading it leaves the form as it is.
  await expect(page.getByRole('link', { name: /Read the privacy notice/ })).toHaveAttribute('href', '/privacy');
  await page.getByRole('checkbox', { name: 'I have read and agree to the privacy notice' }).check();
}

interface JourneyCase {
  name: string;
  viewport: { width: number; height: number };
  /** Days ahead of today for the pickup, different per case. */
  pickupInDays: number;
  vehicle: { displayName: string; category: string; price: string; total: string };
}

const JOURNEYS: JourneyCase[] = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 900 },
    pickupInDays: 5,
    vehicle: {
      displayName: 'Proton Saga - BPK',
      category: 'Sedan',
      // 3 days at RM 95.00 and a RM 200.00 deposit, priced by the server line by line.
      price: '3 days at RM 95.00',
      total: 'RM 485.00',
    },
  },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    pickupInDays: 12,
    vehicle: {
      displayName: 'Perodua Bezza - VFA',
      category: 'Sedan',
      price: '3 days at RM 100.00',
      total: 'RM 500.00',
    },
  },
];

test.describe('customer journey', () => {
  for (const journey of JOURNEYS) {
    test(`a visitor browses, registers, signs in and requests a booking (${journey.name})`, async ({ page }) => {
      await page.setViewportSize(journey.viewport);
      const email = `e2e-${journey.name}-${Date.now()}@example.com`;
      const fullName = `E2E ${journey.name === 'phone' ? 'Phone' : 'Desktop'} Tester`;
      const startDate = kualaLumpurDate(journey.pickupInDays);
      const endDate = kualaLumpurDate(journey.pickupInDays + 3);
      const { displayName, category, price, total } = journey.vehicle;

      // The fleet: six demo cars, filtered by type and sorted.
      await page.goto('/vehicles');
      await expect(page.getByRole('heading', { name: 'Explore Our Fleet', level: 1 })).toBeVisible();
      await expect(vehicleList(page).getByRole('listitem')).toHaveCount(6);
      await page.getByLabel('Sort by').selectOption({ label: 'Category' });
      await expect(vehicleNames(page).first()).toHaveText('Perodua Myvi - WXY'); // Compact comes first
      await page.getByLabel('Type').selectOption(category);
      await expect(vehicleNames(page)).toHaveText(['Honda City - PNG', 'Perodua Bezza - VFA', 'Proton Saga - BPK']);
      await expect(page).toHaveURL(/type=Sedan/);
      await shot(page, `fleet-${journey.name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(journey.viewport.width);

      // A visitor checks a car for dates a few days ahead and sees the price.
      let dialog = await openVehicle(page, displayName);
      await chooseDates(page, startDate, endDate);
      const quote = dialog.getByRole('group', { name: 'Price details' });
      await expect(quote).toContainText(price);
      await expect(quote).toContainText('Deposit (refundable)RM 200.00');
      await expect(quote).toContainText(`Estimated total${total}`);
      await dialog.getByRole('button', { name: 'Check Availability' }).click();
      await expect(dialog.getByText('Available for your dates!')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Login & Book' })).toBeVisible();
      await shot(page, `detail-visitor-${journey.name}`, { fullPage: false });
      await dialog.getByRole('link', { name: 'Create Account' }).click();

      // Registration with three images.
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { name: "Let's start your Rental Journey" })).toBeVisible();
      await expect(page.getByText('Images are automatically compressed and watermarked')).toBeVisible();
      await register(page, { fullName, email });
      await shot(page, `register-${journey.name}`);
      const mail = watchForSignInCode(email);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('status')).toContainText('Registration Successful!');
      await expect(page.getByRole('status')).toContainText(
        `We have e-mailed a 6-digit code to ${email}. Enter it to activate your account.`,
      );

      // The login opens at the code step: the e-mailed code activates the account and signs in.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(page.getByLabel(/^Sign-in code/)).toBeFocused();
      await enterSignInCode(page, await mail.code());
      // By text: the vehicle dialog reopening at once makes the rest of the page (the toast
      // included) aria-hidden, so a role query may not find it.
      await expect(page.getByText('Login Successful').first()).toBeVisible();

      // Back at the car and the dates chosen before registering, the address cleaned up.
      dialog = page.getByRole('dialog', { name: displayName });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/vehicles$/);
      await expect(dialog.getByLabel(/^Pickup date/)).toHaveValue(enMyDate(startDate));
      await expect(dialog.getByLabel(/^Return date/)).toHaveValue(enMyDate(endDate));

      // Request the booking with a message.
      await dialog.getByRole('button', { name: 'Check Availability' }).click();
      await expect(dialog.getByRole('button', { name: 'Request Booking' })).toBeVisible();
      const whatsapp = dialog.getByRole('link', { name: 'WhatsApp' });
      await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=`));
      expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(
        `${displayName} from ${enMyDate(startDate)} to ${enMyDate(endDate)}`,
      );
      await dialog.getByLabel('Message (optional)').fill('  Please have the car ready at 9am.  ');
      await shot(page, `detail-customer-${journey.name}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Request Booking' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Booking Request Submitted!' })).toContainText(
        "We'll review your request and get back to you soon. Check your email for confirmation.",
      );
      await expect(dialog.getByText('We will respond within 24 hours.')).toBeVisible();

      // The request is listed as Pending in My Bookings.
      await dialog.getByRole('link', { name: 'View My Bookings' }).click();
      await expect(page).toHaveURL(/\/my-bookings$/);
      const card = page.getByRole('article', { name: displayName });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Pending');
      await expect(card).toContainText(enMyDate(startDate));
      await expect(card).toContainText(enMyDate(endDate));
      await expect(card).toContainText('3 days');
      await expect(card).toContainText(total);
      await expect(card).toContainText('Please have the car ready at 9am.');
      await shot(page, `my-bookings-${journey.name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(journey.viewport.width);

      // Sign out from the header.
      await page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    });
  }

  test('a customer signs in with the e-mailed code; a wrong code shows Login Failed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByText('we will e-mail you a 6-digit sign-in code')).toBeVisible();
    await shot(page, 'login-email-390');
    const mail = watchForSignInCode(DEMO_CUSTOMER.email);
    await page.getByLabel(/^Email/).fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // The code step: where the code went, a numeric one-time-code field and a way back.
    const codeField = page.getByLabel(/^Sign-in code/);
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText(DEMO_CUSTOMER.email, { exact: true })).toBeVisible();
    await expect(page.getByText('If an account uses this e-mail, we have sent it a 6-digit sign-in code.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend code \(\d+s\)$/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Use a different e-mail' })).toBeEnabled();
    await hasTapTargets(page, ['Sign In', 'Back', 'Use a different e-mail']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'login-code-390');

    const code = await mail.code();
    await enterSignInCode(page, code === '000000' ? '111111' : '000000');
    const failed = page.getByRole('alert');
    await expect(failed).toContainText('Login Failed');
    await expect(failed).toContainText('That code is not right or has expired. Please check it or request a new code.');
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, 'login-code-wrong-390');

    await enterSignInCode(page, code);
    await expect(page.getByRole('status')).toContainText('Login Successful');
    await expect(page).toHaveURL(/\/vehicles$/);
    await expect(page.getByRole('button', { name: `Account menu for ${DEMO_CUSTOMER.fullName}` })).toBeVisible();
    // The customer's own copy of the account is masked and carries no document links.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>);
    expect(stored.icPassportNumber).toMatch(/^\*+\d{4}$/);
    for (const link of ['icPassportUrl', 'driversLicenseUrl', 'utilityBillUrl']) expect(stored).not.toHaveProperty(link);
  });

  test('an unknown e-mail gets the same code step, and the e-mail can be changed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();

    // The answer does not tell whether the e-mail has an account.
    await expect(page.getByLabel(/^Sign-in code/)).toBeVisible();
    await expect(page.getByText('nobody-here@example.com', { exact: true })).toBeVisible();
    await shot(page, 'login-code-1280');
    await page.getByRole('button', { name: 'Use a different e-mail' }).click();
    await expect(page.getByLabel(/^Email/)).toHaveValue('nobody-here@example.com');
    await expect(page.getByLabel(/^Sign-in code/)).toHaveCount(0);
  });

  test('a visitor sees Login & Book and Create Account after a successful check', async ({ page }) => {
    await page.goto('/vehicles');
    const dialog = await openVehicle(page, 'Toyota Vellfire - WA');
    await chooseDates(page, kualaLumpurDate(30), kualaLumpurDate(30));
    // A same-day rental counts as one day.
    await expect(dialog.getByRole('group', { name: 'Price details' })).toContainText('1 day at RM 450.00');
    await expect(dialog.getByRole('group', { name: 'Price details' })).toContainText('Estimated totalRM 950.00');
    await dialog.getByRole('button', { name: 'Check Availability' }).click();

    await expect(dialog.getByRole('link', { name: 'Login & Book' })).toHaveAttribute('href', '/login');
    await expect(dialog.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    await expect(dialog.getByRole('button', { name: 'Request Booking' })).toHaveCount(0);
  });

  test('registration names the first missing document', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel(/^Full name/).fill('Siti Missing Files');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Missing Required File');
    await expect(toast).toContainText('Please upload your IC/Passport image');
    await expect(page.getByText("Please upload your driver's license image")).toBeVisible();
    await expect(page.getByText('Please upload your utility bill image')).toBeVisible();
  });
});
