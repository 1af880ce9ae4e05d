import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, enMyDate, fillCredentials, kualaLumpurDate, openStaffSection, solidPng } from './helpers';
import { bearer, publicVehicle, registerCustomer, requestBooking, staffLogin, useStaffSession } from './apiFixtures';

/**
 * The staff workspace: dashboard, customers, booking requests and vehicles, against the built
 * app with demo data. Each test makes the data it needs through the API.
 * Set SHOTS_DIR (e.g. SHOTS_DIR=/tmp/shots3) to also keep screenshots of the four tabs.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function hasNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

test.describe('staff workspace', () => {
  test('a manual booking made from an empty calendar day shows on the calendar and in the rentals tab', async ({ page, request }) => {
    const suffix = `${Date.now()}m`;
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, suffix);
    // A day next month, so it is an empty day in a month the calendar can show.
    const day = kualaLumpurDate(45);
    const month = day.slice(0, 7);

    await page.setViewportSize({ width: 1280, height: 900 });
    await useStaffSession(page, staff);
    await page.goto(`/staff?tab=calendar&month=${month}`);
    await expect(page.getByRole('heading', { name: 'Booking Calendar' })).toBeVisible();
    await page.getByRole('button', { name: `Add booking on ${enMyDate(day)}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Create Manual Booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Start Date/)).toHaveValue(enMyDate(day));
    await dialog.getByLabel(/^Customer/).fill(customer.fullName);
    await page.getByRole('option', { name: new RegExp(customer.fullName) }).click();
    await dialog.getByLabel(/^Vehicle/).selectOption({ label: 'Toyota Vellfire - WA' });
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booking Created!' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The day now holds the booking; the rentals tab lists it awaiting its agreement.
    await expect(page.getByRole('button', { name: new RegExp(`${Number(day.slice(8))} .*1 booking`) })).toBeVisible();
    await page.goto('/staff?tab=rentals&status=awaiting_agreement');
    await expect(page.getByRole('article').filter({ hasText: customer.fullName })).toContainText('Toyota Vellfire');
  });

  test('a rental made by approving a request is cancelled, then deleted, from the Rentals tab', async ({ page, request }) => {
    const suffix = `${Date.now()}r`;
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, suffix);
    const vehicle = await publicVehicle(request, 'Perodua Bezza 1.3 X');
    const startDate = kualaLumpurDate(80);
    const endDate = kualaLumpurDate(82);
    const requestId = await requestBooking(request, customer.token, customer.id, vehicle, startDate, endDate);
    const approved = await request.patch(`/api/staff/booking-requests/${requestId}/approve`, { headers: bearer(staff.token) });
    expect(approved.status(), await approved.text()).toBe(200);
    const rentalId = ((await approved.json()) as { rental: { id: number } }).rental.id;

    await useStaffSession(page, staff);
    await page.goto('/staff?tab=rentals&status=awaiting_agreement');
    await expect(page.getByRole('heading', { name: 'Rental Agreements' })).toBeVisible();
    const card = page.getByRole('article', { name: `Rental #${rentalId}` });
    await expect(card).toContainText(customer.fullName);
    await expect(card).toContainText(enMyDate(startDate));

    // Cancel asks for a reason, then the car is free again for those dates.
    await card.getByRole('button', { name: 'Cancel Rental' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Rental' });
    await cancel.getByLabel(/^Reason for cancelling/).fill('Customer changed plans');
    await cancel.getByRole('button', { name: 'Cancel Rental' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rental Cancelled!' })).toBeVisible();
    const check = await request.post(`/api/vehicles/${vehicle.id}/check-availability`, { data: { startDate, endDate } });
    expect(((await check.json()) as { available: boolean }).available).toBe(true);

    // Delete, after confirming.
    await page.goto('/staff?tab=rentals&status=cancelled');
    const cancelled = page.getByRole('article', { name: `Rental #${rentalId}` });
    await expect(cancelled).toContainText('Customer changed plans');
    await cancelled.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Rental' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rental Deleted!' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Rental #${rentalId}` })).toHaveCount(0);
  });

  test('staff review the dashboard, manage a customer, decide requests and add a vehicle', async ({ page, request }) => {
    test.setTimeout(120_000);
    const suffix = String(Date.now());
    const vehicleName = `Proton Persona 1.6 E2E ${suffix}`;
    const staff = await staffLogin(request);

    // Data made through the API: a customer with documents and two requests for different cars.
    const customer = await registerCustomer(request, suffix);
    const { token } = customer;
    const vellfire = await publicVehicle(request, 'Toyota Vellfire 2.5');
    const city = await publicVehicle(request, 'Honda City 1.5 V');
    const approveDates = [kualaLumpurDate(40), kualaLumpurDate(43)] as const;
    const rejectDates = [kualaLumpurDate(50), kualaLumpurDate(51)] as const;
    const approveId = await requestBooking(request, token, customer.id, vellfire, ...approveDates);
    const rejectId = await requestBooking(request, token, customer.id, city, ...rejectDates);
    const dashboard = (await (await request.get('/api/staff/dashboard', { headers: bearer(staff.token) })).json()) as {
      pendingRequests: number;
    };
    expect(dashboard.pendingRequests).toBeGreaterThanOrEqual(2);

    try {
      // Sign in; the dashboard shows the pending requests.
      await page.goto('/staff-login');
      await fillCredentials(page, DEMO.staff.username, DEMO.staff.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/staff$/);
      const pending = page.getByRole('region', { name: 'Pending Requests' });
      await expect(pending).toContainText(`Pending Requests${dashboard.pendingRequests}Booking requests to review`);
      await expect(page.getByRole('region', { name: 'This Month' })).toContainText(/(Sun.*Mon.*Sat)/);
      await expect(page.getByRole('list', { name: 'Revenue by day, last 30 days' }).getByRole('listitem')).toHaveCount(30);

      // Customers: search finds the new customer only.
      await openStaffSection(page, 'Customers');
      // The newest customers come first, a page at a time: earlier journeys have registered many.
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.getByPlaceholder('Search customers by name...').fill(customer.fullName);
      const card = page.getByRole('article', { name: customer.fullName });
      await expect(card).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(card).toContainText(customer.email);
      await expect(card.getByRole('group', { name: 'File status' })).toContainText('IC/Passport: On file');

      // Blacklist (after confirming), then re-activate.
      // The switch is labelled with the current status, so it is found by role alone.
      const toggle = card.getByRole('switch');
      await expect(toggle).toBeChecked();
      await expect(toggle).toHaveAccessibleName('Active');
      await toggle.click();
      const confirm = page.getByRole('dialog', { name: 'Blacklist this customer?' });
      await confirm.getByRole('button', { name: 'Blacklist' }).click();
      await expect(page.getByText('Status Updated')).toBeVisible();
      await expect(confirm).toBeHidden();
      // Both the status chip and the switch's label now say so.
      await expect(card.getByText('Blacklisted', { exact: true })).toHaveCount(2);
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toHaveAccessibleName('Blacklisted');
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(page.getByText(`${customer.fullName} is now active.`)).toBeVisible();

      // A document opens in a new tab, as an image.
      const popupOpened = page.waitForEvent('popup');
      await card.getByRole('button', { name: 'View IC/Passport' }).click();
      const popup = await popupOpened;
      await popup.waitForURL(/^blob:/);
      await expect(popup.locator('img')).toBeVisible();
      await popup.close();

      // Bookings: approve one request, reject the other.
      await openStaffSection(page, 'Bookings');
      const requests = page.getByRole('article', { name: customer.fullName });
      await expect(requests).toHaveCount(2);
      // Cards name the car as "make model - plate", so each is found by its request number.
      const vellfireRequest = requests.filter({ hasText: `Request #${approveId}` });
      await expect(vellfireRequest).toContainText('Toyota Vellfire - WA');
      await expect(vellfireRequest).toContainText(`Pickup${enMyDate(approveDates[0])}`);
      await expect(vellfireRequest).toContainText(`Return${enMyDate(approveDates[1])}`);
      await expect(vellfireRequest).toContainText('Duration3 days');
      await expect(vellfireRequest.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/60129876543\\?text=.*%23${approveId}%20`),
      );
      await vellfireRequest.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('Request Approved!')).toBeVisible();
      await expect(page.getByText(/Complete the agreement in the 'Rental Agreements' tab\./)).toBeVisible();
      await expect(requests).toHaveCount(1);

      const cityRequest = requests.filter({ hasText: `Request #${rejectId}` });
      await expect(cityRequest).toContainText('Honda City - PNG');
      await cityRequest.getByRole('button', { name: 'Reject' }).click();
      const rejectDialog = page.getByRole('dialog', { name: 'Reject Booking Request' });
      await rejectDialog.getByLabel('Reason (optional)').fill('The car is booked for a wedding that day.');
      await rejectDialog.getByRole('button', { name: 'Reject Request' }).click();
      await expect(page.getByText('Request Rejected')).toBeVisible();
      await expect(requests).toHaveCount(0);

      // Vehicles: add one with a photo chosen, cropped and uploaded.
      await openStaffSection(page, 'Vehicles');
      await expect(page.getByRole('heading', { name: 'Vehicle Management' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Vehicle' }).click();
      const form = page.getByRole('dialog', { name: 'Add Vehicle' });
      await form.getByLabel(/^Vehicle name/).fill(vehicleName);
      await form.getByLabel(/^Make/).fill('Proton');
      await form.getByLabel(/^Model/).fill('Persona');
      await form.getByLabel(/^Category/).selectOption('Sedan');
      await form.getByLabel(/^Plate letters/).fill('E2E');
      await form.getByLabel(/^Colour/).fill('Snow White');
      await form.getByLabel(/^Daily rate/).fill('110');
      await form.getByLabel(/^Deposit/).fill('150');
      await form.getByLabel('Vehicle photo', { exact: true }).setInputFiles({
        name: 'persona.png',
        mimeType: 'image/png',
        buffer: solidPng(800, 600, [220, 120, 30]),
      });
      const crop = page.getByRole('dialog', { name: 'Crop Vehicle Photo (4:3 Ratio)' });
      await expect(crop.getByRole('button', { name: 'Cancel' })).toBeVisible();
      // The whole photo and the frame's handles fit without scrolling the dialog, also on a phone.
      await expect(crop.getByRole('img', { name: 'Photo to crop' })).toBeVisible();
      const content = crop.locator('.MuiDialogContent-root');
      expect(await content.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
      await crop.getByRole('button', { name: 'Crop & Use' }).click();
      await expect(page.getByText('Photo Uploaded')).toBeVisible();
      await expect(crop).toBeHidden();
      await expect(form.getByRole('img', { name: `${vehicleName} photo preview` })).toHaveAttribute('src', /^\/api\/vehicle-photos\//);
      await form.getByRole('button', { name: 'Add Vehicle' }).click();
      await expect(page.getByText('Vehicle Created')).toBeVisible();
      await expect(form).toBeHidden();
      const vehicleCard = page.getByRole('article', { name: 'Proton Persona - E2E' });
      await expect(vehicleCard).toContainText('Daily rateRM 110.00');
      await expect(vehicleCard).toContainText('DepositRM 150.00');
      await expect(vehicleCard.getByRole('img', { name: 'Proton Persona - E2E' })).toHaveAttribute('src', /^\/api\/vehicle-photos\//);

      // An edit keeps the photo and changes the rate.
      await vehicleCard.getByRole('button', { name: 'Edit Proton Persona - E2E' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Proton Persona - E2E' });
      await expect(edit.getByLabel(/^Vehicle name/)).toHaveValue(vehicleName);
      await edit.getByLabel(/^Daily rate/).fill('115.5');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Vehicle Updated')).toBeVisible();
      await expect(vehicleCard).toContainText('Daily rateRM 115.50');

      // The public fleet shows it, with its photo.
      await page.goto('/vehicles');
      // On the card the photo is decorative (the car's name is the card's title).
      const fleetPhoto = page.getByRole('listitem').filter({ hasText: 'Proton Persona - E2E' }).locator('img');
      await expect(fleetPhoto).toBeVisible();
      await expect(fleetPhoto).toHaveAttribute('src', /^\/api\/vehicle-photos\//);
    } finally {
      // Later suites count the six demo cars: the added one goes again.
      const list = await request.get('/api/staff/vehicles?limit=100', { headers: bearer(staff.token) });
      const added = ((await list.json()) as { items: Array<{ id: number; name: string }> }).items.find(
        (vehicle) => vehicle.name === vehicleName,
      );
      if (added) await request.delete(`/api/staff/vehicles/${added.id}`, { headers: bearer(staff.token) });
    }
  });

  test('the dashboard and the customer cards fit a 390 px phone', async ({ page, request }) => {
    await useStaffSession(page, await staffLogin(request));
    await page.setViewportSize({ width: 390, height: 844 });

    // A phone opens on Today; the Dashboard is under More.
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await openStaffSection(page, 'Dashboard');
    await expect(page.getByRole('region', { name: 'Total Revenue' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Rentals' })).toBeVisible();
    await hasNoHorizontalScroll(page);

    await page.goto('/staff?tab=customers');
    await page.getByPlaceholder('Search customers by name...').fill('Nur Aisyah');
    const aisyah = page.getByRole('article', { name: 'Nur Aisyah binti Ahmad' });
    await expect(aisyah).toBeVisible();
    // The demo customers have no documents.
    await expect(aisyah.getByRole('group', { name: 'File status' })).toContainText('IC/Passport: Missing');
    await hasNoHorizontalScroll(page);
  });

  test('screenshots of the four tabs at phone and desktop widths', async ({ page, request }) => {
    test.skip(!SHOTS_DIR, 'set SHOTS_DIR to keep screenshots');
    test.setTimeout(120_000);
    await useStaffSession(page, await staffLogin(request));
    // Two pending requests, so the Bookings tab has cards to show.
    const customer = await registerCustomer(request, `shots-${Date.now()}`);
    const { token } = customer;
    await requestBooking(
      request,
      token,
      customer.id,
      await publicVehicle(request, 'Perodua Myvi 1.5 AV'),
      kualaLumpurDate(60),
      kualaLumpurDate(62),
    );
    await requestBooking(
      request,
      token,
      customer.id,
      await publicVehicle(request, 'Proton X70 1.5 TGDi'),
      kualaLumpurDate(65),
      kualaLumpurDate(65),
    );
    const ready: Record<string, (page: Page) => Promise<void>> = {
      dashboard: (p) => expect(p.getByRole('region', { name: 'Recent Rentals' })).toBeVisible(),
      customers: (p) => expect(p.getByRole('group', { name: 'File status' }).first()).toContainText(/On file|Missing/),
      bookings: (p) => expect(p.getByRole('heading', { name: 'Booking Requests' })).toBeVisible(),
      vehicles: (p) => expect(p.getByRole('article').first()).toBeVisible(),
    };
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      for (const [tab, isReady] of Object.entries(ready)) {
        await page.goto(`/staff?tab=${tab}`);
        await isReady(page);
        await page.waitForLoadState('networkidle');
        await shot(page, `${tab}-${width}`);
      }
      await page.getByRole('button', { name: 'Add Vehicle' }).click();
      const form = page.getByRole('dialog', { name: 'Add Vehicle' });
      await form.getByRole('button', { name: 'Add Vehicle' }).click(); // shows the required-field messages
      await expect(form.getByText('Vehicle name is required')).toBeVisible();
      await page.waitForTimeout(400); // let the dialog finish fading in
      await page.screenshot({ path: join(SHOTS_DIR ?? '', `vehicle-form-${width}.png`) });
      await form.getByLabel('Vehicle photo', { exact: true }).setInputFiles({
        name: 'shot.png',
        mimeType: 'image/png',
        buffer: solidPng(640, 480, [40, 120, 200]),
      });
      await expect(
        page.getByRole('dialog', { name: 'Crop Vehicle Photo (4:3 Ratio)' }).getByRole('button', { name: 'Crop & Use' }),
      ).toBeEnabled();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SHOTS_DIR ?? '', `crop-${width}.png`) });
      await page.getByRole('button', { name: 'Cancel' }).last().click();

      // The demo data has no revenue or active rentals: a made-up month shows the chart and calendar filled.
      await page.route('**/api/staff/dashboard', async (route) => {
        const real = (await (await route.fetch()).json()) as { today: string };
        const month = real.today.slice(0, 8);
        const revenueByDay = Array.from({ length: 30 }, (_, index) => ({
          date: new Date(Date.parse(`${real.today}T00:00:00Z`) - (29 - index) * 86_400_000).toISOString().slice(0, 10),
          revenue: index % 4 === 0 ? '0.00' : `${((index * 37) % 900) + 90}.00`,
        }));
        await route.fulfill({
          json: {
            ...real,
            totalRevenue: '18450.00',
            weekRevenue: '2310.00',
            completionRate: 66.7,
            utilization: 50,
            activeRentalDays: ['03', '04', '05', '06', '12', '13'].map((day) => `${month}${day}`),
            revenueByDay,
          },
        });
      });
      await page.goto('/staff?tab=dashboard');
      await expect(page.getByRole('region', { name: 'Total Revenue' })).toContainText('RM 18,450.00');
      await shot(page, `dashboard-fixture-${width}`);
      await page.unroute('**/api/staff/dashboard');
    }
  });
});
