import request from 'supertest';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { payRental } from './factories/paid-rental.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

interface Account {
  charges: string;
  deposit: string;
  paid: string;
  refunded: string;
  balanceDue: string;
  depositHeld: string;
  refundable: string;
}

/**
 * A rental's account as staff see it on the rental: opened by the booking, paid by verified
 * payments, grown by an extension and by the extra mileage charged at return, every figure
 * derived from entries that are only ever added, each event posted once.
 */
describe('Rental account (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const account = async (id: number): Promise<Account> =>
    (await asStaff(request(t.server).get(`/api/staff/rentals/${id}`)).expect(200)).body.account as Account;
  const verify = (paymentId: number) =>
    asStaff(request(t.server).patch(`/api/staff/payments/${paymentId}/status`)).send({ status: 'completed' });

  async function bookThreeDays(): Promise<Rental> {
    const customer = await makeCustomer(t.dataSource);
    const vehicle = await makeVehicle(t.dataSource, { mileageLimit: 100 });
    const body = {
      customerId: customer.id,
      vehicleId: vehicle.id,
      startDate: daysFromToday(1),
      endDate: daysFromToday(4),
      rentalPerDay: '155.00',
      deposit: '200.00',
    };
    const booked = await asStaff(request(t.server).post('/api/staff/bookings/manual')).send(body);
    expect(booked.status).toBe(201);
    return t.dataSource.getRepository(Rental).findOneByOrFail({ id: booked.body.rental.id as number });
  }

  it('opens with the booking: three days at RM 155 and a RM 200 deposit, all still due', async () => {
    const rental = await bookThreeDays();
    await expect(account(rental.id)).resolves.toEqual({
      charges: '465.00',
      deposit: '200.00',
      paid: '0.00',
      refunded: '0.00',
      balanceDue: '665.00',
      depositHeld: '0.00',
      refundable: '0.00',
    });
    const entries = await t.dataSource.getRepository(LedgerEntry).find({ where: { rentalId: rental.id }, order: { id: 'ASC' } });
    expect(entries.map(({ kind, category, amountSen }) => ({ kind, category, amountSen }))).toEqual([
      { kind: 'charge', category: 'rental_days', amountSen: 46_500 },
      { kind: 'deposit', category: null, amountSen: 20_000 },
    ]);
  });

  it('takes each verified payment once: the rental first, then the deposit it holds', async () => {
    const rental = await bookThreeDays();
    const first = await payRental(t.dataSource, rental, '465.00', 'pending');
    expect((await verify(first.id)).status).toBe(200);
    await expect(account(rental.id)).resolves.toMatchObject({ paid: '465.00', balanceDue: '200.00', depositHeld: '0.00' });
    // Deciding it again is refused and posts nothing.
    expect((await verify(first.id)).status).toBe(409);
    const second = await payRental(t.dataSource, rental, '150.00', 'pending');
    expect((await verify(second.id)).status).toBe(200);
    await expect(account(rental.id)).resolves.toMatchObject({ paid: '615.00', balanceDue: '50.00', depositHeld: '150.00' });
    await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, kind: 'payment' })).resolves.toBe(2);
  });

  it('adds up twenty payments verified at once to the sen', async () => {
    const rental = await bookThreeDays();
    const payments = await Promise.all(
      Array.from({ length: 20 }, (_, index) => payRental(t.dataSource, rental, `${index + 1}.05`, 'pending')),
    );
    const answers = await Promise.all(payments.map((payment) => verify(payment.id)));
    expect(answers.map((answer) => answer.status)).toEqual(payments.map(() => 200));
    // 1.05 + 2.05 + ... + 20.05 = 210 + 20 x 0.05 = RM 211.00
    await expect(account(rental.id)).resolves.toMatchObject({ paid: '211.00', balanceDue: '454.00' });
  });

  it('charges an approved extension and the extra mileage at return, each once', async () => {
    const rental = await bookThreeDays();
    // Picked up three days ago with 10,000 km on the clock and due back today; the customer asks for two more days.
    await t.dataSource.getRepository(Rental).update(rental.id, {
      status: 'active',
      startDate: daysFromToday(-3),
      endDate: daysFromToday(0),
      currentMileage: 10_000,
      extraMileageCharge: '0.50',
      handedOverAt: new Date(),
    });
    const customerToken = await tokenFor(t.app, rental.customerId, 'customer');
    const asked = await request(t.server)
      .post(`/api/rentals/${rental.id}/extension`)
      .set('Authorization', `Bearer ${customerToken}`)
      .send({ newEndDate: daysFromToday(2), reason: 'Trip extended' });
    expect(asked.status).toBe(200);
    expect((await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/extension/approve`))).status).toBe(200);
    await expect(account(rental.id)).resolves.toMatchObject({ charges: '775.00', balanceDue: '975.00' });

    // Five days at 100 km allow 500 km; 520 km driven: 20 km over at RM 0.50.
    const returned = await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/return`)).send({
      returnDate: daysFromToday(0),
      returnMileage: 10_520,
      fuelLevel: 8,
    });
    expect(returned.status).toBe(200);
    expect(returned.body.extraMileageFee).toBe('10.00');
    await expect(account(rental.id)).resolves.toMatchObject({ charges: '785.00', balanceDue: '985.00' });
    const categories = (await t.dataSource.getRepository(LedgerEntry).findBy({ rentalId: rental.id, kind: 'charge' })).map(
      (entry) => entry.category,
    );
    expect(categories.sort()).toEqual(['extension', 'extra_mileage', 'rental_days']);
  });

  describe('charges staff add and correct', () => {
    const charge = (id: number, body: object) => asStaff(request(t.server).post(`/api/staff/rentals/${id}/account/charges`)).send(body);
    const reverse = (id: number, entryId: number, body: object = { reason: 'Charged by mistake' }) =>
      asStaff(request(t.server).post(`/api/staff/rentals/${id}/account/entries/${entryId}/reverse`)).send(body);
    const entryCount = (rentalId: number) => t.dataSource.getRepository(LedgerEntry).countBy({ rentalId });

    it('adds a fuel charge with its reason, logged, and the balance grows by it', async () => {
      const rental = await bookThreeDays();
      const added = await charge(rental.id, { category: 'fuel', amount: 50, reason: '  Quarter tank short  ' });
      expect(added.status).toBe(201);
      expect(added.body.account).toMatchObject({ charges: '515.00', balanceDue: '715.00' });
      expect(added.body.entries.at(-1)).toMatchObject({
        kind: 'charge',
        category: 'fuel',
        amount: '50.00',
        note: 'Quarter tank short',
        reversed: false,
      });
      const log = await t.dataSource
        .getRepository(StaffLog)
        .findOneByOrFail({ action: 'rental_charge_added', targetId: String(rental.id) });
      expect(log.details).toMatchObject({ category: 'fuel', amount: '50.00', reason: 'Quarter tank short' });
    });

    it.each([
      [{ category: 'fuel', amount: '-5.00', reason: 'x' }, 'Amount must be an amount such as 50.00'],
      [{ category: 'fuel', amount: '0', reason: 'x' }, 'The amount must be more than RM 0.00 and at most RM 999,999.99'],
      [{ category: 'fuel', amount: '1000000.00', reason: 'x' }, 'Amounts can be at most RM 999,999.99'],
      [{ category: 'fuel', amount: '12.345', reason: 'x' }, 'Amount must be an amount such as 50.00'],
      [
        { category: 'discount', amount: '5.00', reason: 'x' },
        'Category must be one of: fuel, late_return, damage, cleaning, summons, tolls, add_on, extra_mileage',
      ],
      [{ category: 'fuel', amount: '5.00', reason: '   ' }, 'Please give a reason for the charge'],
    ])('refuses %j with a clear 4xx and writes nothing', async (body, message) => {
      const rental = await bookThreeDays();
      const before = await entryCount(rental.id);
      const refused = await charge(rental.id, body);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(JSON.stringify(refused.body.message)).toContain(message);
      expect(typeof refused.body.code).toBe('string');
      await expect(entryCount(rental.id)).resolves.toBe(before);
    });

    it('answers 404 for a rental that does not exist', async () => {
      const refused = await charge(99_999_999, { category: 'fuel', amount: '5.00', reason: 'x' });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('RENTAL_NOT_FOUND');
    });

    it('corrects a charge with a reversing entry once: of fifty at the same moment exactly one wins', async () => {
      const rental = await bookThreeDays();
      const added = await charge(rental.id, { category: 'damage', amount: '120.00', reason: 'Scratch on the rear bumper' });
      const entryId = added.body.entries.at(-1).id as number;
      const answers = await Promise.all(Array.from({ length: 50 }, () => reverse(rental.id, entryId)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('LEDGER_ENTRY_ALREADY_REVERSED');
      await expect(account(rental.id)).resolves.toMatchObject({ charges: '465.00', balanceDue: '665.00' });
      const entries = await t.dataSource.getRepository(LedgerEntry).findBy({ rentalId: rental.id, category: 'damage' });
      expect(entries.map((entry) => entry.amountSen).sort((a, b) => a - b)).toEqual([-12_000, 12_000]);
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'rental_entry_reversed', targetId: String(rental.id) }),
      ).resolves.toBe(1);
    });

    it("refuses to reverse a payment, another rental's entry or one that does not exist", async () => {
      const rental = await bookThreeDays();
      const other = await bookThreeDays();
      const paid = await payRental(t.dataSource, rental, '100.00', 'pending');
      expect((await verify(paid.id)).status).toBe(200);
      const payment = await t.dataSource.getRepository(LedgerEntry).findOneByOrFail({ rentalId: rental.id, kind: 'payment' });
      const refused = await reverse(rental.id, payment.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('LEDGER_ENTRY_NOT_REVERSIBLE');
      const days = await t.dataSource.getRepository(LedgerEntry).findOneByOrFail({ rentalId: other.id, category: 'rental_days' });
      expect((await reverse(rental.id, days.id)).status).toBe(404);
      expect((await reverse(rental.id, 99_999_999)).status).toBe(404);
      expect((await reverse(rental.id, days.id, { reason: '' })).status).toBe(400);
      await expect(account(rental.id)).resolves.toMatchObject({ paid: '100.00', charges: '465.00' });
    });
  });
});
