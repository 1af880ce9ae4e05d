import { expect, test, type Page } from '@playwright/test';
import { approvedRental, bearer, cameraPhoto, registerCustomer, staffLogin, useStaffSession } from './apiFixtures';
import { drawSignature, kualaLumpurDate, storedFiles, toast, touchPhonePage } from './helpers';

/**
 * The car park without signal: staff start the agreement wizard with signal, lose it after the
 * first photo, reload the page (the installed app opens it from the phone), finish every step
 * offline while the photos and the signature wait on the phone, and finalize once the signal is
 * back. The server ends up with one copy of each piece, and the agreement PDF.
 */

/** Whether IndexedDB holds the wizard's draft with the photo of `type` (written a moment after it is taken). */
const draftHasPhoto = (page: Page, rentalId: number, type: string) =>
  page.evaluate(
    ([key, photoType]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('rental-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(false);
          const read = db.transaction('drafts').objectStore('drafts').get(key);
          read.onsuccess = () => {
            const draft = (read.result as { value?: { photos?: Record<string, unknown> } } | undefined)?.value;
            resolve(Boolean(draft?.photos?.[photoType]));
          };
          read.onerror = () => resolve(false);
        };
      }),
    [`rentalWizardDraft:${rentalId}`, type] as const,
  );

test('on a phone without signal, the wizard is finished offline and its photos go up once when the signal returns', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const staff = await staffLogin(request);
  const customer = await registerCustomer(request, `${Date.now()}o`);
  const rentalId = await approvedRental(request, staff, customer, 'Proton X70 1.5 TGDi', kualaLumpurDate(70), kualaLumpurDate(72));
  const photosBefore = storedFiles('rental-photos').length;
  const signaturesBefore = storedFiles('signatures').length;

  const page = await touchPhonePage(browser, 'allow');
  const context = page.context();
  await useStaffSession(page, staff);
  const wizardUrl = `/staff/rentals/${rentalId}/complete`;
  await page.goto(wizardUrl);
  await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 1 of 5');

  // The staff screen installs the app; once its worker controls the page, a reload with signal
  // lets it keep the rental the wizard opens with.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 1 of 5');

  // The first photo, with signal; it stays on the phone until Next.
  await page.getByTestId('photo-input-front_with_customer').setInputFiles(await cameraPhoto('#2255aa', 'front-with-customer.jpg'));
  await expect(page.getByTestId('photo-slot-front_with_customer')).toContainText('New photo, uploads on Next');
  await expect.poll(() => draftHasPhoto(page, rentalId, 'front_with_customer')).toBe(true);

  // The signal goes; the page is reloaded and opens from the phone, with the photo kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 1 of 5');
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline");
  await expect(page.getByTestId('photo-slot-front_with_customer')).toContainText('New photo, uploads on Next');

  await page.getByTestId('photo-input-front').setInputFiles(await cameraPhoto('#aa5522', 'front.jpg'));
  await page.getByTestId('photo-input-back').setInputFiles(await cameraPhoto('#22aa55', 'back.jpg'));
  await expect(page.getByTestId('photo-slot-back')).toContainText('New photo, uploads on Next');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 2 of 5');
  const queue = page.getByTestId('upload-queue');
  await expect(queue).toContainText('3 photos waiting for signal');

  await page.getByRole('textbox', { name: /Current mileage/ }).fill('38120');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 3 of 5');

  await drawSignature(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 4 of 5');
  await expect(queue).toContainText('The signature is waiting for signal');

  await page.getByTestId('photo-input-key-handover').setInputFiles(await cameraPhoto('#777777', 'keys.jpg'));
  await expect(page.getByTestId('photo-slot-key-handover')).toContainText('New photo, uploads on Next');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-count')).toHaveText('Step 5 of 5');

  // Finalize is held while the server lacks a piece, and says why.
  await expect(queue).toContainText('4 photos waiting for signal');
  const finalize = page.getByRole('button', { name: 'Finalize Agreement' });
  await expect(finalize).toBeDisabled();
  await expect(page.getByText('Finalize waits until the server holds every photo and the signature.')).toBeVisible();
  expect(storedFiles('rental-photos')).toHaveLength(photosBefore);

  // The signal returns: the queue empties by itself, and the agreement is finalized.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(queue).toHaveCount(0, { timeout: 20_000 });
  await expect(finalize).toBeEnabled();
  await finalize.click();
  await expect(toast(page, 'Agreement Completed!')).toBeVisible({ timeout: 20_000 });

  // The server holds one copy of each photo and the signature, and the PDF.
  const rental = await request.get(`/api/staff/rentals/${rentalId}`, { headers: bearer(staff.token) });
  expect(rental.status()).toBe(200);
  const view = (await rental.json()) as {
    status: string;
    photos: Array<{ type: string; takenAt: string }>;
    signatureCaptured: boolean;
    keyHandoverPhotoCaptured: boolean;
    agreementReady: boolean;
  };
  expect(view.photos.map((photo) => photo.type)).toEqual(['front_with_customer', 'front', 'back']);
  expect(view).toMatchObject({ status: 'approved', signatureCaptured: true, keyHandoverPhotoCaptured: true, agreementReady: true });
  expect(storedFiles('rental-photos')).toHaveLength(photosBefore + 4);
  expect(storedFiles('signatures')).toHaveLength(signaturesBefore + 1);
  const pdf = await request.get(`/api/rentals/${rentalId}/download-agreement`, { headers: bearer(staff.token) });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

  await context.close();
});
