import { expect, test } from '@playwright/test';
import { registerCustomer, requestBooking, staffLogin, staffVehicle, useStaffSession } from './apiFixtures';
import { enMyDate, kualaLumpurDate, openStaffSection, toast, touchPhonePage } from './helpers';

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
  await card.getByRole('button', { name: `Road tax, insurance and permits of ${car.displayName}` }).click();

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
