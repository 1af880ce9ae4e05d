import request from 'supertest';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { Payment } from '../src/payments/entities/payment.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Customer } from '../src/customers/entities/customer.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
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
}

/**
 * Payments belong to rentals: money paid before approval is carried to the rental the approval
 * makes, staff attach a stray payment to the right rental or detach it (one winner among many),
 * and the keys only go out unpaid when the business allows it or staff give a reason.
 */
describe('Payments that belong to rentals (API)', () => {
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
  const approve = (requestId: number) => asStaff(request(t.server).patch(`/api/staff/booking-requests/${requestId}/approve`)).send({});
  const attach = (paymentId: number, rentalId: unknown) =>
    asStaff(request(t.server).post(`/api/staff/payments/${paymentId}/attach`)).send({ rentalId });
  const detach = (paymentId: number, reason: unknown = 'Paid for the other booking') =>
    asStaff(request(t.server).post(`/api/staff/payments/${paymentId}/detach`)).send({ reason });
  const pay = async (customer: Customer, body: object) =>
    request(t.server)
      .post('/api/payments')
      .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`)
      .send({ amount: '200.00', paymentMethod: 'qr', paymentFor: 'rental-deposit', ...body });

  /** A customer's pending request for three days of a RM 155 car with a RM 200 deposit. */
  async function pendingRequest() {
    const customer = await makeCustomer(t.dataSource);
    const vehicle = await makeVehicle(t.dataSource, { dailyRate: '155.00', deposit: '200.00' });
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(10), endDate: daysFromToday(13) });
    return { customer, vehicle, pending };
  }

  describe('paid before approval', () => {
    it('a deposit paid and verified before approval is on the rental the approval makes, held as the deposit', async () => {
      const { customer, pending } = await pendingRequest();
      const paid = await pay(customer, { bookingRequestId: pending.id });
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ bookingRequestId: pending.id, rentalId: null, paymentStatus: 'pending' });
      expect((await verify(paid.body.id as number)).status).toBe(200);

      const approved = await approve(pending.id);
      expect(approved.status).toBe(200);
      const rentalId = approved.body.rental.id as number;
      await expect(account(rentalId)).resolves.toEqual({
        charges: '465.00',
        deposit: '200.00',
        paid: '200.00',
        refunded: '0.00',
        balanceDue: '465.00',
        depositHeld: '200.00',
        // Held as the deposit, but the days still owed would take it were the account settled now.
        refundable: '0.00',
      });
      await expect(t.dataSource.getRepository(Payment).findOneByOrFail({ id: paid.body.id as number })).resolves.toMatchObject({
        rentalId,
        bookingRequestId: pending.id,
      });
    });

    it('a payment verified after the approval goes on the rental too, once', async () => {
      const { customer, pending } = await pendingRequest();
      const paid = await pay(customer, { bookingRequestId: pending.id, paymentFor: 'rental-payment', amount: '100.00' });
      const rentalId = (await approve(pending.id)).body.rental.id as number;
      await expect(account(rentalId)).resolves.toMatchObject({ paid: '0.00', balanceDue: '665.00' });
      expect((await verify(paid.body.id as number)).status).toBe(200);
      // Sent for the rental, it pays the days first: no deposit is held yet.
      await expect(account(rentalId)).resolves.toMatchObject({ paid: '100.00', balanceDue: '565.00', depositHeld: '0.00' });
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId, kind: 'payment' })).resolves.toBe(1);
    });

    it('a payment for an approved request goes straight to its rental', async () => {
      const { customer, pending } = await pendingRequest();
      const rentalId = (await approve(pending.id)).body.rental.id as number;
      const paid = await pay(customer, { bookingRequestId: pending.id });
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ rentalId, bookingRequestId: pending.id });
    });

    it("refuses another customer's request, a rejected one, and a rental and a request together, creating nothing", async () => {
      const { customer, pending } = await pendingRequest();
      const stranger = await makeCustomer(t.dataSource);
      const before = await t.dataSource.getRepository(Payment).count();
      const foreign = await pay(stranger, { bookingRequestId: pending.id });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({ code: 'NOT_YOUR_BOOKING_REQUEST', message: 'Please choose one of your booking requests' });
      const both = await pay(customer, { bookingRequestId: pending.id, rentalId: 1 });
      expect(both.status).toBe(400);
      expect(both.body.code).toBe('RENTAL_OR_REQUEST');
      const bad = await pay(customer, { bookingRequestId: 'abc' });
      expect(bad.status).toBe(400);
      expect((await asStaff(request(t.server).patch(`/api/staff/booking-requests/${pending.id}/reject`)).send({})).status).toBe(200);
      const rejected = await pay(customer, { bookingRequestId: pending.id });
      expect(rejected.status).toBe(409);
      expect(rejected.body.code).toBe('BOOKING_REQUEST_REJECTED');
      await expect(t.dataSource.getRepository(Payment).count()).resolves.toBe(before);
    });

    it('of payments made while the request is being approved, every one ends up on the rental', async () => {
      const { customer, pending } = await pendingRequest();
      const [approved, ...payments] = await Promise.all([
        approve(pending.id),
        ...Array.from({ length: 8 }, () => pay(customer, { bookingRequestId: pending.id, amount: '10.00' })),
      ]);
      expect(approved.status).toBe(200);
      expect(payments.map((payment) => payment.status)).toEqual(payments.map(() => 201));
      const rentalId = approved.body.rental.id as number;
      await expect(t.dataSource.getRepository(Payment).countBy({ bookingRequestId: pending.id, rentalId })).resolves.toBe(8);
      const verified = await Promise.all(payments.map((payment) => verify(payment.body.id as number)));
      expect(verified.map((answer) => answer.status)).toEqual(payments.map(() => 200));
      await expect(account(rentalId)).resolves.toMatchObject({ paid: '80.00', depositHeld: '80.00' });
    });
  });

  describe('attach and detach', () => {
    async function strayPayment(customer: Customer, amount = '250.00', status: 'completed' | 'pending' | 'failed' = 'completed') {
      return t.dataSource.getRepository(Payment).save({
        customerId: customer.id,
        rentalId: null,
        amount,
        paymentMethod: 'qr',
        paymentStatus: status,
        paymentFor: 'rental-payment',
        verifiedAt: status === 'pending' ? null : new Date(),
      });
    }
    const rentalOf = async (customer: Customer, grandTotal = '500.00') =>
      makeRental(
        t.dataSource,
        customer,
        await makeVehicle(t.dataSource),
        { startDate: daysFromToday(2), endDate: daysFromToday(3), status: 'approved' },
        { grandTotal },
      );

    it('attaches a completed payment to a rental of its customer and detaches it again, each logged, by entries only', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await rentalOf(customer);
      const payment = await strayPayment(customer);

      const attached = await attach(payment.id, rental.id);
      expect(attached.status).toBe(200);
      expect(attached.body).toMatchObject({ id: payment.id, rentalId: rental.id });
      await expect(account(rental.id)).resolves.toMatchObject({ paid: '250.00', balanceDue: '250.00' });

      const detached = await detach(payment.id);
      expect(detached.status).toBe(200);
      expect(detached.body.rentalId).toBeNull();
      await expect(account(rental.id)).resolves.toMatchObject({ paid: '0.00', balanceDue: '500.00' });
      const entries = await t.dataSource
        .getRepository(LedgerEntry)
        .find({ where: { rentalId: rental.id, kind: 'payment' }, order: { id: 'ASC' } });
      expect(entries.map(({ amountSen, paymentId, note }) => ({ amountSen, paymentId, note }))).toEqual([
        { amountSen: 25_000, paymentId: payment.id, note: null },
        { amountSen: -25_000, paymentId: payment.id, note: 'Paid for the other booking' },
      ]);
      const logs = await t.dataSource
        .getRepository(StaffLog)
        .find({ where: { targetType: 'payment', targetId: String(payment.id) }, order: { id: 'ASC' } });
      expect(logs.map((log) => log.action)).toEqual(['payment_attached', 'payment_detached']);

      // And it can go to the right rental afterwards.
      const other = await rentalOf(customer, '250.00');
      expect((await attach(payment.id, other.id)).status).toBe(200);
      await expect(account(other.id)).resolves.toMatchObject({ paid: '250.00', balanceDue: '0.00' });
      const view = (await asStaff(request(t.server).get(`/api/staff/rentals/${other.id}`))).body as { paid: boolean; paidAmount: string };
      expect(view).toMatchObject({ paid: true, paidAmount: '250.00' });
    });

    it("refuses another customer's rental, a pending or failed payment, one already attached, and bad ids, changing nothing", async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await rentalOf(customer);
      const strangersRental = await rentalOf(await makeCustomer(t.dataSource));
      const payment = await strayPayment(customer);

      const foreign = await attach(payment.id, strangersRental.id);
      expect(foreign.status).toBe(400);
      expect(foreign.body.code).toBe('PAYMENT_OTHER_CUSTOMER');
      expect((await attach((await strayPayment(customer, '10.00', 'pending')).id, rental.id)).body.code).toBe('PAYMENT_NOT_COMPLETED');
      expect((await attach((await strayPayment(customer, '10.00', 'failed')).id, rental.id)).status).toBe(409);
      expect((await attach(payment.id, 'abc')).status).toBe(400);
      expect((await attach(payment.id, 99_999_999)).status).toBe(404);
      expect((await attach(99_999_999, rental.id)).status).toBe(404);
      expect((await detach(payment.id)).body.code).toBe('PAYMENT_NOT_ATTACHED');
      expect((await attach(payment.id, rental.id)).status).toBe(200);
      expect((await attach(payment.id, rental.id)).body.code).toBe('PAYMENT_ALREADY_ATTACHED');
      expect((await detach(payment.id, '')).status).toBe(400);
      expect((await detach(payment.id, 'x'.repeat(501))).status).toBe(400);
      await expect(account(strangersRental.id)).resolves.toMatchObject({ paid: '0.00' });
      await expect(account(rental.id)).resolves.toMatchObject({ paid: '250.00' });
      // Customers cannot move payments.
      const customerToken = await tokenFor(t.app, customer.id, 'customer');
      const asCustomer = await request(t.server)
        .post(`/api/staff/payments/${payment.id}/detach`)
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ reason: 'mine' });
      expect(asCustomer.status).toBe(403);
    });

    it('of 50 staff attaching one payment to two rentals at once, one wins and its money is posted once', async () => {
      const customer = await makeCustomer(t.dataSource);
      const [first, second] = [await rentalOf(customer), await rentalOf(customer)];
      const payment = await strayPayment(customer, '123.45');
      const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => attach(payment.id, index % 2 ? first.id : second.id)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      const accounts = [await account(first.id), await account(second.id)];
      expect(accounts.map((summary) => summary.paid).sort()).toEqual(['0.00', '123.45']);
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ paymentId: payment.id })).resolves.toBe(1);
    });

    it('of 50 staff detaching one payment at once, one wins and one reversal is written', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await rentalOf(customer);
      const payment = await strayPayment(customer, '99.99');
      expect((await attach(payment.id, rental.id)).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 50 }, () => detach(payment.id)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      await expect(account(rental.id)).resolves.toMatchObject({ paid: '0.00', balanceDue: '500.00' });
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ paymentId: payment.id })).resolves.toBe(2);
    });

    it('a payment attached to a rental that was refunded part of it cannot be detached', async () => {
      const customer = await makeCustomer(t.dataSource);
      const rental = await rentalOf(customer, '100.00');
      const payment = await payRental(t.dataSource, rental, '300.00');
      await t.dataSource.getRepository(LedgerEntry).save({ rentalId: rental.id, kind: 'refund', amountSen: 20_000, recordedBy: 'test' });
      const refused = await detach(payment.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('REFUND_EXCEEDS_PAID');
      await expect(t.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id })).resolves.toMatchObject({ rentalId: rental.id });
    });
  });
});

/** The handover under a business that asks for everything paid first. */
describe('Handover under the payment requirement (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    const previous = process.env.HANDOVER_REQUIRES;
    process.env.HANDOVER_REQUIRES = 'paid';
    try {
      t = await createIsolatedTestApp();
    } finally {
      if (previous === undefined) delete process.env.HANDOVER_REQUIRES;
      else process.env.HANDOVER_REQUIRES = previous;
    }
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const handOver = async (id: number, overrideReason?: string) => {
    const call = asStaff(request(t.server).patch(`/api/staff/rentals/${id}/key-handover`)).attach(
      'keyHandoverPhoto',
      await makePhoto(),
      'keys.jpg',
    );
    return overrideReason === undefined ? call : call.field('overrideReason', overrideReason);
  };
  const approvedRental = async () =>
    makeRental(
      t.dataSource,
      await makeCustomer(t.dataSource),
      await makeVehicle(t.dataSource),
      { startDate: daysFromToday(0), endDate: daysFromToday(2), status: 'approved' },
      { grandTotal: '465.00', agreementPdfUrl: 'agreement.pdf' },
    );

  it('refuses the keys while money is due, says how much, and keeps nothing', async () => {
    const rental = await approvedRental();
    const before = await asStaff(request(t.server).get(`/api/staff/rentals/${rental.id}`));
    expect(before.body).toMatchObject({ handoverShortfall: 'BALANCE_DUE', account: { balanceDue: '465.00' } });
    const refused = await handOver(rental.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'HANDOVER_BALANCE_DUE',
      params: { balanceDue: '465.00' },
      message: 'Payment required: RM 465.00 is still due on this rental. Collect it first, or hand over with a reason.',
    });
    await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({
      status: 'approved',
      handoverPhotoUrl: null,
    });
  });

  it('lets the keys go with a reason, kept on the rental and logged', async () => {
    const rental = await approvedRental();
    const handed = await handOver(rental.id, '  Regular customer, pays tonight  ');
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({
      status: 'active',
      handoverOverrideReason: 'Regular customer, pays tonight',
      handoverOverriddenBy: expect.any(String) as unknown as string,
      handoverShortfall: null,
    });
    const log = await t.dataSource
      .getRepository(StaffLog)
      .findOneByOrFail({ action: 'rental_handover_overridden', targetId: String(rental.id) });
    expect(log.details).toMatchObject({
      requirement: 'paid',
      shortfall: 'BALANCE_DUE',
      balanceDue: '465.00',
      reason: 'Regular customer, pays tonight',
    });
    expect((await handOver((await approvedRental()).id, 'x'.repeat(501))).status).toBe(400);
  });

  it('hands a paid rental over without a word, and keeps no override', async () => {
    const rental = await approvedRental();
    await payRental(t.dataSource, rental, '465.00');
    const handed = await handOver(rental.id, 'not needed');
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ status: 'active', handoverOverrideReason: null });
  });
});
