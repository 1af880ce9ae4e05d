import { expect as baseExpect, test } from '@playwright/test';
import {
  approvedRental,
  bearer,
  cameraPhoto,
  completeAgreementByApi,
  handOverByApi,
  paidByApi,
  publicVehicle,
  registerCustomer,
  repairOpenDamage,
  staffLogin,
  useStaffSession,
} from './apiFixtures';
import { drawSignature, kualaLumpurDate, storedFiles, toast, touchPhonePage } from './helpers';
import { backdateRental } from './timeline';

/**
 * The car comes back to a car park without signal: staff take the first return photo with signal,
 * lose it, and do the rest of the inspection offline (photos, readings, a scratch with its
 * close-up, the customer's co-signature) while every piece waits on the phone. Confirm is held
 * until the signal returns and the server holds each piece once; the charges shown are then the
 * server's, and the return is confirmed.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const OFFLINE_ANGLES = ['Front', 'Back', 'Left', 'Right', 'Interior & Mileage'];

test('on a phone without signal, the return inspection is done offline and every piece goes up once when the signal returns', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const staff = await staffLogin(request);
  const customer = await registerCustomer(request, `${Date.now()}q`, 'Nadia Offline Return');
  const rentalId = await approvedRental(request, staff, customer, 'Perodua Bezza 1.3 X', kualaLumpurDate(0), kualaLumpurDate(2));
  await paidByApi(request, staff, customer, rentalId, '200.00', 'rental-deposit');
  await paidByApi(request, staff, customer, rentalId, '200.00', 'rental-payment');
  await completeAgreementByApi(request, staff, rentalId);
  await handOverByApi(request, staff, rentalId);
  backdateRental(rentalId, 3);
  const yesterday = kualaLumpurDate(-1);
  const photosBefore = storedFiles('rental-photos').length;
  const signaturesBefore = storedFiles('signatures').length;

  const page = await touchPhonePage(browser, 'allow');
  const context = page.context();
  await useStaffSession(page, staff);
  await page.goto(`/staff/rentals/${rentalId}/return`);
  await expect(page.getByRole('heading', { name: 'Return Inspection' })).toBeVisible();
  // Once the app's worker controls the page, a reload with signal lets it keep the inspection.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Return Inspection' })).toBeVisible();

  // The first photo, with signal.
  await page.getByLabel('Take Front With Customer photo', { exact: true }).setInputFiles(await cameraPhoto('#224466', 'fwc.jpg'));
  await expect(toast(page, 'Photo saved').first()).toBeVisible();

  // The signal goes.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline");
  for (const [index, angle] of OFFLINE_ANGLES.entries()) {
    await page.getByLabel(`Take ${angle} photo`, { exact: true }).setInputFiles(await cameraPhoto(`#3${index}5577`, `${angle}.jpg`));
  }
  await page.getByLabel('Add a damage close-up').setInputFiles(await cameraPhoto('#aa3333', 'scratch.jpg'));
  const queues = page.getByTestId('upload-queue');
  await expect(queues.filter({ hasText: '6 photos waiting for signal' })).toBeVisible();

  await page.getByRole('group', { name: 'Fuel at return (eighths)' }).getByRole('button', { name: '6', exact: true }).click();
  await page.getByRole('textbox', { name: 'Odometer at return (km)' }).fill('1150');
  await page.getByLabel('Returned at').fill(`${yesterday}T19:30`);
  await page.getByRole('button', { name: 'Save readings' }).click();
  await expect(queues.filter({ hasText: 'The readings are waiting for signal' })).toBeVisible();

  const diagram = page.getByRole('img', { name: 'Top-down car diagram: tap to record damage' });
  await diagram.scrollIntoViewIfNeeded();
  const box = await diagram.boundingBox();
  if (!box) throw new Error('car diagram not visible');
  await diagram.click({ position: { x: box.width * 0.15, y: box.height * 0.45 } });
  const damage = page.getByRole('dialog', { name: 'Record damage' });
  await damage.getByRole('combobox', { name: 'Close-up photo' }).click();
  await page.getByRole('option', { name: 'Close-up 1 (waiting for signal)' }).click();
  await damage.getByRole('button', { name: 'Save damage' }).click();
  await expect(damage).toBeHidden();
  await expect(page.getByText('Scratch · Small · Front left door · Kept on this phone, waiting for signal')).toBeVisible();

  // A reload without signal (the tab closed and opened again) keeps what was entered.
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline");
  await expect(page.getByText('Scratch · Small · Front left door · Kept on this phone, waiting for signal')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Odometer at return (km)' })).toHaveValue('1150');
  await expect(
    page.getByRole('group', { name: 'Fuel at return (eighths)' }).getByRole('button', { name: '6', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(queues.filter({ hasText: '6 photos waiting for signal' })).toBeVisible();

  await drawSignature(page);
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(queues.filter({ hasText: 'The signature is waiting for signal' })).toBeVisible();
  await expect(queues.filter({ hasText: '1 damage point waiting for signal' })).toBeVisible();

  // Confirm is held while the server lacks a piece, and says why.
  const confirm = page.getByRole('button', { name: /^Confirm return and charge/ });
  await expect(confirm).toBeDisabled();
  await expect(page.getByText(/^Confirming waits until the server holds every photo, reading, damage point/)).toBeVisible();
  expect(storedFiles('rental-photos')).toHaveLength(photosBefore + 1);

  // The signal returns: the queue empties by itself and the charges are the server's.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(queues).toHaveCount(0, { timeout: 30_000 });
  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges).toContainText('RM 50.00 · New damage (Scratch, Small) on Front left door: price list');
  await expect(charges).toContainText('Total to charge: RM 80.00');
  await page.getByRole('button', { name: 'Confirm return and charge RM 80.00' }).click();
  await expect(toast(page, 'Return confirmed')).toBeVisible();

  // The server holds one copy of each piece; the damage point has its close-up.
  const answer = await request.get(`/api/staff/rentals/${rentalId}/return`, { headers: bearer(staff.token) });
  expect(answer.status()).toBe(200);
  const inspection = (await answer.json()) as {
    photos: Array<{ type: string; key: string }>;
    damages: Array<{ photoKey: string | null }>;
    signed: boolean;
    fuelLevel: number;
    mileage: number;
  };
  expect(inspection.photos).toHaveLength(7);
  expect(inspection.damages).toHaveLength(1);
  expect(inspection.damages[0].photoKey).toBe(inspection.photos.find((photo) => photo.type === 'damage')?.key);
  expect(inspection).toMatchObject({ signed: true, fuelLevel: 6, mileage: 1150 });
  expect(storedFiles('rental-photos')).toHaveLength(photosBefore + 7);
  expect(storedFiles('signatures')).toHaveLength(signaturesBefore + 1);

  // The scratch is repaired, so the next journey's agreement on this car has no damage to show first.
  await repairOpenDamage(request, staff, (await publicVehicle(request, 'Perodua Bezza 1.3 X')).id, kualaLumpurDate(0));
  await context.close();
});
