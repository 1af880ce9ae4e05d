import { expect, test } from '@playwright/test';
import {
  approvedRental,
  registerCustomer,
  requestBooking,
  publicVehicle,
  staffLogin,
  useCustomerSession,
  useStaffSession,
} from './apiFixtures';
import { kualaLumpurDate } from './helpers';

/**
 * A name holding markup is text everywhere it is shown. Each payload would set
 * window.__pwned or open a dialog if any screen put it into the page as HTML.
 */
test('script strings in a customer name are shown as text on every screen and never run', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now());
  const hostileName = `Siti <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b onmouseover=alert(3)>${suffix}`;
  const customer = await registerCustomer(request, suffix, hostileName);
  const staff = await staffLogin(request);
  await requestBooking(
    request,
    customer.token,
    customer.id,
    await publicVehicle(request, 'Honda City 1.5 V'),
    kualaLumpurDate(70),
    kualaLumpurDate(71),
  );
  await approvedRental(request, staff, customer, 'Proton Saga 1.3 Premium', kualaLumpurDate(75), kualaLumpurDate(76));

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const pwned = () => page.evaluate(() => (window as Window & { __pwned?: number }).__pwned ?? null);

  await useStaffSession(page, staff);
  await page.goto('/staff?tab=customers');
  await page.getByPlaceholder('Search customers by name...').fill(suffix);
  await expect(page.getByRole('article', { name: hostileName })).toContainText(hostileName);
  await page.goto('/staff?tab=bookings');
  await expect(page.getByRole('article', { name: hostileName }).first()).toContainText(hostileName);
  await page.goto('/staff?tab=rentals&status=awaiting_agreement');
  await expect(page.getByText(hostileName).first()).toBeVisible();
  await page.goto('/staff?tab=calendar');
  await expect(page.locator('img[src="x"], b[onmouseover]')).toHaveCount(0);
  expect(await pwned()).toBeNull();

  const customerPage = await page.context().newPage();
  await useCustomerSession(customerPage, { token: customer.token, user: customer.user });
  await customerPage.goto('/account');
  await expect(customerPage.getByText(hostileName).first()).toBeVisible();
  await expect(customerPage.locator('img[src="x"], b[onmouseover]')).toHaveCount(0);
  expect(await customerPage.evaluate(() => (window as Window & { __pwned?: number }).__pwned ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
});
