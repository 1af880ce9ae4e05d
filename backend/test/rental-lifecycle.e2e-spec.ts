import request from 'supertest';
import { In } from 'typeorm';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { HOLDS_VEHICLE } from '../src/rentals/rental-lifecycle';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

interface CalendarItem {
  id: number;
  vehicleId: number | null;
  startDate: string;
  endDate: string;
  status: string;
}

/**
 * The lifecycle's groups as the screens see them: a rental waiting on an extension decision is a
 * car on the road, a car back early is free on the calendar exactly when availability says so,
 * and the car's schedule gives one winner to any mix of bookings contending for the same days.
 * On a database of its own, so the dashboard's figures are exact.
 */
describe('Rental lifecycle and vehicle schedule (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const dashboard = async () => (await asStaff(request(t.server).get('/api/staff/dashboard')).expect(200)).body;
  const staffRental = async (id: number) => (await asStaff(request(t.server).get(`/api/staff/rentals/${id}`)).expect(200)).body;
  const calendar = async (from: string, to: string, vehicle: Vehicle): Promise<CalendarItem[]> =>
    ((await asStaff(request(t.server).get(`/api/staff/calendar?from=${from}&to=${to}`)).expect(200)).body.items as CalendarItem[]).filter(
      (item) => item.vehicleId === vehicle.id,
    );
  const availability = async (vehicle: Vehicle, startDate: string, endDate: string) =>
    (await request(t.server).post(`/api/vehicles/${vehicle.id}/check-availability`).send({ startDate, endDate }).expect(200)).body;

  describe('a rental waiting on an extension decision', () => {
    it('keeps its car on the road and not available on the dashboard, and offers each side only its own next step', async () => {
      // The only active car in this database; a second, inactive one is not counted.
      const vehicle = await makeVehicle(t.dataSource);
      await makeVehicle(t.dataSource, { isActive: false });
      const customer = await makeCustomer(t.dataSource);
      const customerToken = await tokenFor(t.app, customer.id, 'customer');
      const rental = await makeRental(
        t.dataSource,
        customer,
        vehicle,
        { startDate: daysFromToday(-2), endDate: daysFromToday(2) },
        { totalDays: 4, rentalPerDay: '100.00', grandTotal: '600.00' },
      );
      const mine = async () =>
        (
          (await request(t.server).get('/api/rentals/mine').set('Authorization', `Bearer ${customerToken}`).expect(200)).body
            .items as Array<{ id: number; status: string; actions: string[] }>
        ).find((item) => item.id === rental.id);

      const whileActive = await dashboard();
      expect(whileActive).toMatchObject({ availableCars: 0, activeToday: 1, utilization: 100, extensionRequests: 0 });
      await expect(mine()).resolves.toMatchObject({ status: 'active', actions: ['request_extension'] });
      expect((await staffRental(rental.id)).actions).toEqual(['mark_returned', 'cancel']);

      const requested = await request(t.server)
        .post(`/api/rentals/${rental.id}/extension`)
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ newEndDate: daysFromToday(5), reason: 'Trip extended' });
      expect(requested.status).toBe(200);
      expect(requested.body).toMatchObject({ status: 'extension-requested', actions: [] });

      // The car is still with the customer: on the road, not available, its days still covered.
      const whileWaiting = await dashboard();
      expect(whileWaiting).toMatchObject({ availableCars: 0, activeToday: 1, utilization: 100, completionRate: 0, extensionRequests: 1 });
      expect(whileWaiting.activeRentalDays).toContain(daysFromToday(0));
      await expect(mine()).resolves.toMatchObject({ status: 'extension-requested', actions: [] });
      expect((await staffRental(rental.id)).actions).toEqual(['approve_extension', 'decline_extension', 'mark_returned', 'cancel']);

      // Decided: back to active, and the customer may ask again.
      const declined = await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/extension/decline`)).send({
        reason: 'The car is booked',
      });
      expect(declined.status).toBe(200);
      expect(declined.body.actions).toEqual(['mark_returned', 'cancel']);
      await expect(mine()).resolves.toMatchObject({ status: 'active', actions: ['request_extension'] });
      expect(await dashboard()).toMatchObject({ availableCars: 0, activeToday: 1, extensionRequests: 0 });
    });
  });

  describe('a car returned early', () => {
    it('ends on the calendar on its return date, and its days after that are free on the calendar and in availability alike', async () => {
      const vehicle = await makeVehicle(t.dataSource);
      const customer = await makeCustomer(t.dataSource);
      const rental = await makeRental(
        t.dataSource,
        customer,
        vehicle,
        { startDate: daysFromToday(-3), endDate: daysFromToday(4) },
        { currentMileage: 1000 },
      );
      const [from, to] = [daysFromToday(-5), daysFromToday(10)];

      // Before the return: booked through its planned end, and not available on those days.
      expect(await calendar(from, to, vehicle)).toEqual([
        expect.objectContaining({ id: rental.id, startDate: daysFromToday(-3), endDate: daysFromToday(4), status: 'active' }),
      ]);
      expect((await availability(vehicle, daysFromToday(1), daysFromToday(4))).available).toBe(false);

      const returned = await asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/return`)).send({
        returnDate: daysFromToday(0),
        returnMileage: 1100,
        fuelLevel: 8,
      });
      expect(returned.status).toBe(200);
      expect(returned.body).toMatchObject({ status: 'completed', returnDate: daysFromToday(0), actions: [] });

      expect(await calendar(from, to, vehicle)).toEqual([
        expect.objectContaining({ id: rental.id, startDate: daysFromToday(-3), endDate: daysFromToday(0), status: 'completed' }),
      ]);
      // A window after the return day does not show it at all.
      expect(await calendar(daysFromToday(1), to, vehicle)).toEqual([]);
      // Day by day, the calendar and availability agree on the days the plan had left.
      for (let offset = 1; offset <= 4; offset += 1) {
        const day = daysFromToday(offset);
        expect({ day, onCalendar: (await calendar(day, day, vehicle)).length > 0 }).toEqual({ day, onCalendar: false });
        expect({ day, answer: await availability(vehicle, day, day) }).toEqual({ day, answer: { available: true, conflicts: [] } });
      }
    });

    it('keeps a car returned on its planned end date, or late, on the calendar through that planned end', async () => {
      const vehicle = await makeVehicle(t.dataSource);
      const customer = await makeCustomer(t.dataSource);
      const onTime = await makeRental(
        t.dataSource,
        customer,
        vehicle,
        { startDate: daysFromToday(-9), endDate: daysFromToday(-7), status: 'completed' },
        { returnDate: daysFromToday(-7) },
      );
      const late = await makeRental(
        t.dataSource,
        customer,
        vehicle,
        { startDate: daysFromToday(-5), endDate: daysFromToday(-3), status: 'completed' },
        { returnDate: daysFromToday(-1) },
      );

      const items = await calendar(daysFromToday(-10), daysFromToday(0), vehicle);
      expect(items).toEqual([
        expect.objectContaining({ id: onTime.id, endDate: daysFromToday(-7) }),
        expect.objectContaining({ id: late.id, endDate: daysFromToday(-3) }),
      ]);
    });
  });

  describe('the car schedule under contention', () => {
    const ROUNDS = 3;
    const EACH = 8;
    const LOSER_MESSAGES = new Set([
      'This vehicle is no longer available for those dates. Please choose other dates.',
      'This request has already been approved',
      'This vehicle is already booked for those dates',
      'This rental has no extension request to decide',
      'The vehicle is already booked for the extended dates',
    ]);

    /** True when two inclusive day ranges share a day. */
    const overlap = (a: Rental, b: Rental) => a.startDate <= b.endDate && b.startDate <= a.endDate;

    it.each(Array.from({ length: ROUNDS }, (_, round) => ({ round: round + 1 })))(
      'round $round: approvals, manual bookings and an extension approval fired at once for the same days give one winner, 409 for every other, no double booking',
      async () => {
        const vehicle = await makeVehicle(t.dataSource);
        const [renter, requester, walkIn] = [
          await makeCustomer(t.dataSource),
          await makeCustomer(t.dataSource),
          await makeCustomer(t.dataSource),
        ];
        // Out now until day 2, asking to keep the car until day 10.
        const extending = await makeRental(
          t.dataSource,
          renter,
          vehicle,
          { startDate: daysFromToday(-1), endDate: daysFromToday(2), status: 'extension-requested' },
          {
            totalDays: 3,
            rentalPerDay: '100.00',
            deposit: '200.00',
            grandTotal: '500.00',
            extensionRequestedUntil: daysFromToday(10),
            extensionReason: 'Longer trip',
          },
        );
        // A request for days 5-7 and a walk-in for days 6-8: each overlaps the extension and the other.
        const pending = await makeBookingRequest(t.dataSource, requester, vehicle, {
          startDate: daysFromToday(5),
          endDate: daysFromToday(7),
        });
        const walkInBody = { customerId: walkIn.id, vehicleId: vehicle.id, startDate: daysFromToday(6), endDate: daysFromToday(8) };

        const sends = Array.from({ length: EACH }, () => [
          () => asStaff(request(t.server).patch(`/api/staff/booking-requests/${pending.id}/approve`)).send({}),
          () => asStaff(request(t.server).post('/api/staff/bookings/manual')).send(walkInBody),
          () => asStaff(request(t.server).patch(`/api/staff/rentals/${extending.id}/extension/approve`)),
        ]).flat();
        const responses = await Promise.all(sends.map((send) => send()));

        const winners = responses.filter((response) => response.status < 300);
        const losers = responses.filter((response) => response.status >= 300);
        expect(winners).toHaveLength(1);
        expect(new Set(losers.map((response) => response.status))).toEqual(new Set([409]));
        for (const loser of losers) expect(LOSER_MESSAGES).toContain(loser.body.message);

        const rentals = await t.dataSource
          .getRepository(Rental)
          .find({ where: { vehicleId: vehicle.id, status: In([...HOLDS_VEHICLE]) }, order: { id: 'ASC' } });
        for (const [index, a] of rentals.entries())
          for (const b of rentals.slice(index + 1))
            expect({ a: a.id, b: b.id, overlap: overlap(a, b) }).toEqual({ a: a.id, b: b.id, overlap: false });

        // Exactly the winner's change is in the database, logged once.
        const decided = await t.dataSource.getRepository(BookingRequest).findOneByOrFail({ id: pending.id });
        const extended = await t.dataSource.getRepository(Rental).findOneByOrFail({ id: extending.id });
        const logs = await t.dataSource.getRepository(StaffLog).find({
          where: [
            { targetType: 'rental', targetId: String(extending.id) },
            { targetType: 'booking_request', targetId: String(pending.id) },
            { action: 'manual_booking_created' },
          ],
        });
        const manualLogs = logs.filter((log) => log.action === 'manual_booking_created' && log.details?.vehicleId === vehicle.id);
        const outcome = {
          extended: extended.status === 'active' && extended.endDate === daysFromToday(10),
          approved: decided.status === 'approved',
          booked: manualLogs.length,
          rentals: rentals.length,
        };
        const won = winners[0];
        if (won.body.bookingRequest) expect(outcome).toEqual({ extended: false, approved: true, booked: 0, rentals: 2 });
        else if (won.body.rental) expect(outcome).toEqual({ extended: false, approved: false, booked: 1, rentals: 2 });
        else expect(outcome).toEqual({ extended: true, approved: false, booked: 0, rentals: 1 });
        expect(logs.filter((log) => log.action === 'rental_extension_approved')).toHaveLength(outcome.extended ? 1 : 0);
        expect(logs.filter((log) => log.action === 'booking_request_approved')).toHaveLength(outcome.approved ? 1 : 0);
      },
    );
  });
});
