import { postEntries } from '../src/ledger/rental-account';
import request from 'supertest';
import { addDays, monthBounds } from '../src/common/dates/date-math';
import { todayInKualaLumpur } from '../src/common/dates/calendar-date';
import { Customer } from '../src/customers/entities/customer.entity';
import { Rental, RentalStatus } from '../src/rentals/entities/rental.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { flatBookingEntries, makeBookingRequest } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { payRental } from './factories/paid-rental.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp } from './setup/isolated-app';
import { TestApp } from './setup/test-app';

/** Every figure is checked against this hand-computed fixture, on an empty database. */
describe('Staff dashboard metrics (API)', () => {
  const today = todayInKualaLumpur();
  const day = (offset: number) => addDays(today, offset);
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    token = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  async function rental(
    customer: Customer,
    vehicle: Vehicle | null,
    status: RentalStatus,
    startDate: string,
    endDate: string,
    grandTotal: string,
    extra: Partial<Rental> = {},
  ) {
    const saved = await t.dataSource.getRepository(Rental).save({
      customerId: customer.id,
      vehicleId: vehicle?.id ?? null,
      vehicle: vehicle?.name ?? 'Old car',
      status,
      startDate,
      endDate,
      totalDays: 1,
      rentalPerDay: grandTotal,
      deposit: '0',
      grandTotal,
      ...extra,
    });
    // Its account as the booking opened it: one day at the whole total.
    await t.dataSource.transaction((manager) => postEntries(manager, saved.id, flatBookingEntries(saved), null));
    return saved;
  }

  it('computes every figure from the database', async () => {
    const aisyah = await makeCustomer(t.dataSource, { fullName: 'Aisyah' });
    const tan = await makeCustomer(t.dataSource, { fullName: 'Tan' });
    await makeCustomer(t.dataSource, { status: 'blacklisted' });
    const myvi = await makeVehicle(t.dataSource);
    const city = await makeVehicle(t.dataSource);
    const x70 = await makeVehicle(t.dataSource);
    await makeVehicle(t.dataSource, { isActive: false });

    // Invoices to collect: rentals not cancelled whose account still shows a balance due (6 below).
    // Active rental started 2 days ago (inside the week), runs over today: RM 300.10, paid in full to the sen.
    const paidInFull = await rental(aisyah, myvi, 'active', day(-2), day(3), '300.10');
    await payRental(t.dataSource, paidInFull, '300.00');
    await payRental(t.dataSource, paidInFull, '0.10');
    // Active rental that started 10 days ago, crossing the week boundary (not "this week"): RM 500.00, unpaid.
    await rental(tan, city, 'active', day(-10), day(-1), '500.00');
    // Completed this week, 6 days ago (the first day of the 7-day window): RM 199.95, partly paid (a failed payment pays nothing).
    const partlyPaid = await rental(aisyah, x70, 'completed', day(-6), day(-5), '199.95');
    await payRental(t.dataSource, partlyPaid, '199.94');
    await payRental(t.dataSource, partlyPaid, '0.01', 'failed');
    // Completed 40 days ago, in another month: counts for revenue and completion only; paid (and more).
    await payRental(t.dataSource, await rental(tan, x70, 'completed', day(-40), day(-38), '1000.00'), '1200.00');
    // Not earning: awaiting agreement, approved with and without proof, cancelled, extension requested
    // (which is nonetheless on the road: its car is with the customer while staff decide).
    await rental(aisyah, x70, 'awaiting_agreement', day(5), day(6), '250.00');
    await rental(aisyah, x70, 'approved', day(8), day(9), '250.00');
    // A proof picture with its payment still pending collects nothing yet.
    const proofOnly = await rental(aisyah, x70, 'approved', day(11), day(12), '250.00', { paymentProofUrl: 'proof.jpg' });
    await payRental(t.dataSource, proofOnly, '250.00', 'pending');
    // A RM 0.00 booking has nothing to collect; a cancelled one is not collected.
    await rental(aisyah, x70, 'approved', day(14), day(15), '0.00');
    await rental(tan, x70, 'cancelled', day(-1), day(1), '999.00');
    await rental(tan, x70, 'extension-requested', day(-3), day(2), '400.00');
    // Two pending requests and one rejected.
    await makeBookingRequest(t.dataSource, aisyah, myvi, { startDate: day(20), endDate: day(21) });
    await makeBookingRequest(t.dataSource, tan, city, { startDate: day(20), endDate: day(21) });
    await makeBookingRequest(t.dataSource, tan, city, { startDate: day(25), endDate: day(26), status: 'rejected' });

    const response = await request(t.server).get('/api/staff/dashboard').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    const metrics = response.body;
    expect(metrics).toMatchObject({
      today,
      rentedThisWeek: 2,
      totalRevenue: '2000.05',
      // Collected: the completed payments (300.00 + 0.10 + 199.94 + 1200.00), not the failed or the pending one.
      collectedRevenue: '1700.04',
      weekRevenue: '500.05',
      // Every car is out: two active rentals and one waiting on an extension decision.
      availableCars: 0,
      invoicesToCollect: 6,
      activeToday: 2,
      pendingRequests: 2,
      customers: { total: 3, active: 2 },
      completionRate: 40,
      extensionRequests: 1,
      utilization: 100,
    });

    expect(metrics.recentRentals).toHaveLength(5);
    expect(metrics.recentRentals[0]).toMatchObject({ status: 'extension-requested', customerName: 'Tan' });

    const { first, last } = monthBounds(today);
    const expectedDays = new Set<string>();
    for (const [start, end] of [
      [day(-2), day(3)],
      [day(-10), day(-1)],
      [day(-3), day(2)],
    ]) {
      for (let d = start; d <= end; d = addDays(d, 1)) if (d >= first && d <= last) expectedDays.add(d);
    }
    expect(metrics.activeRentalDays).toEqual([...expectedDays].sort());

    expect(metrics.revenueByDay).toHaveLength(30);
    expect(metrics.revenueByDay[29]).toEqual({ date: today, revenue: '0.00' });
    const byDate = new Map(metrics.revenueByDay.map((entry: { date: string; revenue: string }) => [entry.date, entry.revenue]));
    expect(byDate.get(day(-2))).toBe('300.10');
    expect(byDate.get(day(-6))).toBe('199.95');
    expect(byDate.get(day(-10))).toBe('500.00');
    expect(byDate.has(day(-40))).toBe(false);
  });

  it('shows every write at once, however it was made, although the figures are reused between writes', async () => {
    const dashboard = async () =>
      (await request(t.server).get('/api/staff/dashboard').set('Authorization', `Bearer ${token}`).expect(200)).body;
    const customer = await makeCustomer(t.dataSource);
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    const vehicle = await makeVehicle(t.dataSource);
    const before = await dashboard();

    // A customer's booking request through the API.
    const booked = await request(t.server)
      .post('/api/booking-requests')
      .set('Authorization', `Bearer ${customerToken}`)
      .send({ vehicleId: vehicle.id, startDate: day(30), endDate: day(31) });
    expect(booked.status).toBe(201);
    const afterRequest = await dashboard();
    expect(afterRequest.pendingRequests).toBe(before.pendingRequests + 1);

    // Its approval: the request leaves the pending count and its rental waits for its agreement.
    expect(
      (await request(t.server).patch(`/api/staff/booking-requests/${booked.body.id}/approve`).set('Authorization', `Bearer ${token}`))
        .status,
    ).toBe(200);
    const afterApproval = await dashboard();
    expect(afterApproval.pendingRequests).toBe(before.pendingRequests);
    expect(afterApproval.invoicesToCollect).toBe(before.invoicesToCollect + 1);

    // Raw SQL inside a transaction is seen once it commits.
    await t.dataSource.transaction((manager) => manager.query("UPDATE customers SET status = 'blacklisted' WHERE id = ?", [customer.id]));
    expect((await dashboard()).customers.active).toBe(afterApproval.customers.active - 1);
  });

  it('is for staff only', async () => {
    const customer = await makeCustomer(t.dataSource);
    expect(
      (
        await request(t.server)
          .get('/api/staff/dashboard')
          .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`)
      ).status,
    ).toBe(403);
    expect((await request(t.server).get('/api/staff/dashboard')).status).toBe(401);
  });
});
