import request from 'supertest';
import { todayInKualaLumpur } from '../src/common/dates/calendar-date';
import { addDays } from '../src/common/dates/date-math';
import { Payment } from '../src/payments/entities/payment.entity';
import { StaffTodayView, TodayRentalGroup } from '../src/rentals/dto/staff-today.view';
import { StaffTodayService, TODAY_GROUP_LIMIT } from '../src/rentals/staff-today.service';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { payRental } from './factories/paid-rental.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp } from './setup/isolated-app';
import { TestApp } from './setup/test-app';

const ids = (group: TodayRentalGroup) => group.items.map((item) => item.id);

/** The staff's Today screen, on a database of its own so every group holds only these rows. */
describe('Staff Today (API)', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const getToday = async (): Promise<StaffTodayView> =>
    (await request(t.server).get('/api/staff/today').set('Authorization', `Bearer ${staffToken}`).expect(200)).body as StaffTodayView;

  it('is for staff only', async () => {
    await request(t.server).get('/api/staff/today').expect(401);
    const customer = await makeCustomer(t.dataSource);
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    await request(t.server).get('/api/staff/today').set('Authorization', `Bearer ${customerToken}`).expect(403);
  });

  it("lists today's pickups, returns, overdue cars, requests and balances, each with its card's facts", async () => {
    const today = todayInKualaLumpur();
    const day = (offset: number) => addDays(today, offset);
    const aisyah = await makeCustomer(t.dataSource, { fullName: 'Aisyah Today', phone: '012-111 2222' });
    const tan = await makeCustomer(t.dataSource, { fullName: 'Tan Today' });
    const myvi = await makeVehicle(t.dataSource, { plateIdentifier: 'VBN' });
    const city = await makeVehicle(t.dataSource, { make: 'Honda', model: 'City', plateIdentifier: 'PKL' });

    // Pickups: today (awaiting its agreement, unpaid) and tomorrow (agreement signed, paid in full).
    const pickupToday = await makeRental(
      t.dataSource,
      aisyah,
      myvi,
      { startDate: day(0), endDate: day(2), status: 'awaiting_agreement' },
      { grandTotal: '360.00', pickupTime: '10:30' },
    );
    const pickupTomorrow = await makeRental(
      t.dataSource,
      tan,
      city,
      { startDate: day(1), endDate: day(3), status: 'approved' },
      { grandTotal: '240.00' },
    );
    await payRental(t.dataSource, pickupTomorrow, '240.00');
    // Not listed: the day after tomorrow, and a cancelled one today.
    const later = await makeRental(t.dataSource, tan, city, { startDate: day(2), endDate: day(4), status: 'awaiting_agreement' });
    const cancelled = await makeRental(t.dataSource, tan, city, { startDate: day(0), endDate: day(1), status: 'cancelled' });
    // Returns: out now and due back today at the last minute of the day, so never overdue while the test runs.
    const returnToday = await makeRental(
      t.dataSource,
      tan,
      myvi,
      { startDate: day(-2), endDate: day(0), status: 'active' },
      { returnTime: '23:59', grandTotal: '100.00' },
    );
    await payRental(t.dataSource, returnToday, '100.00');
    // Overdue: due back yesterday, still out and unpaid.
    const overdue = await makeRental(
      t.dataSource,
      aisyah,
      city,
      { startDate: day(-5), endDate: day(-1), status: 'active' },
      { grandTotal: '80.00' },
    );
    // Back already: neither a return nor overdue, and its unpaid balance belongs to the Invoices tab.
    const returned = await makeRental(
      t.dataSource,
      aisyah,
      city,
      { startDate: day(-5), endDate: day(-1), status: 'completed' },
      { grandTotal: '50.00' },
    );
    // Requests: one pending with a verified payment, one pending without, one already rejected.
    const paidRequest = await makeBookingRequest(t.dataSource, aisyah, myvi, { startDate: day(10), endDate: day(12) });
    await t.dataSource.getRepository(Payment).save({
      customerId: aisyah.id,
      bookingRequestId: paidRequest.id,
      amount: '100.00',
      paymentMethod: 'qr',
      paymentStatus: 'completed',
      paymentFor: 'rental-payment',
    });
    const unpaidRequest = await makeBookingRequest(t.dataSource, tan, city, { startDate: day(11), endDate: day(12) });
    await makeBookingRequest(t.dataSource, tan, city, { startDate: day(11), endDate: day(12), status: 'rejected' });

    const view = await getToday();
    expect(view).toMatchObject({ today, tomorrow: day(1), limit: TODAY_GROUP_LIMIT });

    expect(view.pickups.total).toBe(2);
    expect(ids(view.pickups)).toEqual([pickupToday.id, pickupTomorrow.id]);
    expect(view.pickups.items[0]).toEqual({
      id: pickupToday.id,
      status: 'awaiting_agreement',
      vehicleDisplayName: 'Perodua Myvi - VBN',
      plate: 'VBN',
      customerName: 'Aisyah Today',
      customerPhone: '012-111 2222',
      startDate: day(0),
      pickupTime: '10:30',
      endDate: day(2),
      returnTime: '18:00',
      balanceDue: '360.00',
      paid: false,
      actions: ['finalize_agreement', 'cancel', 'change_extras'],
    });
    expect(view.pickups.items[1]).toMatchObject({
      status: 'approved',
      plate: 'PKL',
      balanceDue: '0.00',
      paid: true,
      actions: ['hand_over', 'cancel'],
    });
    expect(ids(view.pickups)).not.toContain(later.id);
    expect(ids(view.pickups)).not.toContain(cancelled.id);

    expect(ids(view.returns)).toEqual([returnToday.id]);
    expect(view.returns.items[0]).toMatchObject({ paid: true, returnTime: '23:59', actions: expect.arrayContaining(['mark_returned']) });
    expect(ids(view.overdue)).toEqual([overdue.id]);
    expect(view.overdue.items[0]).toMatchObject({ paid: false, balanceDue: '80.00' });

    // Balances due: rentals still holding their car with money owed; the returned one is not among them.
    expect(view.balances.total).toBe(2);
    expect(ids(view.balances).sort()).toEqual([overdue.id, pickupToday.id].sort());
    expect(ids(view.balances)).not.toContain(returned.id);

    expect(view.requests.total).toBe(2);
    expect(view.requests.items.map((item) => [item.id, item.paid, item.plate])).toEqual([
      [paidRequest.id, true, 'VBN'],
      [unpaidRequest.id, false, 'PKL'],
    ]);
  });

  it('counts days in Kuala Lumpur: at 00:30 there it is already the next day, whatever the UTC date says', async () => {
    // 2031-03-09T16:30Z is 00:30 on 10 March in Kuala Lumpur.
    const now = new Date('2031-03-09T16:30:00Z');
    const customer = await makeCustomer(t.dataSource, { fullName: 'Boundary' });
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: 'KLT' });
    const startsToday = await makeRental(t.dataSource, customer, vehicle, {
      startDate: '2031-03-10',
      endDate: '2031-03-10',
      status: 'approved',
    });
    const startsTomorrow = await makeRental(t.dataSource, customer, vehicle, {
      startDate: '2031-03-11',
      endDate: '2031-03-11',
      status: 'approved',
    });
    const startsAfter = await makeRental(t.dataSource, customer, vehicle, {
      startDate: '2031-03-12',
      endDate: '2031-03-12',
      status: 'approved',
    });
    // Due back at 23:59 on 9 March: the UTC date is still 9 March, but in Kuala Lumpur that was yesterday.
    const dueYesterday = await makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: '2031-03-08', endDate: '2031-03-09', status: 'active' },
      { returnTime: '23:59' },
    );
    // Due back at 00:30 today: the very minute it is due, not yet overdue.
    const dueNow = await makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: '2031-03-08', endDate: '2031-03-10', status: 'active' },
      { returnTime: '00:30' },
    );

    const view = await t.app.get(StaffTodayService).today(now);
    expect(view).toMatchObject({ today: '2031-03-10', tomorrow: '2031-03-11' });
    expect(ids(view.pickups)).toEqual([startsToday.id, startsTomorrow.id]);
    expect(ids(view.pickups)).not.toContain(startsAfter.id);
    expect(ids(view.returns)).toEqual([dueNow.id]);
    expect(ids(view.overdue)).toContain(dueYesterday.id);
    expect(ids(view.overdue)).not.toContain(dueNow.id);

    // A minute later the 00:30 return is overdue.
    const minuteLater = await t.app.get(StaffTodayService).today(new Date('2031-03-09T16:31:00Z'));
    expect(ids(minuteLater.returns)).toEqual([]);
    expect(ids(minuteLater.overdue)).toContain(dueNow.id);
  });
});
