import { expect, test } from '@playwright/test';
import { manualBooking, registerCustomer, requestBooking, staffLogin, staffVehicle, useStaffSession } from './apiFixtures';
import { adminSessionByApi, enMyDate, kualaLumpurDate, openStaffSection, toast, touchPhonePage } from './helpers';

/** Plates of this run's own cars, unique per run. */
const run = Date.now().toString(36).toUpperCase().slice(-5);

test('on a phone, staff record an insurance expiry that lapses mid-booking and the approval is refused, naming it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await staffLogin(request);
  const customer = await registerCustomer(request, `${Date.now()}c`, `Compliance Renter ${run}`);
  const car = await staffVehicle(request, staff, `Compliance car ${run}`, `CI${run}`);
  // Days of their own, far from the other journeys' bookings.
  const [start, expiry, end] = [kualaLumpurDate(140), kualaLumpurDate(142), kualaLumpurDate(144)];
  await requestBooking(request, customer.token, customer.id, car, start, end);

  const page = await touchPhonePage(browser);
  await useStaffSession(page, staff);
  await page.goto('/staff?tab=vehicles');
  await openStaffSection(page, 'Vehicles');
  const card = page.getByRole('article', { name: car.displayName });
  await card.getByRole('button', { name: `Papers of ${car.displayName}: road tax, insurance and permits` }).click();

  const papers = page.getByRole('dialog', { name: `Road tax, insurance and permits: ${car.displayName}` });
  await expect(papers.getByRole('region', { name: 'Insurance' })).toContainText('Not recorded');
  await papers.getByRole('button', { name: 'Record Insurance' }).click();
  const form = page.getByRole('dialog', { name: 'Record Insurance' });
  await form.getByRole('textbox', { name: /^Expiry date/ }).fill(enMyDate(expiry));
  await form.getByRole('textbox', { name: 'Insurer' }).fill('Etiqa Takaful');
  await form.getByRole('textbox', { name: 'Policy number' }).fill(`P-${run}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Date Saved')).toBeVisible();
  const insurance = papers.getByRole('region', { name: 'Insurance' });
  await expect(insurance).toContainText(`Expires ${enMyDate(expiry)}`);
  await expect(insurance).toContainText(`Etiqa Takaful · P-${run}`);
  await papers.getByRole('button', { name: 'Close' }).click();

  await openStaffSection(page, 'Bookings');
  const requestCard = page.getByRole('article', { name: customer.fullName });
  await requestCard.getByRole('button', { name: 'Approve' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Approval Failed' });
  await expect(refusal).toContainText(
    `This car's insurance expires on ${enMyDate(expiry)}, before the rental ends on ${enMyDate(end)}. Renew it first, or an admin can go ahead with a reason.`,
  );
  // Nothing was booked: the request still waits for a decision.
  await expect(requestCard.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await page.context().close();
});

test('on a phone, staff block a car for a service: the calendar shows it and visitors cannot book it on those days', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await staffLogin(request);
  const car = await staffVehicle(request, staff, `Service car ${run}`, `SV${run}`);
  const [first, last] = [kualaLumpurDate(150), kualaLumpurDate(151)];

  const page = await touchPhonePage(browser);
  await useStaffSession(page, staff);
  await page.goto('/staff?tab=vehicles');
  await openStaffSection(page, 'Vehicles');
  await page
    .getByRole('article', { name: car.displayName })
    .getByRole('button', { name: `Off road: ${car.displayName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Off the road: ${car.displayName}` });
  await expect(dialog).toContainText('No days blocked from today on.');
  await dialog.getByRole('textbox', { name: /^First day/ }).fill(enMyDate(first));
  await dialog.getByRole('textbox', { name: /^Last day/ }).fill(enMyDate(last));
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('service');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('10,000 km service');
  await dialog.getByRole('button', { name: 'Block these days' }).click();
  await expect(toast(page, 'Days Blocked')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Blocked days' })).toContainText(`Service: ${enMyDate(first)} to ${enMyDate(last)}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The calendar's month of those days: the day is named with the car off the road, and its list says which.
  await page.goto(`/staff?tab=calendar&month=${first.slice(0, 7)}`);
  const blockedDay = page.locator(`[data-day="${first}"]`);
  await expect(blockedDay).toHaveAttribute('aria-label', /1 car off the road$/);
  await blockedDay.click();
  const dayDialog = page.getByRole('dialog').filter({ hasText: `Service · ${car.displayName}` });
  await expect(dayDialog).toContainText(`Off the road ${enMyDate(first)} to ${enMyDate(last)}`);
  await page.context().close();

  // A visitor finds the car not available on those days.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto('/vehicles');
  await visitor.getByRole('list', { name: 'Vehicles' }).getByRole('button', { name: car.displayName }).click();
  const carDialog = visitor.getByRole('dialog', { name: car.displayName });
  await carDialog.getByLabel(/^Pickup date/).fill(first);
  await carDialog.getByLabel(/^Return date/).fill(kualaLumpurDate(153));
  await carDialog.getByRole('button', { name: 'Check Availability' }).click();
  const notAvailable = carDialog.getByRole('alert').filter({ hasText: 'Not Available' });
  await expect(notAvailable).toContainText('This vehicle is already booked on:');
  await expect(notAvailable).toContainText(`${enMyDate(first)} – ${enMyDate(last)}`);
  await visitor.close();
});

test('on a phone, the admin opens the per-vehicle report for a month and the chart of one car', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const staff = await staffLogin(request);
  const customer = await registerCustomer(request, `${Date.now()}r`, `Report Renter ${run}`);
  const car = await staffVehicle(request, staff, `Report car ${run}`, `RP${run}`);
  // A month of its own, far beyond the other journeys' bookings: a manual booking of two days at its default RM 100 a day.
  const month = kualaLumpurDate(300).slice(0, 7);
  const [start, end, first, last] = [`${month}-10`, `${month}-12`, `${month}-01`, lastDayOf(`${month}-01`)];
  await manualBooking(request, staff, customer.id, car.id, start, end);

  // Signed in through the API: the password journey may have changed the demo password by now.
  const session = await adminSessionByApi(request);
  const page = await touchPhonePage(browser);
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('role', 'admin');
  }, session);
  await page.goto('/staff?tab=reports');
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  await page.getByRole('textbox', { name: /^From/ }).fill(enMyDate(first));
  await page.getByRole('textbox', { name: /^To/ }).fill(enMyDate(last));
  await expect(page.getByText(`Showing ${enMyDate(first)} – ${enMyDate(last)}`)).toBeVisible();

  // The only car that earned anything that month comes first.
  const card = page.getByRole('article').first();
  await expect(card).toHaveAccessibleName(car.displayName);
  await expect(card).toContainText('BookedRM 200.00');
  await expect(card).toContainText('Days rented3');
  await card.getByRole('button', { name: `Chart of ${car.displayName}` }).click();
  const chart = page.getByRole('figure', { name: `Booked, collected and costs by month: ${car.displayName}` });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart).toContainText('Booked');
  await page.context().close();
});

function lastDayOf(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
