import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { Customer } from '../src/customers/entities/customer.entity';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { RentalReturns1763900000003 } from '../src/database/migrations/1763900000003-RentalReturns';
import { RentalAgreements1763900000004 } from '../src/database/migrations/1763900000004-RentalAgreements';
import { Rental } from '../src/rentals/entities/rental.entity';
import { createdSince } from '../src/rentals/rentals.service';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createScratchDatabase } from './setup/scratch-database';
import { createTestApp, TestApp } from './setup/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Staff rentals: list, cancel, delete and return (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;
  let customer: Customer;
  let vehicle: Vehicle;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
    customer = await makeCustomer(t.dataSource, { fullName: 'Nur Aisyah binti Ahmad' });
    vehicle = await makeVehicle(t.dataSource);
  });

  afterAll(() => t.close());

  const auth = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const get = (path: string) => auth(request(t.server).get(`/api/staff/rentals${path}`));
  const cancel = (id: number | string, body: object = { reason: 'Customer changed plans' }) =>
    auth(request(t.server).patch(`/api/staff/rentals/${id}/cancel`)).send(body);
  const remove = (id: number | string) => auth(request(t.server).delete(`/api/staff/rentals/${id}`));
  const quote = (id: number | string, returnMileage: string) =>
    get(`/${id}/return-quote?returnMileage=${encodeURIComponent(returnMileage)}`);
  const markReturned = (id: number | string, body: object) => auth(request(t.server).patch(`/api/staff/rentals/${id}/return`)).send(body);
  const logsFor = (rentalId: number) =>
    t.dataSource.getRepository(StaffLog).find({ where: { targetType: 'rental', targetId: String(rentalId) }, order: { id: 'ASC' } });
  const stored = (id: number) => t.dataSource.getRepository(Rental).findOneBy({ id });

  /** A rental of its own car (so dates never clash with other tests), created at the given instant. */
  async function rentalCreatedAt(createdAt: Date, overrides: Partial<Rental> = {}): Promise<Rental> {
    const rental = await makeRental(
      t.dataSource,
      customer,
      await makeVehicle(t.dataSource),
      { startDate: daysFromToday(40), endDate: daysFromToday(42), status: 'awaiting_agreement' },
      overrides,
    );
    await t.dataSource.getRepository(Rental).update(rental.id, { createdAt });
    return rental;
  }

  /** Every item the list gives for the query, page by page (the shared database holds other suites' rentals). */
  async function listAll(query: string): Promise<Array<{ id: number; status: string; createdAt: string }>> {
    const items: Array<{ id: number; status: string; createdAt: string }> = [];
    for (let page = 1; ; page += 1) {
      const response = await get(`?${query}&limit=100&page=${page}`);
      expect(response.status).toBe(200);
      items.push(...response.body.items);
      if (items.length >= response.body.total || response.body.items.length === 0) {
        expect(items).toHaveLength(response.body.total);
        return items;
      }
    }
  }

  describe('GET /api/staff/rentals', () => {
    it('lists newest first with the customer name and the lifecycle fields', async () => {
      const older = await rentalCreatedAt(new Date(Date.now() - 60_000), { currentMileage: 1200, extraMileageCharge: '0.5', fuelLevel: 6 });
      const newer = await rentalCreatedAt(new Date());

      const response = await get('?limit=100');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ page: 1, limit: 100 });
      // Other suites share the database: read every page rather than assume both are on the first.
      const items = await listAll('filter=ALL');
      const ids = items.map((item) => item.id);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(items.find((item) => item.id === older.id)).toEqual(
        expect.objectContaining({
          id: older.id,
          customerId: customer.id,
          customerName: 'Nur Aisyah binti Ahmad',
          status: 'awaiting_agreement',
          cancellationReason: null,
          fuelLevel: 6,
          currentMileage: 1200,
          extraMileageCharge: '0.50',
          returnDate: null,
          returnMileage: null,
          returnFuelLevel: null,
          extraMileageFee: null,
          agreementReady: false,
        }),
      );
    });

    it('filters by the last 3, 7 or 30 Kuala Lumpur calendar days and by status', async () => {
      const now = Date.now();
      const yesterday = await rentalCreatedAt(new Date(now - DAY_MS));
      const fiveDaysAgo = await rentalCreatedAt(new Date(now - 5 * DAY_MS));
      const twentyDaysAgo = await rentalCreatedAt(new Date(now - 20 * DAY_MS), { status: 'cancelled' });
      const fortyDaysAgo = await rentalCreatedAt(new Date(now - 40 * DAY_MS));
      // The window opens at midnight in Kuala Lumpur, two days before today.
      const atCutoff = await rentalCreatedAt(createdSince('3days') as Date);
      const justBefore = await rentalCreatedAt(new Date((createdSince('3days') as Date).getTime() - 1000));
      const mine = [yesterday, fiveDaysAgo, twentyDaysAgo, fortyDaysAgo, atCutoff, justBefore].map((rental) => rental.id);
      const found = async (query: string) =>
        (await listAll(query))
          .map((item) => item.id)
          .filter((id) => mine.includes(id))
          .sort((a, b) => a - b);
      const sorted = (...rentals: Rental[]) => rentals.map((rental) => rental.id).sort((a, b) => a - b);

      await expect(found('filter=3days')).resolves.toEqual(sorted(yesterday, atCutoff));
      await expect(found('filter=7days')).resolves.toEqual(sorted(yesterday, fiveDaysAgo, atCutoff, justBefore));
      await expect(found('filter=30days')).resolves.toEqual(sorted(yesterday, fiveDaysAgo, twentyDaysAgo, atCutoff, justBefore));
      await expect(found('filter=ALL')).resolves.toEqual(sorted(yesterday, fiveDaysAgo, twentyDaysAgo, fortyDaysAgo, atCutoff, justBefore));
      await expect(found('')).resolves.toEqual(sorted(yesterday, fiveDaysAgo, twentyDaysAgo, fortyDaysAgo, atCutoff, justBefore));

      const cancelled = await listAll('filter=30days&status=cancelled');
      expect(cancelled.every((item) => item.status === 'cancelled')).toBe(true);
      expect(cancelled.map((item) => item.id)).toContain(twentyDaysAgo.id);
      expect(cancelled.map((item) => item.id)).not.toContain(yesterday.id);
    });

    it.each([
      ['filter=week', 'filter must be ALL, 3days, 7days or 30days'],
      ['filter=3DAYS', 'filter must be ALL, 3days, 7days or 30days'],
      ['status=pending', 'status must be awaiting_agreement, approved, active, completed, cancelled or extension-requested'],
      ['status=', 'status must be awaiting_agreement, approved, active, completed, cancelled or extension-requested'],
      ['page=0', 'page must be 1 or more'],
      ['limit=101', 'limit must be at most 100'],
      ['sort=id', 'property sort should not exist'],
    ])('refuses ?%s with 400', async (query, message) => {
      const response = await get(`?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(response.body.message)).toContain(message);
    });

    it('needs a signed-in staff member: 401 without a token, 403 for a customer', async () => {
      const anonymous = await request(t.server).get('/api/staff/rentals');
      expect(anonymous.status).toBe(401);
      const asCustomer = await request(t.server)
        .get('/api/staff/rentals')
        .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`);
      expect(asCustomer.status).toBe(403);
      const rental = await rentalCreatedAt(new Date());
      const customerCancel = await request(t.server)
        .patch(`/api/staff/rentals/${rental.id}/cancel`)
        .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`)
        .send({ reason: 'x' });
      expect(customerCancel.status).toBe(403);
      await expect(stored(rental.id)).resolves.toMatchObject({ status: 'awaiting_agreement' });
    });

    it('admins use it too', async () => {
      const admin = (await makeStaff(t.dataSource, { role: 'admin' })).member;
      const response = await request(t.server)
        .get('/api/staff/rentals?limit=1')
        .set('Authorization', `Bearer ${await tokenFor(t.app, admin.id, 'admin')}`);
      expect(response.status).toBe(200);
    });
  });

  describe('GET /api/staff/rentals/:id', () => {
    it('gives one rental, 404 for an unknown id and 400 for a malformed one', async () => {
      const rental = await rentalCreatedAt(new Date());
      const found = await get(`/${rental.id}`);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({
        id: rental.id,
        customerName: 'Nur Aisyah binti Ahmad',
        vehicle: rental.vehicle,
        agreementReady: false,
      });

      const missing = await get('/2147483647');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ statusCode: 404, code: 'RENTAL_NOT_FOUND', message: 'Rental not found', error: 'Not Found' });

      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '2147483648']) {
        const response = await get(`/${bad}`);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Invalid id');
      }
    });
  });

  describe('PATCH /api/staff/rentals/:id/cancel', () => {
    it('cancels with the trimmed reason, logs it, and refuses a second cancel with 409', async () => {
      const rental = await makeRental(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(50),
        endDate: daysFromToday(52),
        status: 'approved',
      });
      const response = await cancel(rental.id, { reason: '  Customer changed plans  ' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: rental.id, status: 'cancelled', cancellationReason: 'Customer changed plans' });
      await expect(stored(rental.id)).resolves.toMatchObject({ status: 'cancelled', cancellationReason: 'Customer changed plans' });

      const logs = await logsFor(rental.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ action: 'rental_cancelled', staffId: staff.id, staffUsername: staff.username });
      expect(logs[0].details).toMatchObject({ previousStatus: 'approved', reason: 'Customer changed plans' });

      const again = await cancel(rental.id);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        statusCode: 409,
        code: 'RENTAL_ALREADY_CANCELLED',
        message: 'This rental is already cancelled',
        error: 'Conflict',
      });
      await expect(logsFor(rental.id)).resolves.toHaveLength(1);
    });

    it('refuses to cancel a completed rental', async () => {
      const rental = await makeRental(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(-10),
        endDate: daysFromToday(-8),
        status: 'completed',
      });
      const response = await cancel(rental.id);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This rental is already completed');
      await expect(stored(rental.id)).resolves.toMatchObject({ status: 'completed', cancellationReason: null });
    });

    it.each([[{}], [{ reason: '' }], [{ reason: '   ' }], [{ reason: 42 }], [{ reason: null }]])(
      'needs a reason: %j is 400',
      async (body) => {
        const rental = await rentalCreatedAt(new Date());
        const response = await cancel(rental.id, body);
        expect(response.status).toBe(400);
        expect(JSON.stringify(response.body.message)).toContain('Please give a reason for cancelling');
        await expect(stored(rental.id)).resolves.toMatchObject({ status: 'awaiting_agreement' });
      },
    );

    it('refuses a reason over 500 characters, unknown fields, and unknown rentals', async () => {
      const rental = await rentalCreatedAt(new Date());
      const long = await cancel(rental.id, { reason: 'x'.repeat(501) });
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body.message)).toContain('The reason can be at most 500 characters');
      expect((await cancel(rental.id, { reason: 'x'.repeat(500) })).status).toBe(200);

      const other = await rentalCreatedAt(new Date());
      expect((await cancel(other.id, { reason: 'ok', grandTotal: '1.00' })).status).toBe(400);
      // A client may also send staffId and staffUsername: accepted, and the token's staff is logged.
      expect((await cancel(other.id, { reason: 'ok', staffId: 1, staffUsername: 'System' })).status).toBe(200);
      await expect(logsFor(other.id)).resolves.toEqual([expect.objectContaining({ staffId: staff.id, staffUsername: staff.username })]);
      const missing = await cancel(2147483647);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Rental not found');
    });

    it('of 10 parallel cancels exactly one wins and one log is written', async () => {
      const rental = await makeRental(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(60),
        endDate: daysFromToday(62),
        status: 'active',
      });
      const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => cancel(rental.id, { reason: `Reason ${index}` })));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      const winner = responses.find((response) => response.status === 200);
      await expect(stored(rental.id)).resolves.toMatchObject({ status: 'cancelled', cancellationReason: winner?.body.cancellationReason });
      await expect(logsFor(rental.id)).resolves.toHaveLength(1);
    });
  });

  describe('DELETE /api/staff/rentals/:id', () => {
    it('deletes the rental, keeps the booking request that made it (rentalId null), frees the dates, logs it, then 404', async () => {
      const rental = await makeRental(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(70),
        endDate: daysFromToday(72),
        status: 'awaiting_agreement',
      });
      const bookingRequest = await makeBookingRequest(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(70),
        endDate: daysFromToday(72),
        status: 'approved',
      });
      await t.dataSource.getRepository(BookingRequest).update(bookingRequest.id, { rentalId: rental.id });
      const range = { startDate: daysFromToday(71), endDate: daysFromToday(71) };
      const before = await request(t.server).post(`/api/vehicles/${vehicle.id}/check-availability`).send(range);
      expect(before.body.available).toBe(false);

      const response = await remove(rental.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      await expect(stored(rental.id)).resolves.toBeNull();
      await expect(t.dataSource.getRepository(BookingRequest).findOneBy({ id: bookingRequest.id })).resolves.toMatchObject({
        status: 'approved',
        rentalId: null,
      });
      // A deleted rental no longer holds the car.
      const after = await request(t.server).post(`/api/vehicles/${vehicle.id}/check-availability`).send(range);
      expect(after.body).toEqual({ available: true, conflicts: [] });

      // The customer's own list still shows the request.
      const mine = await request(t.server)
        .get('/api/booking-requests/mine')
        .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`);
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.body)).toContain(`"id":${bookingRequest.id}`);

      const logs = await logsFor(rental.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ action: 'rental_deleted', staffId: staff.id, staffUsername: staff.username });

      const again = await remove(rental.id);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Rental not found');
      expect((await get(`/${rental.id}`)).status).toBe(404);
      expect((await remove('abc')).status).toBe(400);
    });
  });

  describe('return quote and Mark Returned', () => {
    /** Picked up 3 days ago, due back in 2 days: 5 days, 100 km a day, RM 0.50 per extra km. */
    const activeRental = (overrides: Partial<Rental> = {}, status: Rental['status'] = 'active') =>
      makeRental(
        t.dataSource,
        customer,
        car,
        { startDate: daysFromToday(-3), endDate: daysFromToday(2), status },
        {
          totalDays: 5,
          mileageLimit: 100,
          extraMileageCharge: '0.50',
          currentMileage: 10_000,
          fuelLevel: 8,
          ...overrides,
        },
      );

    let car: Vehicle;

    beforeEach(async () => {
      // A car of its own per test: the dates below overlap on purpose.
      car = await makeVehicle(t.dataSource);
    });

    it('quotes the extra mileage beyond limit x days in RM, and nothing when the mileage is unlimited', async () => {
      const rental = await activeRental();
      const over = await quote(rental.id, '10525');
      expect(over.status).toBe(200);
      expect(over.body).toEqual({
        startMileage: 10_000,
        returnMileage: 10_525,
        drivenKm: 525,
        allowedKm: 500,
        extraKm: 25,
        extraMileageCharge: '0.50',
        extraMileageFee: '12.50',
      });
      await expect(quote(rental.id, '10400')).resolves.toMatchObject({ body: { drivenKm: 400, extraKm: 0, extraMileageFee: '0.00' } });

      const unlimited = await activeRental({ mileageLimit: 0 });
      const response = await quote(unlimited.id, '25000');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        startMileage: 10_000,
        returnMileage: 25_000,
        drivenKm: 15_000,
        allowedKm: null,
        extraKm: 0,
        extraMileageCharge: '0.50',
        extraMileageFee: '0.00',
      });
      await expect(stored(unlimited.id)).resolves.toMatchObject({ status: 'active', returnMileage: null });
    });

    it('refuses a return mileage below the pickup mileage, malformed, or too large', async () => {
      const rental = await activeRental();
      const below = await quote(rental.id, '9999');
      expect(below.status).toBe(400);
      expect(below.body.message).toBe('Return mileage cannot be less than the mileage at pickup');
      for (const bad of ['', 'abc', '10000.5', '-1', '1e5', '0x10', '10000000']) {
        const response = await quote(rental.id, bad);
        expect(response.status).toBe(400);
      }
      expect(JSON.stringify((await quote(rental.id, '10000000')).body.message)).toContain('Return mileage must be at most 9,999,999 km');
      expect((await get(`/${rental.id}/return-quote`)).status).toBe(400);
      expect((await quote(2147483647, '10')).status).toBe(404);
      expect((await quote(rental.id, '9999999')).status).toBe(200);
    });

    it('marks an active rental returned with the fee stored, logs it, and frees the car for those dates', async () => {
      const rental = await activeRental();
      const range = { startDate: daysFromToday(0), endDate: daysFromToday(2) };
      const before = await request(t.server).post(`/api/vehicles/${car.id}/check-availability`).send(range);
      expect(before.body.available).toBe(false);

      const response = await markReturned(rental.id, { returnDate: daysFromToday(0), returnMileage: 10_525, fuelLevel: 5 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: rental.id,
        status: 'completed',
        returnDate: daysFromToday(0),
        returnMileage: 10_525,
        returnFuelLevel: 5,
        extraMileageFee: '12.50',
      });
      await expect(stored(rental.id)).resolves.toMatchObject({
        status: 'completed',
        returnDate: daysFromToday(0),
        returnMileage: 10_525,
        returnFuelLevel: 5,
        extraMileageFee: '12.50',
      });
      const logs = await logsFor(rental.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ action: 'rental_returned', staffId: staff.id, staffUsername: staff.username });
      expect(logs[0].details).toMatchObject({ returnMileage: 10_525, fuelLevel: 5, extraMileageFee: '12.50' });

      const after = await request(t.server).post(`/api/vehicles/${car.id}/check-availability`).send(range);
      expect(after.body).toEqual({ available: true, conflicts: [] });
      const other = await makeCustomer(t.dataSource);
      const booked = await request(t.server)
        .post('/api/booking-requests')
        .set('Authorization', `Bearer ${await tokenFor(t.app, other.id, 'customer')}`)
        .send({ vehicleId: car.id, ...range });
      expect(booked.status).toBe(201);

      const again = await markReturned(rental.id, { returnDate: daysFromToday(0), returnMileage: 10_525, fuelLevel: 5 });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Only an active rental can be marked as returned');
      await expect(logsFor(rental.id)).resolves.toHaveLength(1);
    });

    it('returns an extension-requested rental too, without a fee when within the limit', async () => {
      const rental = await activeRental({}, 'extension-requested');
      const response = await markReturned(rental.id, { returnDate: daysFromToday(-3), returnMileage: 10_000, fuelLevel: 0 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'completed',
        returnDate: daysFromToday(-3),
        extraMileageFee: '0.00',
        returnFuelLevel: 0,
      });
    });

    it.each(['awaiting_agreement', 'approved', 'cancelled', 'completed'] as const)(
      'refuses to return a rental that is %s (409)',
      async (status) => {
        const rental = await activeRental({}, status);
        const response = await markReturned(rental.id, { returnDate: daysFromToday(0), returnMileage: 10_100, fuelLevel: 4 });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({
          statusCode: 409,
          code: 'NOT_RETURNABLE',
          message: 'Only an active rental can be marked as returned',
          error: 'Conflict',
        });
        await expect(stored(rental.id)).resolves.toMatchObject({ status, returnDate: null, extraMileageFee: null });
      },
    );

    it('checks the return date against the pickup date and today in Kuala Lumpur, and the mileage and fuel', async () => {
      const rental = await activeRental();
      const cases: Array<[object, string]> = [
        [{ returnDate: daysFromToday(-4), returnMileage: 10_100, fuelLevel: 4 }, 'Return date cannot be before the pickup date'],
        [{ returnDate: daysFromToday(1), returnMileage: 10_100, fuelLevel: 4 }, 'Return date cannot be in the future'],
        [{ returnDate: daysFromToday(0), returnMileage: 9_999, fuelLevel: 4 }, 'Return mileage cannot be less than the mileage at pickup'],
        [{ returnDate: '2026-02-30', returnMileage: 10_100, fuelLevel: 4 }, 'Return date must be a date as YYYY-MM-DD'],
        [{ returnMileage: 10_100, fuelLevel: 4 }, 'Return date is required'],
        [{ returnDate: daysFromToday(0), returnMileage: 10_100.5, fuelLevel: 4 }, 'Return mileage must be a whole number of kilometres'],
        [{ returnDate: daysFromToday(0), returnMileage: '10100', fuelLevel: 4 }, 'Return mileage must be a whole number of kilometres'],
        [{ returnDate: daysFromToday(0), returnMileage: 10_000_000, fuelLevel: 4 }, 'Return mileage must be at most 9,999,999 km'],
        [{ returnDate: daysFromToday(0), returnMileage: 10_100, fuelLevel: 9 }, 'Fuel level must be a whole number from 0 to 8'],
        [{ returnDate: daysFromToday(0), returnMileage: 10_100, fuelLevel: -1 }, 'Fuel level must be a whole number from 0 to 8'],
        [{ returnDate: daysFromToday(0), returnMileage: 10_100 }, 'Fuel level must be a whole number from 0 to 8'],
        [{ returnDate: daysFromToday(0), returnMileage: 10_100, fuelLevel: 4, status: 'completed' }, 'property status should not exist'],
      ];
      for (const [body, message] of cases) {
        const response = await markReturned(rental.id, body);
        expect(response.status).toBe(400);
        expect(JSON.stringify(response.body.message)).toContain(message);
      }
      await expect(stored(rental.id)).resolves.toMatchObject({ status: 'active', returnDate: null });
      await expect(logsFor(rental.id)).resolves.toHaveLength(0);
    });

    it('of 10 parallel returns exactly one completes the rental', async () => {
      const rental = await activeRental();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          markReturned(rental.id, { returnDate: daysFromToday(0), returnMileage: 10_500 + index, fuelLevel: 4 }),
        ),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409)).toHaveLength(9);
      await expect(logsFor(rental.id)).resolves.toHaveLength(1);
    });
  });
});

/** Each return and agreement migration adds nullable columns to rentals that match the entity, and its down() removes them. */
describe.each([
  {
    migration: RentalReturns1763900000003,
    columns: { returnDate: 'date', returnMileage: 'int', returnFuelLevel: 'int', extraMileageFee: 'decimal(10,2)' },
  },
  {
    migration: RentalAgreements1763900000004,
    columns: {
      signedAt: 'datetime',
      keyHandoverPhotoAt: 'datetime',
      agreementFinalizedAt: 'datetime',
      handoverPhotoUrl: 'varchar(255)',
      handedOverAt: 'datetime',
      extensionDeclineReason: 'text',
    },
  },
])('The $migration.name migration', ({ migration, columns }) => {
  it('adds its columns to rentals, and removes them again', async () => {
    const scratch = await createScratchDatabase('rental-migration');
    const dataSource = new DataSource(buildDataSourceOptions(scratch.settings));
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    const names = Object.keys(columns);
    const later = MIGRATIONS.length - MIGRATIONS.indexOf(migration);
    try {
      await dataSource.runMigrations();
      const table = await runner.getTable('rentals');
      for (const name of names) expect(table?.findColumnByName(name)).toMatchObject({ isNullable: true });
      if (scratch.settings.type === 'mysql') {
        // The entity and the migration agree. On MariaDB TypeORM proposes a no-op "CHANGE x x <type> NULL" for
        // every nullable column (it reads the NULL default back as text); anything beyond that would be a mismatch.
        const noOps = Object.entries(columns).map(([name, type]) => `ALTER TABLE \`rentals\` CHANGE \`${name}\` \`${name}\` ${type} NULL`);
        const pending = await dataSource.driver.createSchemaBuilder().log();
        const touching = pending.upQueries
          .map((query) => query.query)
          .filter((sql) => sql.includes('`rentals`') && names.some((name) => sql.includes(`\`${name}\``)));
        expect(touching.filter((sql) => !noOps.includes(sql))).toEqual([]);
      }

      for (let undo = 0; undo < later; undo += 1) await dataSource.undoLastMigration();
      for (const name of names) expect(await runner.hasColumn('rentals', name)).toBe(false);
      expect(await runner.hasColumn('rentals', 'cancellationReason')).toBe(true);

      await expect(dataSource.runMigrations()).resolves.toHaveLength(later);
      for (const name of names) expect(await runner.hasColumn('rentals', name)).toBe(true);
      await expect(dataSource.showMigrations()).resolves.toBe(false);
    } finally {
      await runner.release();
      await dataSource.destroy();
      await scratch.drop();
    }
  });
});
