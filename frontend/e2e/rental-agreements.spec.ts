import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  approvedRental,
  cameraPhoto,
  completeAgreementByApi,
  handOverByApi,
  registerCustomer,
  staffLogin,
  useCustomerSession,
  useStaffSession,
} from './apiFixtures';
import { drawSignature, enMyDate, kualaLumpurDate, toast } from './helpers';

/**
 * Rental agreements end to end: the wizard on a phone with real photos and a drawn signature,
 * the PDF, the handover, the return and the calendar; and an extension asked for by the
 * customer on My Bookings and approved by staff.
 */

/** Failures are announced at once (role alert). */
const errorToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('rental agreements', () => {
  test('on a phone, staff complete the wizard and hand over the keys in it, download the PDF, take the car back and find it on the calendar', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const staff = await staffLogin(request);
    const startDate = kualaLumpurDate(0);
    const endDate = kualaLumpurDate(2);
    const customer = await registerCustomer(request, `${Date.now()}w`);
    const rentalId = await approvedRental(request, staff, customer, 'Honda City 1.5 V', startDate, endDate);

    await page.setViewportSize({ width: 390, height: 844 });
    await useStaffSession(page, staff);
    await page.goto('/staff?tab=rentals&status=awaiting_agreement');
    const card = page.getByRole('article', { name: `Rental #${rentalId}` });
    await card.getByRole('link', { name: 'Complete Agreement' }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/rentals/${rentalId}/complete$`));
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 1 of 5');
    await expect(page.getByText(customer.fullName)).toBeVisible();

    // Step 1: Next without the required photo is refused; then three photos go up in one request.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(errorToast(page, 'Missing Required Photos')).toBeVisible();
    await expect(page.getByTestId('photo-input-front_with_customer')).toHaveAttribute('capture', 'environment');
    await page.getByTestId('photo-input-front_with_customer').setInputFiles(await cameraPhoto('#2255aa', 'front-with-customer.jpg'));
    await page.getByTestId('photo-input-front').setInputFiles(await cameraPhoto('#aa5522', 'front.jpg'));
    await page.getByTestId('photo-input-interior_mileage').setInputFiles(await cameraPhoto('#22aa55', 'odometer.jpg'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Photos Uploaded!')).toBeVisible();
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 2 of 5');

    // Step 2: fuel on the slider, mileage above 0.
    await page.getByRole('textbox', { name: /Current mileage/ }).fill('0');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(errorToast(page, 'Current Mileage Required')).toBeVisible();
    await page.getByRole('textbox', { name: /Current mileage/ }).fill('45210');
    await page.getByRole('slider', { name: 'Fuel level' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('fuel-value')).toContainText('6/8');
    await page.getByRole('button', { name: 'Next' }).click();

    // A reload (a phone dropping the tab) opens the first step not done, with fuel and mileage kept.
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 3 of 5');
    await page.reload();
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 3 of 5');

    // Step 3: an empty pad is refused; a drawn signature is sent.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(errorToast(page, 'Signature Required')).toBeVisible();
    await drawSignature(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Signature Captured!')).toBeVisible();

    // Step 4: the key handover photo.
    await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 4 of 5');
    await page.getByTestId('photo-input-key-handover').setInputFiles(await cameraPhoto('#777777', 'keys.jpg'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Key Handover Documented!')).toBeVisible();

    // Step 5: the review keeps what was typed before the reload, and shows the whole signature.
    const summary = page.getByTestId('review-summary');
    await expect(summary).toContainText('45,210');
    await expect(summary).toContainText('75% (6/8)');
    const signature = page.getByRole('img', { name: "The customer's signature" });
    await expect(signature).toBeVisible();
    const shown = await signature.evaluate((image: HTMLImageElement) => {
      const frame = (image.parentElement as HTMLElement).getBoundingClientRect();
      const box = image.getBoundingClientRect();
      return {
        ratio: box.width / box.height,
        natural: image.naturalWidth / image.naturalHeight,
        inside: box.bottom <= frame.bottom + 1 && box.right <= frame.right + 1,
      };
    });
    expect(shown.inside).toBe(true);
    expect(Math.abs(shown.ratio - shown.natural)).toBeLessThan(0.05);

    // Nothing is paid and the business asks for a paid account: the keys go out with the finish
    // only when ticked, with a reason, and the key photo from step 4 is the handover's.
    await expect(page.getByText('Payment required: RM')).toBeVisible();
    const handOverNow = page.getByRole('checkbox', { name: 'Hand over the keys now (customer is here)' });
    await expect(handOverNow).not.toBeChecked();
    await handOverNow.check();
    await page.getByRole('textbox', { name: /^Reason to hand over before payment/ }).fill('Pays the whole rental at the counter');
    await page.getByRole('button', { name: 'Finalize & Hand Over' }).click();
    await expect(toast(page, 'Agreement Completed!')).toContainText('is active: the keys are with the customer');
    await expect(page).toHaveURL(/\/staff(\?|$)/, { timeout: 10_000 });

    // The rental is out with the customer; its agreement downloads as a PDF.
    await page.goto('/staff?tab=rentals&status=active');
    const out = page.getByRole('article', { name: `Rental #${rentalId}` });
    await expect(out).toContainText('Keys handed over');
    await expect(out).toContainText('Pays the whole rental at the counter');
    await expect(out.getByRole('region', { name: 'Ready for Key Handover' })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), out.getByRole('button', { name: 'Download Agreement' }).click()]);
    expect(download.suggestedFilename()).toBe(`agreement-${rentalId}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // The car comes back today: Mark Returned shows the mileage charge before confirming.
    await page.goto('/staff?tab=rentals&status=active');
    const active = page.getByRole('article', { name: `Rental #${rentalId}` });
    await active.getByRole('button', { name: 'Mark Returned' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Rental as Returned' });
    await dialog.getByRole('textbox', { name: /Return mileage/ }).fill('45400');
    await expect(dialog.getByText('Extra mileage charge')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm Return' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/staff?tab=rentals&status=completed');
    await expect(page.getByRole('article', { name: `Rental #${rentalId}` })).toBeVisible();

    // The calendar still shows the rental on its first day, styled as completed.
    await page.goto(`/staff?tab=calendar&month=${startDate.slice(0, 7)}`);
    await page
      .getByRole('button', { name: new RegExp(`^\\w+, ${Number(startDate.slice(8))} .*booking`) })
      .first()
      .click();
    await expect(page.getByLabel(`Rental #${rentalId}`)).toBeVisible();
  });

  test('a customer asks to extend an active rental on My Bookings and staff approve it', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const staff = await staffLogin(request);
    const startDate = kualaLumpurDate(0);
    const endDate = kualaLumpurDate(2);
    const newEndDate = kualaLumpurDate(4);
    const customer = await registerCustomer(request, `${Date.now()}x`);
    const rentalId = await approvedRental(request, staff, customer, 'Perodua Myvi 1.5 AV', startDate, endDate);

    // The agreement and handover through the API: the rental is out with the customer.
    await completeAgreementByApi(request, staff, rentalId);
    await handOverByApi(request, staff, rentalId);

    // The customer asks for two more days.
    await page.setViewportSize({ width: 390, height: 844 });
    await useCustomerSession(page, customer);
    await page.goto('/my-bookings?tab=rentals');
    await page.getByRole('button', { name: 'Request Extension' }).click();
    const ask = page.getByRole('dialog', { name: 'Request Extension' });
    await ask.getByRole('textbox', { name: /New end date/ }).fill(enMyDate(newEndDate));
    await ask.getByRole('textbox', { name: /Reason for the extension/ }).fill('My trip to Penang is two days longer');
    await ask.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Extension Requested')).toBeVisible();
    await expect(page.getByText(`Extension requested until ${enMyDate(newEndDate)}`)).toBeVisible();

    // Staff approve it; the customer sees the new end date.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await staffContext.newPage();
    await useStaffSession(staffPage, staff);
    await staffPage.goto('/staff?tab=rentals&status=extension-requested');
    const card = staffPage.getByRole('article', { name: `Rental #${rentalId}` });
    await expect(card).toContainText('My trip to Penang is two days longer');
    await card.getByRole('button', { name: 'Approve Extension' }).click();
    await staffPage.getByRole('dialog', { name: 'Approve Extension' }).getByRole('button', { name: 'Approve Extension' }).click();
    await expect(toast(staffPage, 'Extension Approved!')).toBeVisible();
    await staffContext.close();

    await page.reload();
    const rental = page.getByRole('article').filter({ hasText: 'Perodua Myvi' }).first();
    await expect(rental).toContainText(enMyDate(newEndDate));
    await expect(rental).not.toContainText('Extension requested');
  });
});
