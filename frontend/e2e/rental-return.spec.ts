import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import {
  approvedRental,
  cameraPhoto,
  completeAgreementByApi,
  handOverByApi,
  paidByApi,
  publicVehicle,
  registerCustomer,
  repairOpenDamage,
  staffLogin,
  useCustomerSession,
  useStaffSession,
} from './apiFixtures';
import {
  openStaffSection,
  drawSignature,
  enMyDate,
  fact,
  kualaLumpurDate,
  latestMailAttachments,
  latestMailText,
  phonePage,
  toast,
} from './helpers';
import { backdateRental } from './timeline';

/**
 * The car comes back, on a staff phone: the return inspection beside the pickup photos, a new
 * scratch tapped on the car diagram, two fuel bars short and an hour and a half late; the customer
 * co-signs on the same phone; the charges land on the rental's account and the deposit pays them;
 * a speed-camera summons recorded days later is traced to the rental and its customer is told.
 *
 * Perodua Bezza at RM 100.00 a day with a RM 200.00 deposit, two days, paid in full (RM 400.00).
 * Out on the day before the day before yesterday, due back yesterday at 18:00, back at 19:30:
 * fuel 2 bars × RM 10.00, late 1 started hour after the hour's grace × 10% of the daily rate
 * (RM 10.00), a small scratch from the price list (RM 50.00): RM 80.00, so the settled deposit
 * leaves RM 120.00 to refund. The RM 150.00 summons and the RM 50.00 admin fee come to more than
 * that: the account then asks RM 80.00 of the customer.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const CAR = 'Perodua Bezza - VFA';
const ANGLES = ['Front With Customer', 'Front', 'Back', 'Left', 'Right', 'Interior & Mileage', 'Known Damage'];

test.describe('a car comes back', () => {
  test('on a phone: return inspection with a scratch, fuel short and a late hour, co-signed, charged, settled, and a summons traced to the renter', async ({
    browser,
    request,
  }) => {
    // Some 40 steps with eight photo uploads on a 2-core machine that may be busy with other work.
    test.setTimeout(240_000);
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, `${Date.now()}r`, 'Hafiz Return Journey');

    // The rental (its booking, agreement and handover have their own journeys), paid in full,
    // then moved three days back: out since the day before the day before yesterday.
    const rentalId = await approvedRental(request, staff, customer, 'Perodua Bezza 1.3 X', kualaLumpurDate(0), kualaLumpurDate(2));
    await paidByApi(request, staff, customer, rentalId, '200.00', 'rental-deposit');
    await paidByApi(request, staff, customer, rentalId, '200.00', 'rental-payment');
    await completeAgreementByApi(request, staff, rentalId);
    await handOverByApi(request, staff, rentalId);
    backdateRental(rentalId, 3);
    const yesterday = kualaLumpurDate(-1);

    const desk = await phonePage(browser);
    await useStaffSession(desk, staff);

    // 1. The card says the car is overdue and leads to the return inspection.
    await desk.goto('/staff?tab=rentals');
    const rental = desk.getByRole('article', { name: `Rental #${rentalId}` });
    await expect(fact(rental, 'Overdue since')).toContainText(`${enMyDate(yesterday)}`);
    await rental.getByRole('link', { name: 'Return Inspection' }).click();
    await expect(desk).toHaveURL(new RegExp(`/staff/rentals/${rentalId}/return$`));
    await expect(desk.getByRole('heading', { name: 'Return Inspection' })).toBeVisible();
    await expect(desk.getByText(`Rental #${rentalId} · ${CAR} · ${customer.fullName}`)).toBeVisible();
    await expect(desk.getByText(`Due back ${enMyDate(yesterday)}`)).toBeVisible();

    // 2. The seven angles, each beside its pickup photo, and a close-up of the new scratch.
    for (const [index, angle] of ANGLES.entries()) {
      await desk.getByLabel(`Take ${angle} photo`, { exact: true }).setInputFiles(await cameraPhoto(`#2${index}4466`, `${angle}.jpg`));
      await expect(desk.getByLabel(`Retake ${angle} photo`, { exact: true })).toBeAttached();
    }
    // The pickup took the one photo its journey needs; it stands beside the return's.
    await expect(desk.getByRole('img', { name: 'Front With Customer: Pickup' })).toBeVisible();
    await expect(desk.getByRole('img', { name: 'Front With Customer: Return' })).toBeVisible();
    await desk.getByLabel('Add a damage close-up').setInputFiles(await cameraPhoto('#aa3333', 'scratch.jpg'));
    await expect(toast(desk, 'Photo saved').first()).toBeVisible();

    // 3. Two bars short, no extra kilometres, back at 19:30 yesterday.
    await desk.getByRole('group', { name: 'Fuel at return (eighths)' }).getByRole('button', { name: '6', exact: true }).click();
    await desk.getByRole('textbox', { name: 'Odometer at return (km)' }).fill('1150');
    await desk.getByLabel('Returned at').fill(`${yesterday}T19:30`);
    await desk.getByRole('button', { name: 'Save readings' }).click();
    await expect(toast(desk, 'Readings saved')).toBeVisible();

    // 4. A scratch on the front left door, tapped on the diagram, with its close-up.
    const diagram = desk.getByRole('img', { name: 'Top-down car diagram: tap to record damage' });
    await diagram.scrollIntoViewIfNeeded();
    const box = await diagram.boundingBox();
    if (!box) throw new Error('car diagram not visible');
    await diagram.click({ position: { x: box.width * 0.15, y: box.height * 0.45 } });
    const damage = desk.getByRole('dialog', { name: 'Record damage' });
    await expect(damage.getByRole('combobox', { name: 'Panel' })).toHaveText('Front left door');
    await expect(damage.getByRole('combobox', { name: 'Kind' })).toHaveText('Scratch');
    await expect(damage.getByRole('combobox', { name: 'Size' })).toHaveText('Small');
    await damage.getByRole('combobox', { name: 'Close-up photo' }).click();
    await desk.getByRole('option').nth(1).click();
    await damage.getByRole('textbox', { name: 'Note' }).fill('Long scratch below the handle');
    await damage.getByRole('button', { name: 'Save damage' }).click();
    await expect(damage).toBeHidden();
    await expect(desk.getByText('Scratch · Small · Front left door · RM 50.00')).toBeVisible();

    // 5. Every charge is shown, with why, before anything is confirmed.
    const charges = desk.getByRole('region', { name: 'Charges' });
    await expect(charges).toContainText('RM 20.00 · Fuel 2 bar(s) short (8/8 out, 6/8 back) at RM 10.00 a bar');
    await expect(charges).toContainText(
      `RM 10.00 · Returned 90 min after ${enMyDate(yesterday)} 18:00: 0 day(s) and 1 started hour(s) at RM 10.00 after 60 min grace`,
    );
    await expect(charges).toContainText('RM 50.00 · New damage (Scratch, Small) on Front left door: price list');
    await expect(charges).toContainText('Total to charge: RM 80.00');

    // 6. The customer co-signs on the staff phone.
    await expect(desk.getByText(/Still needed before confirming: the customer's signature/)).toBeVisible();
    await drawSignature(desk);
    await desk.getByRole('button', { name: 'Save signature' }).click();
    await expect(toast(desk, 'Signature saved')).toBeVisible();
    await expect(desk.getByText(/^The customer co-signed at /)).toBeVisible();

    // 7. Confirmed: the evidence is locked, the report is made and e-mailed.
    await desk.getByRole('button', { name: 'Confirm return and charge RM 80.00' }).click();
    await expect(toast(desk, 'Return confirmed')).toBeVisible();
    await expect(desk.getByText(/^Return finalized /)).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Save damage' })).toHaveCount(0);
    await expect(desk.getByLabel('Retake Front photo', { exact: true })).toHaveCount(0);
    const [report] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Condition Report' }).click()]);
    expect(report.suggestedFilename()).toBe(`condition-report-${rentalId}.pdf`);
    expect(
      readFileSync(await report.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    await expect
      .poll(() => latestMailAttachments(customer.email, new RegExp(`^Condition report: rental #${rentalId}$`)))
      .toEqual([`condition-report-${rentalId}.pdf`]);

    // 8. The charges are on the rental's account, and the deposit pays them.
    await desk.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(rental).toContainText('Completed');
    await expect(fact(rental, 'Overdue since')).toHaveCount(0);
    await rental.getByRole('button', { name: 'Account' }).click();
    const account = desk.getByRole('dialog', { name: `Account · Rental #${rentalId}` });
    const lines = account.getByRole('list', { name: 'Account lines' });
    await expect(lines.getByRole('listitem').filter({ hasText: 'Fuel' })).toContainText('RM 20.00');
    await expect(lines.getByRole('listitem').filter({ hasText: 'Late return' })).toContainText('RM 10.00');
    await expect(lines.getByRole('listitem').filter({ hasText: 'Damage' })).toContainText('RM 50.00');
    await expect(fact(account, 'Charges')).toHaveText('RM 280.00');
    const settlement = account.getByRole('region', { name: 'Deposit and refund' });
    await settlement.getByRole('button', { name: 'Settle Deposit' }).click();
    await expect(toast(desk, 'Deposit Settled')).toBeVisible();
    await expect(settlement).toContainText('Refundable now: RM 120.00');
    await account.getByRole('button', { name: 'Close' }).click();
    await expect(account).toBeHidden();

    // 9. Days later a speed-camera notice arrives for the car: it is traced to this rental.
    await openStaffSection(desk, 'Summonses');
    await desk.getByRole('button', { name: 'Record Summons' }).click();
    const summons = desk.getByRole('dialog', { name: 'Record Summons' });
    await summons.getByRole('textbox', { name: 'Plate number' }).fill('vfa');
    await summons.getByLabel('Date').fill(yesterday);
    await summons.getByLabel('Time').fill('10:15');
    await summons.getByRole('textbox', { name: 'Place' }).fill('KM 12.4 Lebuhraya Persekutuan');
    await summons.getByRole('combobox', { name: 'Issued by' }).selectOption({ label: 'AES / AwAS camera' });
    await summons.getByRole('textbox', { name: 'Notice number' }).fill('AES2611230457');
    await summons.getByRole('textbox', { name: 'Amount (RM)' }).fill('150.00');
    await summons.getByLabel('Add Photo of Notice').setInputFiles(await cameraPhoto('#eeeecc', 'notice.jpg'));
    await summons.getByRole('button', { name: 'Record Summons' }).click();
    await expect(toast(desk, `Summons charged to rental #${rentalId}; the customer is e-mailed`)).toBeVisible();
    const charged = desk.getByRole('article').filter({ hasText: 'AES2611230457' });
    await expect(charged).toContainText('Charged');
    await expect(fact(charged, 'Rental')).toHaveText(`#${rentalId} · ${customer.fullName}`);
    await expect(fact(charged, 'Admin fee')).toHaveText('RM 50.00');
    await desk.context().close();

    // 10. The customer's notice, with its letter, and the rental in My Rentals.
    let notice = '';
    await expect
      .poll(() => {
        notice = latestMailText(customer.email, new RegExp(`^Traffic summons during your rental #${rentalId}$`)) ?? '';
        return notice.length > 0;
      })
      .toBe(true);
    for (const text of [
      'Notice number: AES2611230457',
      `Date and time: ${enMyDate(yesterday)} 10:15`,
      'Place: KM 12.4 Lebuhraya Persekutuan',
      'Amount: RM 150.00',
      'Admin fee: RM 50.00',
      'Total charged: RM 200.00',
      'Your rental now has a balance of RM 80.00 due.',
    ]) {
      expect(notice).toContain(text);
    }
    expect(latestMailAttachments(customer.email, new RegExp(`^Traffic summons during your rental #${rentalId}$`))).toHaveLength(1);

    const phone = await phonePage(browser);
    await useCustomerSession(phone, customer);
    await phone.goto('/my-bookings');
    await phone.getByRole('tab', { name: 'My Rentals' }).click();
    const mine = phone.getByRole('article', { name: CAR });
    await expect(mine).toContainText('Completed');
    await expect(fact(mine, 'Balance due')).toHaveText('RM 80.00');
    const [copy] = await Promise.all([phone.waitForEvent('download'), mine.getByRole('button', { name: 'Condition Report' }).click()]);
    expect(copy.suggestedFilename()).toBe(`condition-report-${rentalId}.pdf`);
    await phone.context().close();

    // The scratch is repaired, so later journeys take the car as the fleet left it.
    await repairOpenDamage(request, staff, (await publicVehicle(request, 'Perodua Bezza 1.3 X')).id, kualaLumpurDate(0));
  });
});
