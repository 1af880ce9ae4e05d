import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  cameraPhoto,
  completeAgreementByApi,
  publicVehicle,
  registerCustomer,
  requestBooking,
  staffLogin,
  useCustomerSession,
  useStaffSession,
} from './apiFixtures';
import {
  openStaffSection,
  enMyDate,
  enterSignInCode,
  fact,
  kualaLumpurDate,
  latestMailText,
  phonePage,
  staffSectionPanel,
  toast,
  watchForSignInCode,
} from './helpers';

/**
 * A rental's money from the first ringgit to the refund, on phones: the customer pays the deposit
 * while the booking request still waits, staff approve it and find the payment on the rental, the
 * handover warns about the unpaid rest (the test server asks for a paid account), the customer's
 * second transfer is confirmed from the bank statement, the car comes back a quarter tank short,
 * staff settle the deposit and record the refund, and the customer reads the settlement.
 *
 * Proton Saga at RM 95.00 a day with a RM 200.00 deposit, today until the day after tomorrow:
 * 2 days = RM 190.00 charged, RM 390.00 to pay in all. Fuel RM 30.00 at the return leaves
 * RM 170.00 to refund.
 */

/**
 * Two phones load a dozen screens, each lazily, on what may be a busy 2-core machine: a screen's
 * first data can take longer than the suite's 10 s to show, so each look waits up to 20 s.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const CAR = 'Proton Saga - BPK';

/**
 * From the filled payment form to the proof: Continue, the transfer details, Payment Done and a
 * picture of the bank slip. Returns the payment reference the customer wrote on the transfer.
 */
async function payByTransfer(page: Page, amount: string, slip: string): Promise<string> {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const transfer = page.getByRole('region', { name: 'Pay by Bank Transfer' });
  await expect(transfer.getByTestId('qr-amount')).toHaveText(amount);
  const reference = (await transfer.getByTestId('qr-reference').innerText()).trim();
  expect(reference).toMatch(/^PAY-[0-9A-HJKMNP-TV-Z]{12}$/);
  await page.getByRole('button', { name: 'Payment Done' }).click();
  await expect(page.getByRole('region', { name: 'Upload Payment Proof' })).toBeVisible();
  await page.getByLabel('Payment proof image').setInputFiles(await cameraPhoto(slip, 'bank-slip.jpg'));
  await page.getByRole('button', { name: 'Upload Proof' }).click();
  await expect(toast(page, 'Payment Completed Successfully!')).toBeVisible();
  return reference;
}

/** The Maybank export of the business account: the customer's transfer among the day's other lines. */
function maybankStatement(day: string, reference: string): Buffer {
  const date = enMyDate(day);
  return Buffer.from(
    [
      'Account Number,5140 1234 5678',
      'Entry Date,Value Date,Transaction Description,Transaction Amount,Statement Balance',
      `${date},${date},IBG CREDIT FARAH MONEY JOURNEY ${reference},190.00,5190.00`,
      `${date},${date},DUITNOW TRANSFER AHMAD BIN ALI SEWA KERETA,55.00,5245.00`,
      `${date},${date},SERVICE CHARGE,-0.50,5244.50`,
      '',
    ].join('\r\n'),
  );
}

test.describe('a rental account', () => {
  test('on phones: deposit before approval, handover warning, statement match, fuel charge, refund and the customer reads the settlement', async ({
    browser,
    request,
  }) => {
    // About 40 steps on two phones: some 100 s on a 2-core machine that is busy with other work
    // (load 10), longer when it is busier still; the budget leaves room for that.
    test.setTimeout(240_000);
    const staff = await staffLogin(request);
    const customer = await registerCustomer(request, `${Date.now()}j`, 'Farah Money Journey');
    const startDate = kualaLumpurDate(0);
    const endDate = kualaLumpurDate(2);

    const phone = await phonePage(browser);
    await useCustomerSession(phone, customer);
    const desk = await phonePage(browser);
    await useStaffSession(desk, staff);

    // 1. The customer has asked for the car (the request on the fleet screen is the customer
    // journey's test) and pays the deposit against the request while it waits for approval.
    const saga = await publicVehicle(request, 'Proton Saga 1.3 Premium');
    await requestBooking(request, customer.token, customer.id, saga, startDate, endDate);
    await phone.goto('/payment');
    await phone.getByRole('spinbutton', { name: /^Amount/ }).fill('200.00');
    await phone.getByRole('combobox', { name: /^Payment purpose/ }).selectOption('rental-deposit');
    const forRental = phone.getByRole('combobox', { name: 'For rental (optional)' });
    const waiting = forRental.locator('optgroup[label="Booking requests waiting for approval"] > option');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toHaveText(new RegExp(`^Booking request #\\d+ · ${CAR} · ${enMyDate(startDate)}$`));
    await forRental.selectOption({ label: await waiting.innerText() });
    const depositReference = await payByTransfer(phone, 'RM 200.00', '#dddddd');

    // Staff see what the deposit is for and verify it.
    await desk.goto('/staff?tab=payments');
    const depositCard = desk.getByRole('article').filter({ hasText: depositReference });
    await expect(depositCard).toContainText(customer.fullName);
    await expect(depositCard).toContainText('RM 200.00');
    await expect(depositCard).toContainText('(waiting for approval)');
    await depositCard.getByRole('button', { name: 'Mark Completed' }).click();
    await desk.getByRole('dialog', { name: 'Mark Payment Completed' }).getByRole('button', { name: 'Mark Completed' }).click();
    await expect(toast(desk, 'Status Updated')).toBeVisible();

    // 2. Staff approve the request; the deposit is on the new rental's account.
    await openStaffSection(desk, 'Bookings');
    await desk.getByRole('article', { name: customer.fullName }).getByRole('button', { name: 'Approve' }).click();
    const approved = toast(desk, 'Request Approved!');
    await expect(approved).toContainText(`was created for ${customer.fullName}`);
    const rentalId = Number(/Rental #(\d+)/.exec(await approved.innerText())?.[1]);
    expect(rentalId).toBeGreaterThan(0);

    await openStaffSection(desk, 'Rentals');
    const rental = desk.getByRole('article', { name: `Rental #${rentalId}` });
    await expect(rental).toContainText('Awaiting agreement');
    await expect(fact(rental, 'Balance due')).toHaveText('RM 190.00');
    await expect(fact(rental, 'Deposit held')).toHaveText('RM 200.00 of RM 200.00');
    await rental.getByRole('button', { name: 'Account' }).click();
    const opened = desk.getByRole('dialog', { name: `Account · Rental #${rentalId}` });
    const lines = opened.getByRole('list', { name: 'Account lines' });
    await expect(lines.getByRole('listitem').filter({ hasText: 'Payment · Sent as the deposit' })).toContainText('RM 200.00');
    await expect(lines.getByRole('listitem').filter({ hasText: 'Rental days' })).toContainText('RM 190.00');
    await expect(fact(opened, 'Paid')).toHaveText('RM 200.00');
    await opened.getByRole('button', { name: 'Close' }).click();
    await expect(opened).toBeHidden();

    // The agreement is signed at the counter (its own test walks the wizard).
    await completeAgreementByApi(request, staff, rentalId);

    // 3. The handover: the rest is unpaid, so the keys go only with a reason.
    await staffSectionPanel(desk, 'Rentals').getByRole('button', { name: 'Refresh' }).click();
    const handover = rental.getByRole('region', { name: 'Ready for Key Handover' });
    await expect(handover).toContainText('Balance due RM 190.00 · Deposit paid RM 200.00 of RM 200.00');
    await expect(handover.getByRole('alert')).toHaveText(
      'The business asks for everything to be paid before the keys go out: RM 190.00 is still due.',
    );
    // The wizard photographed the keys: the card asks for no second photo.
    await expect(handover).toContainText('The key photo from the agreement is used: no new photo needed.');
    await expect(handover.getByLabel('Key handover photo')).toHaveCount(0);
    await handover.getByRole('button', { name: 'Hand Over Anyway' }).click();
    await expect(handover.getByText('Please give a reason to hand over the keys before payment')).toBeVisible();
    await handover.getByRole('textbox', { name: /^Reason to hand over before payment/ }).fill('Pays the rest by transfer tonight');
    await handover.getByRole('button', { name: 'Hand Over Anyway' }).click();
    await expect(toast(desk, 'Key Handover Completed!')).toBeVisible();

    await expect(rental).toContainText('Active');
    await expect(fact(rental, 'Keys out before payment')).toHaveText(
      'Handed over before payment by staff: Pays the rest by transfer tonight',
    );

    // 4. The customer pays the rest from My Rentals; the transfer waits for staff.
    await phone.getByRole('button', { name: `Account menu for ${customer.fullName}` }).click();
    await phone.getByRole('menuitem', { name: 'My Bookings' }).click();
    await phone.getByRole('tab', { name: 'My Rentals' }).click();
    const myRental = phone.getByRole('article', { name: CAR });
    await expect(fact(myRental, 'Balance due')).toHaveText('RM 190.00');
    await myRental.getByRole('link', { name: 'Pay Balance RM 190.00' }).click();
    await expect(phone.getByRole('spinbutton', { name: /^Amount/ })).toHaveValue('190.00');
    await expect(phone.getByRole('combobox', { name: 'For rental (optional)' })).toHaveValue(`rental:${rentalId}`);
    const restReference = await payByTransfer(phone, 'RM 190.00', '#cccccc');

    // Staff import the bank statement; the transfer carrying that reference is proposed for it.
    await openStaffSection(desk, 'Payments');
    await desk.getByRole('button', { name: /^Import bank statement/ }).click();
    await desk.getByRole('button', { name: /^(Choose|Change) Columns$/ }).click();
    const columns = desk.getByRole('dialog', { name: 'Statement columns' });
    await columns.getByRole('combobox', { name: 'Bank layout' }).selectOption({ label: 'Maybank' });
    await columns.getByRole('button', { name: 'Save Columns' }).click();
    await expect(toast(desk, 'Columns Saved')).toBeVisible();
    await expect(columns).toBeHidden();
    await expect(desk.getByLabel('Upload Statement (CSV)')).toBeEnabled();
    await desk.getByLabel('Upload Statement (CSV)').setInputFiles({
      name: 'maybank-statement.csv',
      mimeType: 'text/csv',
      buffer: maybankStatement(startDate, restReference),
    });
    // What the upload did stays on the screen, under the upload button.
    const summary = staffSectionPanel(desk, 'Payments').getByRole('status').filter({ hasText: 'Statement imported' });
    await expect(summary).toContainText('2 new lines');
    await expect(summary).toContainText('1 transfer matches a pending payment: confirm it below');

    const line = desk.getByRole('article', { name: `${enMyDate(startDate)} · RM 190.00` });
    await expect(line).toContainText(restReference);
    await expect(line).toContainText(customer.fullName);
    await line.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(desk, 'Payment Confirmed')).toBeVisible();
    await expect(desk.getByText('No transfers to confirm')).toBeVisible();

    // The confirmed transfer pays the rest of the rental.
    await openStaffSection(desk, 'Rentals');
    await expect(fact(rental, 'Balance due')).toHaveText('RM 0.00');
    await expect(fact(rental, 'Paid')).toHaveText('RM 390.00 · paid in full');

    // 5. The car comes back today a quarter tank short: no extra mileage, a fuel charge.
    await rental.getByRole('button', { name: 'Mark Returned' }).click();
    const giveBack = desk.getByRole('dialog', { name: 'Mark Rental as Returned' });
    await giveBack.getByRole('textbox', { name: /^Return mileage/ }).fill('1180');
    await expect(giveBack.getByRole('region', { name: 'Mileage charge' })).toContainText('Extra mileage chargeRM 0.00');
    await giveBack.getByRole('slider').focus();
    await desk.keyboard.press('ArrowLeft');
    await desk.keyboard.press('ArrowLeft');
    await giveBack.getByRole('button', { name: 'Confirm Return' }).click();
    await expect(toast(desk, 'Rental Returned')).toContainText('Extra mileage charge: RM 0.00.');
    await expect(rental).toContainText('Completed');
    await rental.getByRole('button', { name: 'Account' }).click();
    const account = desk.getByRole('dialog', { name: `Account · Rental #${rentalId}` });
    const charge = account.getByRole('form', { name: 'Add a charge' });
    await charge.getByRole('combobox', { name: /^Charge for/ }).selectOption({ label: 'Fuel' });
    await charge.getByRole('textbox', { name: /^Amount/ }).fill('30.00');
    await charge.getByRole('textbox', { name: /^Reason/ }).fill('Returned with a quarter tank less');
    await account.getByRole('button', { name: 'Add Charge' }).click();
    await expect(toast(desk, 'Charge Added')).toContainText(`RM 30.00 was added to rental #${rentalId}.`);
    await expect(account.getByRole('listitem').filter({ hasText: 'Fuel' })).toContainText('RM 30.00');
    await expect(fact(account, 'Charges')).toHaveText('RM 220.00');

    // The deposit pays the charges; what is left over is refunded by bank transfer.
    const settlement = account.getByRole('region', { name: 'Deposit and refund' });
    await settlement.getByRole('button', { name: 'Settle Deposit' }).click();
    await expect(toast(desk, 'Deposit Settled')).toBeVisible();
    await expect(settlement).toContainText('Refundable now: RM 170.00');
    await expect(fact(account, 'Owed to customer')).toHaveText('RM 170.00');
    const refund = settlement.getByRole('group', { name: 'Record a refund' });
    await expect(refund.getByRole('textbox', { name: 'Refund amount' })).toHaveValue('170.00');
    await refund.getByRole('combobox', { name: 'Paid back by' }).selectOption({ label: 'Bank transfer' });
    await refund.getByRole('textbox', { name: 'Bank reference (optional)' }).fill('MBB 8812 0045');
    await refund.getByLabel('Picture of the transfer').setInputFiles(await cameraPhoto('#bbbbbb', 'refund-slip.jpg'));
    await refund.getByRole('button', { name: 'Record Refund' }).click();
    await expect(toast(desk, 'Refund Recorded')).toContainText(`RM 170.00 refunded on rental #${rentalId}`);
    await expect(fact(account, 'Refunded')).toHaveText('RM 170.00');
    await expect(fact(account, 'Balance due')).toHaveText('RM 0.00');
    await expect(account.getByRole('listitem').filter({ hasText: /^Refund/ })).toContainText('RM 170.00');
    await desk.context().close();

    // 6. The customer signs out, signs in again with the e-mailed code and finds the rental settled.
    await phone.getByRole('button', { name: `Account menu for ${customer.fullName}` }).click();
    await phone.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(phone.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    await phone.getByRole('link', { name: /^Sign In/ }).click();
    const mail = watchForSignInCode(customer.email);
    await phone.getByLabel(/^Email/).fill(customer.email);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await enterSignInCode(phone, await mail.code());
    await expect(toast(phone, 'Login Successful')).toBeVisible();
    await phone.getByRole('button', { name: `Account menu for ${customer.fullName}` }).click();
    await phone.getByRole('menuitem', { name: 'My Bookings' }).click();
    await phone.getByRole('tab', { name: 'My Rentals' }).click();
    const settled = phone.getByRole('article', { name: CAR });
    await expect(settled).toContainText('Completed');
    await expect(fact(settled, 'Paid')).toHaveText('RM 390.00 · paid in full');
    await expect(fact(settled, 'Refunded to you')).toHaveText('RM 170.00');
    await expect(fact(settled, 'Balance due')).toHaveText('RM 0.00');
    await expect(settled.getByRole('link', { name: /^Pay Balance/ })).toHaveCount(0);
    // The settlement statement itself, as a PDF from My Rentals.
    const [statementPdf] = await Promise.all([
      phone.waitForEvent('download'),
      settled.getByRole('button', { name: 'Settlement Statement' }).click(),
    ]);
    expect(statementPdf.suggestedFilename()).toBe(`settlement-${rentalId}.pdf`);
    expect(
      readFileSync(await statementPdf.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // The settlement statement e-mailed with the refund: every line of the account.
    let statement = '';
    await expect
      .poll(() => {
        statement = latestMailText(customer.email, new RegExp(`^Deposit settled: rental #${rentalId}$`)) ?? '';
        return statement.includes('We refunded');
      })
      .toBe(true);
    expect(statement).toContain('We refunded RM 170.00 to you by bank transfer, reference MBB 8812 0045.');
    for (const text of [
      'Rental days: RM 190.00',
      'Fuel: RM 30.00',
      'Charges: RM 220.00',
      'Paid by you: RM 390.00',
      'Refunded to you: RM 170.00',
    ]) {
      expect(statement).toContain(text);
    }
    await phone.context().close();
  });
});
