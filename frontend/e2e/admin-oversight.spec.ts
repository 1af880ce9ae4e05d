import { expect, test, type Page } from '@playwright/test';
import { openStaffSection, DEMO, fillCredentials, kualaLumpurDate } from './helpers';
import {
  approvedRental,
  bearer,
  completeAgreementByApi,
  handOverByApi,
  publicVehicle,
  registerCustomer,
  requestBooking,
  staffLogin,
  useCustomerSession,
  useStaffSession,
} from './apiFixtures';

/**
 * The admin's oversight of staff, as the admin and a new staff member use it (before admin.spec.ts, which
 * changes the admin's password for the rest of the run).
 */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await fillCredentials(page, DEMO.admin.username, DEMO.admin.password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

async function signInAsStaff(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/staff-login');
  await fillCredentials(page, username, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('admin oversight', () => {
  test('a staff member added by the admin approves a booking, shows in Staff Activity, then is reset and removed', async ({
    browser,
    page,
    request,
  }) => {
    // Two people on two phones through a dozen screens: longer than one screen's 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const suffix = `${Date.now()}o`;
    const username = `ops-${suffix}`;
    const firstPassword = 'FirstPass123!';
    const secondPassword = 'SecondPass456!';

    const customer = await registerCustomer(request, suffix);
    const vehicle = await publicVehicle(request, 'Proton Saga 1.3 Premium');
    await requestBooking(request, customer.token, customer.id, vehicle, kualaLumpurDate(120), kualaLumpurDate(122));

    // The admin adds the staff member.
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Staff Management' }).click();
    await fillCredentials(page, username, firstPassword);
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await expect(page.getByRole('status')).toContainText('Staff Added');
    await expect(page.getByRole('list', { name: 'Staff Members' })).toContainText(username);

    // The new member signs in on their own phone and approves the customer's request.
    const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const staffPage = await staffContext.newPage();
    await signInAsStaff(staffPage, username, firstPassword);
    await expect(staffPage.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    await openStaffSection(staffPage, 'Bookings');
    const card = staffPage.getByRole('article', { name: customer.fullName });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(staffPage.getByText('Request Approved!')).toBeVisible();
    const staffToken = await staffPage.evaluate(() => localStorage.getItem('token'));

    // The approval shows in Staff Activity under the member's name, newest first.
    await page.getByRole('tab', { name: 'Staff Activity' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const newest = page.getByRole('list', { name: 'Staff activity' }).getByRole('listitem').first();
    await expect(newest).toContainText(username);
    await expect(newest).toContainText('Booking request approved');
    await expect(newest).toContainText(vehicle.name);

    // The full log, filtered to the member and today, has it too.
    await page.getByRole('button', { name: 'Full log' }).click();
    // Both views have a 'Staff member' filter: on a slow machine the newest view's was still there
    // and took the choice. The full log is the one with dates.
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await page.getByLabel('Staff member').selectOption({ label: username });
    await expect(page).toHaveURL(/logStaff=\d+/);
    const today = kualaLumpurDate(0).split('-').reverse().join('/');
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect(page.getByText('1 entry found')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activity log' })).toContainText('Booking request approved');

    // A password reset ends the member's session at once.
    await page.getByRole('tab', { name: 'Staff Management' }).click();
    await page.getByRole('button', { name: `Reset password for ${username}` }).click();
    const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
    await resetDialog
      .getByLabel(/^New password/)
      .and(resetDialog.locator('input'))
      .fill(secondPassword);
    await resetDialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status')).toContainText('Password Reset');
    const withOldToken = await request.get('/api/staff/booking-requests', { headers: bearer(staffToken ?? '') });
    expect(withOldToken.status()).toBe(401);
    // The member's open dashboard notices on its next call and asks them to sign in again.
    await staffPage.reload();
    await expect(staffPage.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await signInAsStaff(staffPage, username, secondPassword);
    await expect(staffPage.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();

    // Removal asks first, then the member can no longer sign in; their activity stays readable.
    await page.getByRole('button', { name: `Remove ${username}` }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove Staff Member' });
    await removeDialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status')).toContainText('Staff Removed');
    await expect(page.getByRole('list', { name: 'Staff Members' })).not.toContainText(username);
    await staffPage.reload();
    await expect(staffPage.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await signInAsStaff(staffPage, username, secondPassword);
    await expect(staffPage.getByRole('alert')).toBeVisible();
    await expect(staffPage.getByRole('heading', { name: 'Staff Dashboard' })).toBeHidden();
    await page.getByRole('tab', { name: 'Staff Activity' }).click();
    await expect(page.getByRole('list', { name: 'Activity log' })).toContainText('Booking request approved');
    await staffContext.close();
  });

  test('after a rental returned on time the customer sees points, tier and a badge, and leaves a review the fleet page shows', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, `${Date.now()}l`);
    const today = kualaLumpurDate(0);
    const vehicle = await publicVehicle(request, 'Proton X70 1.5 TGDi');
    const rentalId = await approvedRental(request, staff, customer, vehicle.name, today, kualaLumpurDate(1));
    await completeAgreementByApi(request, staff, rentalId);
    await handOverByApi(request, staff, rentalId);
    // Only a rental paid in full earns the on-time bonus: the customer pays its total and staff verify it.
    const rental = (await (await request.get(`/api/staff/rentals/${rentalId}`, { headers: bearer(staff.token) })).json()) as {
      grandTotal: string;
    };
    const paid = await request.post('/api/payments', {
      headers: bearer(customer.token),
      data: { amount: rental.grandTotal, paymentMethod: 'qr', paymentFor: 'rental-payment', rentalId },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const paymentId = ((await paid.json()) as { id: number }).id;
    const verified = await request.patch(`/api/staff/payments/${paymentId}/status`, {
      headers: bearer(staff.token),
      data: { status: 'completed' },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const returned = await request.patch(`/api/staff/rentals/${rentalId}/return`, {
      headers: bearer(staff.token),
      data: { returnDate: today, returnMileage: 1100, fuelLevel: 8 },
    });
    expect(returned.status(), await returned.text()).toBe(200);

    // My Account: the on-time bonus, the Bronze tier with the way to Silver, and the first badge.
    await page.setViewportSize({ width: 390, height: 844 });
    await useCustomerSession(page, { token: customer.token, user: customer.user });
    await page.goto('/vehicles');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    // A point per whole ringgit paid, and the 50-point bonus.
    const points = Math.floor(Number(rental.grandTotal)) + 50;
    const [tier, next, from, to] = points < 500 ? ['Bronze', 'Silver', 0, 500] : ['Silver', 'Gold', 500, 1500];
    await expect(main).toContainText(`${tier} tier`);
    await expect(main).toContainText(`${(to - points).toLocaleString('en-MY')} points to ${next}`);
    await expect(main.getByRole('progressbar', { name: `Progress to the ${next} tier` })).toHaveAttribute(
      'aria-valuenow',
      String(Math.floor(((points - from) / (to - from)) * 100)),
    );
    await expect(main).toContainText('First Rental');
    await expect(main).toContainText('On-time return bonus');
    await expect(main).toContainText('+50 points');

    // My Rentals: one review of the completed rental.
    await page.goto('/my-bookings');
    await page.getByRole('tab', { name: 'My Rentals' }).click();
    await page.getByRole('button', { name: 'Leave a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review your rental' });
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    await dialog.locator('label').filter({ hasText: '5 out of 5 stars' }).click();
    await expect(dialog.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Your review' }).fill('Spotless X70 <b>and</b> a quick handover.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Review Posted' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('My Rentals').getByText('Your review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave a Review' })).toBeHidden();

    // The fleet page shows it, as text, with the average.
    await page.goto('/vehicles');
    await page.getByRole('list', { name: 'Vehicles' }).getByRole('button', { name: vehicle.displayName }).click();
    const details = page.getByRole('dialog', { name: vehicle.displayName });
    await expect(details.getByText('Spotless X70 <b>and</b> a quick handover.')).toBeVisible();
    await expect(details).toContainText('(1 review)');
    await expect(details.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
    await expect(details).toContainText(customer.fullName.split(' ')[0]);

    // And the review is in the activity, with its badge: First Rental and First Review are earned.
    await page.goto('/account');
    await expect(page.getByRole('main')).toContainText('Review posted');
    await expect(page.getByRole('main').getByText(/^Earned on/)).toHaveCount(2);
  });

  test('staff record a delivery and see it in the period totals', async ({ page, request }) => {
    const staff = await staffLogin(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await useStaffSession(page, staff);
    await page.goto('/staff?tab=deliveries');
    await page.getByRole('button', { name: 'Add Delivery' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Delivery' });
    await dialog.getByRole('combobox', { name: /Vehicle/ }).selectOption({ label: 'Perodua Bezza - VFA' });
    await dialog.getByRole('textbox', { name: /^From/ }).fill('KLIA Terminal 1');
    await dialog.getByRole('textbox', { name: /^To\b/ }).fill('Pavilion Kuala Lumpur');
    await dialog.getByRole('textbox', { name: /Total km/ }).fill('58.4');
    await dialog.getByRole('textbox', { name: /Misc expense/ }).fill('12.30');
    await dialog.getByRole('button', { name: 'Save Delivery' }).click();
    await expect(page.getByText('The delivery of Perodua Bezza - VFA was recorded.')).toBeVisible();
    const card = page.getByRole('article', { name: 'Perodua Bezza - VFA' }).first();
    await expect(card).toContainText('KLIA Terminal 1');
    await expect(card).toContainText('58.40 km');
    await expect(card).toContainText(staff.user.username);
    const totals = page.getByRole('region', { name: 'Totals for this period' });
    await expect(totals).toContainText('km');
    await expect(totals).toContainText('RM');
  });
});
