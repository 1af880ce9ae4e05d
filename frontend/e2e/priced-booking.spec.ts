import { expect, test } from '@playwright/test';
import { bearer, completeAgreementByApi, handOverByApi, publicVehicle, registerCustomer, staffLogin, useStaffSession } from './apiFixtures';
import { adminTokenByApi, enMyDate, enterSignInCode, kualaLumpurDate, phonePage, toast, watchForSignInCode } from './helpers';

/**
 * Prices by the calendar, end to end on a phone: a Hari Raya season on one car, a visitor sees
 * the breakdown, a customer asks with a child seat, the request keeps that price through the
 * approval, staff add delivery on their phone before the agreement, and the extension's price is
 * shown before it is asked for.
 */
test('on a phone, Hari Raya dates and a child seat are priced line by line, booked at that price, and an extension is priced first', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const saga = await publicVehicle(request, 'Proton Saga 1.3 Premium');
  // Far enough ahead that no other journey books this car then.
  const first = kualaLumpurDate(100);
  const returnDay = kualaLumpurDate(103);

  // The admin marks three days as Hari Raya on this car: +40%, at least 3 days.
  const adminToken = await adminTokenByApi(request);
  const season = await request.post('/api/admin/seasons', {
    headers: bearer(adminToken),
    data: {
      nameEn: 'Hari Raya Aidilfitri',
      nameMs: 'Hari Raya Aidilfitri',
      startDate: first,
      endDate: kualaLumpurDate(102),
      adjustment: 'percent',
      percent: 40,
      minDays: 3,
      reach: 'vehicle',
      vehicleId: saga.id,
    },
  });
  expect(season.status(), await season.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  const chooseDates = async (startDate: string, endDate: string) => {
    const dialog = page.getByRole('dialog', { name: saga.displayName });
    await dialog.getByLabel(/^Pickup date/).fill(startDate);
    await dialog.getByLabel(/^Return date/).fill(endDate);
    return dialog;
  };

  // A visitor: two days are too short for the season, three are priced with their reason.
  await page.goto('/vehicles');
  await page.getByRole('button', { name: saga.displayName }).click();
  let dialog = await chooseDates(first, kualaLumpurDate(102));
  let price = dialog.getByRole('group', { name: 'Price details' });
  await expect(price).toContainText('Hari Raya Aidilfitri bookings are at least 3 days: choose longer dates');
  await chooseDates(first, returnDay);
  await expect(price).toContainText('Hari Raya Aidilfitri +40%: 3 days at RM 133.00RM 399.00');
  await expect(price).not.toContainText('at least 3 days');
  await expect(price).toContainText('Estimated totalRM 599.00');

  // The visitor adds a child seat (the price follows), then signs in from the dialog: the same
  // car comes back with the dates and the seat, and the request carries them.
  const customer = await registerCustomer(request, `${Date.now()}p`);
  await dialog.getByRole('checkbox', { name: /Child seat/ }).check();
  await expect(price).toContainText('Child seat × 1, 3 days at RM 10.00RM 30.00');
  await expect(price).toContainText('Estimated totalRM 629.00');
  await dialog.getByRole('button', { name: 'Check Availability' }).click();
  await dialog.getByRole('link', { name: 'Login & Book' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const mail = watchForSignInCode(customer.email);
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterSignInCode(page, await mail.code());

  dialog = page.getByRole('dialog', { name: saga.displayName });
  await expect(dialog.getByLabel(/^Pickup date/)).toHaveValue(enMyDate(first));
  await expect(dialog.getByLabel(/^Return date/)).toHaveValue(enMyDate(returnDay));
  await expect(dialog.getByRole('checkbox', { name: /Child seat/ })).toBeChecked();
  price = dialog.getByRole('group', { name: 'Price details' });
  await expect(price).toContainText('Child seat × 1, 3 days at RM 10.00RM 30.00');
  await expect(price).toContainText('Estimated totalRM 629.00');
  // The address is tidied: a reload shows the fleet, not the dialog again.
  await expect(page).toHaveURL(/\/vehicles$/);
  await dialog.getByRole('button', { name: 'Check Availability' }).click();
  await dialog.getByRole('button', { name: 'Request Booking' }).click();
  await expect(toast(page, 'Booking Request Submitted!')).toBeVisible();

  await page.goto('/my-bookings');
  const card = page.getByRole('article').filter({ hasText: saga.displayName }).first();
  await expect(card).toContainText('RM 629.00');
  await card.getByRole('button', { name: 'Price details' }).click();
  await expect(card.getByRole('group', { name: 'Price details' })).toContainText('Child seat × 1');

  // Staff approve at that price: the rental's total is the quote's.
  const staff = await staffLogin(request);
  const mine = (await (await request.get('/api/booking-requests/mine', { headers: bearer(customer.token) })).json()) as {
    items: Array<{ id: number; estimatedTotal: string }>;
  };
  const approved = await request.patch(`/api/staff/booking-requests/${mine.items[0].id}/approve`, { headers: bearer(staff.token) });
  expect(approved.status(), await approved.text()).toBe(200);
  const rental = ((await approved.json()) as { rental: { id: number; grandTotal: string } }).rental;
  expect(rental.grandTotal).toBe('629.00');

  // Before the agreement, staff add delivery from a phone: the seat stays, the total follows.
  const staffPage = await phonePage(browser);
  await useStaffSession(staffPage, staff);
  await staffPage.goto('/staff?tab=rentals&status=awaiting_agreement');
  const rentalCard = staffPage.getByRole('article', { name: `Rental #${rental.id}` });
  await rentalCard.getByRole('button', { name: 'Extras' }).click();
  const extras = staffPage.getByRole('dialog', { name: 'Add-ons and delivery' });
  await expect(extras.getByRole('checkbox', { name: /Child seat/ })).toBeChecked();
  await extras.getByRole('combobox', { name: 'Delivery and collection' }).click();
  await staffPage.getByRole('option', { name: /^Klang Valley/ }).click();
  await extras.getByRole('button', { name: 'Save Extras' }).click();
  await expect(toast(staffPage, 'Extras updated')).toBeVisible();
  await expect(toast(staffPage, 'Extras updated')).toContainText(`Rental #${rental.id} now comes to RM 669.00.`);
  await expect(rentalCard).toContainText('RM 669.00');
  expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await staffPage.context().close();

  await completeAgreementByApi(request, staff, rental.id);
  await handOverByApi(request, staff, rental.id);

  // The customer asks for one more day, after the season: its price and the new total come first.
  await page.goto('/my-bookings?tab=rentals');
  await page.getByRole('article').filter({ hasText: 'Proton Saga' }).first().getByRole('button', { name: 'Request Extension' }).click();
  const ask = page.getByRole('dialog', { name: 'Request Extension' });
  await ask.getByRole('textbox', { name: /New end date/ }).fill(enMyDate(kualaLumpurDate(104)));
  const extension = ask.getByRole('group', { name: 'Price of the extension' });
  await expect(extension).toContainText('1 more dayRM 95.00');
  await expect(extension).toContainText('Child seatRM 10.00');
  await expect(extension).toContainText('The extension costs RM 105.00');
  await expect(extension).toContainText('New rental total: RM 774.00');
  await ask.getByRole('textbox', { name: /Reason for the extension/ }).fill('Staying for the open house');
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Extension Requested')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
