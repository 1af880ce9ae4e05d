import request from 'supertest';
import { Customer } from '../src/customers/entities/customer.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { RentalRefund } from '../src/ledger/entities/rental-refund.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeCustomer } from './factories/customer.factory';
import { addDays } from '../src/common/dates/date-math';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { payRental } from './factories/paid-rental.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';

/**
 * Deposits are settled: the return starts the hold, staff charge what came up (fuel, a summons),
 * and the refund, at most what the charges leave over, releases the deposit and reaches the
 * customer's inbox as their account, in the language they chose.
 */
describe('Deposit settlement and refunds (API)', () => {
  const smtp = new SmtpCapture();
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    process.env.SMTP_URL = await smtp.start();
    try {
      t = await createIsolatedTestApp();
    } finally {
      delete process.env.SMTP_URL;
    }
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const account = async (id: number) => (await asStaff(request(t.server).get(`/api/staff/rentals/${id}/account`)).expect(200)).body;
  const refund = (id: number, body: Record<string, unknown>) =>
    asStaff(request(t.server).post(`/api/staff/rentals/${id}/account/refunds`)).send(body);

  /** Three days at RM 155 and a RM 200 deposit, paid in full (RM 665), picked up three days ago. */
  async function paidRentalOut(customer?: Customer): Promise<Rental> {
    const who = customer ?? (await makeCustomer(t.dataSource));
    const vehicle = await makeVehicle(t.dataSource, { mileageLimit: 1000 });
    const booked = await asStaff(request(t.server).post('/api/staff/bookings/manual')).send({
      customerId: who.id,
      vehicleId: vehicle.id,
      startDate: daysFromToday(1),
      endDate: daysFromToday(4),
      rentalPerDay: '155.00',
      deposit: '200.00',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.rental.id as number;
    await t.dataSource.getRepository(Rental).update(id, {
      status: 'active',
      startDate: daysFromToday(-3),
      endDate: daysFromToday(0),
      currentMileage: 10_000,
      handedOverAt: new Date(),
    });
    const rental = await t.dataSource.getRepository(Rental).findOneByOrFail({ id });
    await payRental(t.dataSource, rental, '665.00');
    return rental;
  }

  const returnToday = (id: number) =>
    asStaff(request(t.server).patch(`/api/staff/rentals/${id}/return`)).send({
      returnDate: daysFromToday(0),
      returnMileage: 10_300,
      fuelLevel: 6,
    });

  it('starts the hold at the return, refunds what the fuel charge leaves, and e-mails the account in Malay', async () => {
    const customer = await makeCustomer(t.dataSource, { language: 'ms' });
    const rental = await paidRentalOut(customer);
    // Not back yet: nothing to refund.
    const early = await refund(rental.id, { amount: '50.00', method: 'cash' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('REFUND_NOT_YET');

    const returned = await returnToday(rental.id);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({
      depositRefundDueOn: addDays(daysFromToday(0), 14),
      account: { refundable: '200.00', depositHeld: '200.00' },
    });
    const fuel = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/account/charges`)).send({
      category: 'fuel',
      amount: '50.00',
      reason: 'Quarter tank short',
    });
    expect(fuel.status).toBe(201);
    expect(fuel.body.account).toMatchObject({ refundable: '150.00', balanceDue: '50.00' });

    const tooMuch = await refund(rental.id, { amount: '150.01', method: 'bank_transfer' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('REFUND_EXCEEDS_OWED');
    await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, kind: 'deposit_deduction' })).resolves.toBe(0);

    const settled = await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/account/refunds`))
      .field('amount', '150.00')
      .field('method', 'bank_transfer')
      .field('reference', 'MBB2611270001234')
      .attach('proof', await makePhoto(), 'transfer.jpg');
    expect(settled.status).toBe(201);
    expect(settled.body.account).toEqual({
      charges: '515.00',
      deposit: '0.00',
      paid: '665.00',
      refunded: '150.00',
      balanceDue: '0.00',
      depositHeld: '0.00',
      refundable: '0.00',
    });
    const row = await t.dataSource.getRepository(RentalRefund).findOneByOrFail({ rentalId: rental.id });
    expect(row).toMatchObject({
      amountSen: 15_000,
      method: 'bank_transfer',
      reference: 'MBB2611270001234',
      proofUrl: expect.any(String) as unknown as string,
    });
    await expect(
      t.dataSource.getRepository(StaffLog).countBy({ action: 'rental_refund_recorded', targetId: String(rental.id) }),
    ).resolves.toBe(1);

    const mail = await smtp.waitFor(customer.email, 10_000, 'Deposit diselesaikan');
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`Deposit diselesaikan: sewaan #${rental.id}`);
    expect(text).toContain('Kami telah memulangkan RM 150.00 kepada anda melalui pindahan bank, rujukan MBB2611270001234.');
    expect(text).toContain('Minyak: RM 50.00');
    // Nothing is left to refund.
    expect((await refund(rental.id, { amount: '0.01', method: 'cash' })).body.code).toBe('REFUND_EXCEEDS_OWED');
  });

  it('of 50 staff refunding the whole deposit at once, one refund is written', async () => {
    const rental = await paidRentalOut();
    expect((await returnToday(rental.id)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(rental.id, { amount: '200.00', method: 'duitnow' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await account(rental.id)).toMatchObject({ account: { refunded: '200.00', balanceDue: '0.00', refundable: '0.00' } });
    await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, kind: 'deposit_deduction' })).resolves.toBe(1);
    await expect(t.dataSource.getRepository(RentalRefund).countBy({ rentalId: rental.id })).resolves.toBe(1);
  });

  it('refuses bad amounts and methods, changing nothing, and a balance the deposit does not cover stays due', async () => {
    const rental = await paidRentalOut();
    expect((await returnToday(rental.id)).status).toBe(200);
    for (const body of [
      { amount: '-1.00', method: 'cash' },
      { amount: '0', method: 'cash' },
      { amount: 'abc', method: 'cash' },
      { amount: '1000000.00', method: 'cash' },
      { amount: '10.005', method: 'cash' },
      { amount: '10.00', method: 'cheque' },
      { amount: '10.00', method: 'cash', reference: 'x'.repeat(101) },
    ]) {
      expect((await refund(rental.id, body)).status).toBe(400);
    }
    expect((await refund(99_999_999, { amount: '10.00', method: 'cash' })).status).toBe(404);
    // A RM 300 damage charge is more than the deposit covers: RM 100 stays due, nothing is refundable.
    await asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/account/charges`)).send({
      category: 'damage',
      amount: '300.00',
      reason: 'Dented door',
    });
    // Until the deposit is settled it still counts as owed security on top of the charges.
    expect((await account(rental.id)).account).toMatchObject({ balanceDue: '300.00', depositHeld: '0.00', refundable: '0.00' });
    const settle = () => asStaff(request(t.server).post(`/api/staff/rentals/${rental.id}/account/settle`));
    const settled = await settle();
    expect(settled.status).toBe(200);
    expect(settled.body.account).toMatchObject({ balanceDue: '100.00', deposit: '0.00', refundable: '0.00' });
    // Settling twice changes nothing.
    expect((await settle()).body.account).toEqual(settled.body.account);
    await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, kind: 'deposit_deduction' })).resolves.toBe(1);
    expect((await refund(rental.id, { amount: '0.01', method: 'cash' })).status).toBe(409);
    await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, kind: 'refund' })).resolves.toBe(0);
    // The customer sees the balance and the day the deposit would have been refundable.
    const customerToken = await tokenFor(t.app, rental.customerId, 'customer');
    const mine = await request(t.server).get('/api/rentals/mine').set('Authorization', `Bearer ${customerToken}`);
    expect(mine.body.items[0]).toMatchObject({
      id: rental.id,
      account: { balanceDue: '100.00' },
      depositRefundDueOn: addDays(daysFromToday(0), 14),
    });
  });
});
