import request from 'supertest';
import { Customer } from '../src/customers/entities/customer.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

/** No customer or vehicle has this id: ids are counted up from 1. */
const MISSING_ID = 2_000_000_000;

interface CalendarItem {
  id: number;
  vehicleId: number | null;
  vehicle: string;
  customerId: number;
  customerName: string;
  startDate: string;
  endDate: string;
  status: string;
}

describe('Staff calendar and manual bookings (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;
  let customerToken: string;
  let customer: Customer;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
    customer = await makeCustomer(t.dataSource, { fullName: 'Siti Nurhaliza binti Tarudin' });
    customerToken = await tokenFor(t.app, customer.id, 'customer');
  });

  afterAll(() => t.close());

  const auth = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const calendar = (query: string) => auth(request(t.server).get(`/api/staff/calendar${query}`));
  const book = (body: object) => auth(request(t.server).post('/api/staff/bookings/manual')).send(body);
  const rentalsOf = (vehicle: Vehicle) =>
    t.dataSource.getRepository(Rental).find({ where: { vehicleId: vehicle.id }, order: { id: 'ASC' } });
  const messageOf = (response: request.Response) => JSON.stringify(response.body.message);

  /** The calendar's items that belong to the given rentals (the database holds other tests' rentals too). */
  async function itemsFor(from: string, to: string, rentals: Rental[]): Promise<CalendarItem[]> {
    const response = await calendar(`?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    const ids = new Set(rentals.map((rental) => rental.id));
    return (response.body.items as CalendarItem[]).filter((item) => ids.has(item.id));
  }

  describe('GET /api/staff/calendar', () => {
    it('returns only the rentals overlapping the range, not cancelled ones, ordered by start date then id', async () => {
      const vehicle = await makeVehicle(t.dataSource, { make: 'Perodua', model: 'Myvi', plateIdentifier: 'WXY' });
      const from = daysFromToday(100);
      const to = daysFromToday(130);
      const rent = (startDate: string, endDate: string, status: Rental['status'] = 'active') =>
        makeRental(t.dataSource, customer, vehicle, { startDate, endDate, status });

      const endsDayBefore = await rent(daysFromToday(95), daysFromToday(99));
      const startsDayAfter = await rent(daysFromToday(131), daysFromToday(133));
      const spanning = await rent(daysFromToday(97), daysFromToday(135), 'awaiting_agreement');
      const endsOnFrom = await rent(daysFromToday(98), from);
      const startsOnTo = await rent(to, daysFromToday(134), 'approved');
      const cancelled = await rent(daysFromToday(110), daysFromToday(112), 'cancelled');
      const completed = await rent(daysFromToday(110), daysFromToday(112), 'completed');
      const extension = await rent(daysFromToday(105), daysFromToday(106), 'extension-requested');
      const all = [endsDayBefore, startsDayAfter, spanning, endsOnFrom, startsOnTo, cancelled, completed, extension];

      const items = await itemsFor(from, to, all);
      expect(items.map((item) => item.id)).toEqual([spanning.id, endsOnFrom.id, extension.id, completed.id, startsOnTo.id]);
      expect(items.find((item) => item.id === spanning.id)).toEqual({
        id: spanning.id,
        vehicleId: vehicle.id,
        vehicle: 'Perodua Myvi - WXY',
        customerId: customer.id,
        customerName: 'Siti Nurhaliza binti Tarudin',
        startDate: daysFromToday(97),
        endDate: daysFromToday(135),
        status: 'awaiting_agreement',
      });
      expect(items.find((item) => item.id === completed.id)?.status).toBe('completed');

      // The whole answer (other tests' rentals included) is in start date, then id, order and never cancelled.
      const response = await calendar(`?from=${from}&to=${to}`);
      const every = response.body.items as CalendarItem[];
      const sorted = [...every].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
      expect(every.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
      expect(every.some((item) => item.status === 'cancelled')).toBe(false);
      expect(every.every((item) => item.startDate <= to && item.endDate >= from)).toBe(true);

      // A one-day window on the day before `from` holds the rental that ended then.
      expect((await itemsFor(daysFromToday(99), daysFromToday(99), all)).map((item) => item.id)).toEqual([
        endsDayBefore.id,
        spanning.id,
        endsOnFrom.id,
      ]);
    });

    it("shows the rental's own vehicle name once the vehicle record is gone, and 'Unknown' for a missing customer", async () => {
      const vehicle = await makeVehicle(t.dataSource);
      const noVehicle = await makeRental(
        t.dataSource,
        customer,
        vehicle,
        { startDate: daysFromToday(140), endDate: daysFromToday(141) },
        { vehicleId: null, vehicle: 'Proton Saga (sold)' },
      );
      const orphanId = await insertRentalWithoutCustomer(vehicle, daysFromToday(140), daysFromToday(142));
      try {
        const items = await itemsFor(daysFromToday(138), daysFromToday(150), [noVehicle, { id: orphanId } as Rental]);
        expect(items.find((item) => item.id === noVehicle.id)).toMatchObject({
          vehicleId: null,
          vehicle: 'Proton Saga (sold)',
          customerName: 'Siti Nurhaliza binti Tarudin',
        });
        expect(items.find((item) => item.id === orphanId)).toMatchObject({
          customerId: MISSING_ID,
          customerName: 'Unknown',
          vehicle: 'Perodua Myvi - WXY',
        });
      } finally {
        await t.dataSource.getRepository(Rental).delete(orphanId);
      }
    });

    it('lists the active vehicles only, by id, with their display names', async () => {
      const active = await makeVehicle(t.dataSource, { make: 'Honda', model: 'City', plateIdentifier: 'VBN' });
      const inactive = await makeVehicle(t.dataSource, { isActive: false });
      const noMake = await makeVehicle(t.dataSource, { make: '', model: '', name: `Van ${Date.now()}` });
      const response = await calendar(`?from=${daysFromToday(0)}&to=${daysFromToday(30)}`);
      expect(response.status).toBe(200);
      const vehicles = response.body.vehicles as Array<{ id: number; displayName: string }>;
      const ids = vehicles.map((vehicle) => vehicle.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).not.toContain(inactive.id);
      expect(vehicles.find((vehicle) => vehicle.id === active.id)).toEqual({ id: active.id, displayName: 'Honda City - VBN' });
      expect(vehicles.find((vehicle) => vehicle.id === noMake.id)).toEqual({ id: noMake.id, displayName: noMake.name });
      const activeCount = await t.dataSource.getRepository(Vehicle).countBy({ isActive: true });
      expect(vehicles).toHaveLength(activeCount);
    });

    it('answers JSON with an ETag, and 304 when the month has not changed since', async () => {
      const path = `/api/staff/calendar?from=${daysFromToday(70)}&to=${daysFromToday(80)}`;
      // identity: superagent asks for gzip, and a long month would come compressed, without a length.
      const first = await auth(request(t.server).get(path).set('Accept-Encoding', 'identity')).expect(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
      expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(first.body)));
      const again = await auth(request(t.server).get(path).set('If-None-Match', first.headers.etag));
      expect(again.status).toBe(304);
      await makeVehicle(t.dataSource);
      const changed = await auth(request(t.server).get(path).set('If-None-Match', first.headers.etag));
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    });

    it('accepts a range of exactly 62 days', async () => {
      const response = await calendar('?from=2026-12-01&to=2027-02-01');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: expect.any(Array), vehicles: expect.any(Array), blocks: expect.any(Array) });
    });

    it.each([
      ['', 'from and to must be dates (YYYY-MM-DD)'],
      ['?from=2026-12-01', 'from and to must be dates (YYYY-MM-DD)'],
      ['?to=2026-12-01', 'from and to must be dates (YYYY-MM-DD)'],
      ['?from=2026-02-30&to=2026-03-10', 'from and to must be dates (YYYY-MM-DD)'],
      ['?from=2026-12-01&to=31/12/2026', 'from and to must be dates (YYYY-MM-DD)'],
      ['?from=2026-12-01&from=2026-12-02&to=2026-12-31', 'from and to must be dates (YYYY-MM-DD)'],
      ['?from=2026-12-02&to=2026-12-01', 'to cannot be before from'],
      ['?from=2026-12-01&to=2027-02-02', 'The range can be at most 62 days'],
      ['?from=2000-01-01&to=2099-12-31', 'The range can be at most 62 days'],
      ['?from=2026-12-01&to=2026-12-31&vehicleId=1', 'property vehicleId should not exist'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await calendar(query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(messageOf(response)).toContain(message);
    });

    it('needs a signed-in staff member: 401 without a token, 403 for a customer', async () => {
      expect((await request(t.server).get('/api/staff/calendar?from=2026-12-01&to=2026-12-31')).status).toBe(401);
      const asCustomer = await request(t.server)
        .get('/api/staff/calendar?from=2026-12-01&to=2026-12-31')
        .set('Authorization', `Bearer ${customerToken}`);
      expect(asCustomer.status).toBe(403);
    });
  });

  describe('POST /api/staff/bookings/manual', () => {
    let vehicle: Vehicle;
    const valid = () => ({
      customerId: customer.id,
      vehicleId: vehicle.id,
      startDate: daysFromToday(10),
      endDate: daysFromToday(13),
      pickupTime: '09:00',
      returnTime: '18:00',
      rentalPerDay: '100',
      deposit: '200',
      notes: '',
    });

    beforeAll(async () => {
      vehicle = await makeVehicle(t.dataSource, {
        make: 'Perodua',
        model: 'Axia',
        plateIdentifier: 'JKL',
        color: 'Silver',
        mileageLimit: 250,
      });
    });

    it('prices at the manual booking defaults (RM 100 a day, RM 200 deposit, 09:00 to 18:00) when staff leave them out', async () => {
      const own = await makeVehicle(t.dataSource);
      const response = await book({ customerId: customer.id, vehicleId: own.id, startDate: daysFromToday(30), endDate: daysFromToday(32) });
      expect(response.status).toBe(201);
      expect(response.body.rental).toMatchObject({
        rentalPerDay: '100.00',
        deposit: '200.00',
        totalDays: 2,
        grandTotal: '400.00',
        pickupTime: '09:00',
        returnTime: '18:00',
      });
      expect(
        (
          await book({
            customerId: customer.id,
            vehicleId: own.id,
            startDate: daysFromToday(40),
            endDate: daysFromToday(41),
            deposit: null,
          })
        ).status,
      ).toBe(400);
    });

    it('creates the rental awaiting its agreement, priced in RM from the amounts given, with a staff log', async () => {
      const own = await makeVehicle(t.dataSource, {
        make: 'Toyota',
        model: 'Vios',
        plateIdentifier: 'ABC',
        color: 'Red',
        mileageLimit: 300,
      });
      const response = await book({
        customerId: String(customer.id),
        vehicleId: own.id,
        startDate: daysFromToday(20),
        endDate: daysFromToday(23),
        rentalPerDay: '150.5',
        deposit: 250,
        notes: '  Walk-in, deposit paid in cash  ',
      });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Booking created');
      expect(response.body.rental).toEqual(
        expect.objectContaining({
          customerId: customer.id,
          customerName: 'Siti Nurhaliza binti Tarudin',
          vehicleId: own.id,
          vehicle: own.name,
          color: 'Red',
          mileageLimit: 300,
          startDate: daysFromToday(20),
          endDate: daysFromToday(23),
          pickupTime: '09:00',
          returnTime: '18:00',
          totalDays: 3,
          rentalPerDay: '150.50',
          deposit: '250.00',
          discount: '0.00',
          grandTotal: '701.50',
          status: 'awaiting_agreement',
          agreementReady: false,
        }),
      );
      const rentalId: number = response.body.rental.id;

      const listed = await auth(request(t.server).get('/api/staff/rentals?filter=3days&status=awaiting_agreement&limit=100'));
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((item: { id: number }) => item.id)).toContain(rentalId);

      const items = await itemsFor(daysFromToday(15), daysFromToday(25), [{ id: rentalId } as Rental]);
      expect(items).toEqual([
        {
          id: rentalId,
          vehicleId: own.id,
          vehicle: 'Toyota Vios - ABC',
          customerId: customer.id,
          customerName: 'Siti Nurhaliza binti Tarudin',
          startDate: daysFromToday(20),
          endDate: daysFromToday(23),
          status: 'awaiting_agreement',
        },
      ]);

      const logs = await t.dataSource.getRepository(StaffLog).findBy({ targetType: 'rental', targetId: String(rentalId) });
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ staffId: staff.id, staffUsername: staff.username, action: 'manual_booking_created' });
      expect(logs[0].details).toMatchObject({
        customerId: customer.id,
        vehicleId: own.id,
        startDate: daysFromToday(20),
        endDate: daysFromToday(23),
        rentalPerDay: '150.50',
        deposit: '250.00',
        grandTotal: '701.50',
        notes: 'Walk-in, deposit paid in cash',
      });
    });

    it('keeps the times given and counts a same-day rental as one day', async () => {
      const own = await makeVehicle(t.dataSource);
      const response = await book({
        ...valid(),
        vehicleId: own.id,
        startDate: daysFromToday(0),
        endDate: daysFromToday(0),
        pickupTime: '07:30',
        returnTime: '23:59',
        rentalPerDay: 99.99,
        deposit: '0',
      });
      expect(response.status).toBe(201);
      expect(response.body.rental).toMatchObject({
        pickupTime: '07:30',
        returnTime: '23:59',
        totalDays: 1,
        rentalPerDay: '99.99',
        deposit: '0.00',
        grandTotal: '99.99',
      });
    });

    it.each<[string, (body: Record<string, unknown>) => void, string]>([
      ['a missing start date', (body) => delete body.startDate, 'Start date is required'],
      ['a missing end date', (body) => delete body.endDate, 'End date is required'],
      ['an impossible start date', (body) => (body.startDate = '2027-02-29'), 'Start date must be a date as YYYY-MM-DD'],
      ['a start date in the past', (body) => (body.startDate = daysFromToday(-1)), 'Start date cannot be in the past'],
      ['an end before the start', (body) => (body.endDate = daysFromToday(9)), 'End date cannot be before the start date'],
      [
        'a start more than 365 days ahead',
        (body) => ((body.startDate = daysFromToday(366)), (body.endDate = daysFromToday(367))),
        'Bookings can start at most 365 days from today',
      ],
      ['pickup at 25:00', (body) => (body.pickupTime = '25:00'), 'Pickup time must be a time such as 09:00'],
      ['pickup at 9:00', (body) => (body.pickupTime = '9:00'), 'Pickup time must be a time such as 09:00'],
      ['a null pickup time', (body) => (body.pickupTime = null), 'Pickup time must be a time such as 09:00'],
      ['return at 18:60', (body) => (body.returnTime = '18:60'), 'Return time must be a time such as 18:00'],
      ['a negative rate', (body) => (body.rentalPerDay = -5), 'Rental per day must be an amount such as 100.00'],
      ['a negative rate as text', (body) => (body.rentalPerDay = '-5.00'), 'Rental per day must be an amount such as 100.00'],
      ['a rate with 3 decimals', (body) => (body.rentalPerDay = '100.005'), 'Rental per day must be an amount such as 100.00'],
      ['a null rate', (body) => (body.rentalPerDay = null), 'Rental per day must be an amount such as 100.00'],
      ['a deposit with 3 decimals', (body) => (body.deposit = 10.125), 'Deposit must be an amount such as 200.00'],
      ['a negative deposit', (body) => (body.deposit = '-1'), 'Deposit must be an amount such as 200.00'],
      ['a deposit over RM 999,999.99', (body) => (body.deposit = '1000000'), 'Amounts can be at most RM 999,999.99'],
      ['no customer', (body) => (body.customerId = 0), 'Please choose a customer'],
      ['a customer id that is not a number', (body) => (body.customerId = '1e3'), 'Please choose a customer'],
      ['no vehicle', (body) => delete body.vehicleId, 'Please choose a vehicle'],
      ['notes over 1000 characters', (body) => (body.notes = 'x'.repeat(1001)), 'Notes can be at most 1000 characters'],
      ['an unknown field', (body) => (body.discount = '50'), 'property discount should not exist'],
      ['a grand total sent by the client', (body) => (body.grandTotal = '1.00'), 'property grandTotal should not exist'],
    ])('refuses %s with 400', async (_name, change, message) => {
      const body: Record<string, unknown> = valid();
      change(body);
      const response = await book(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(messageOf(response)).toContain(message);
      await expect(rentalsOf(vehicle)).resolves.toHaveLength(0);
    });

    it('404 for a customer or vehicle that does not exist, and for an inactive vehicle', async () => {
      const noCustomer = await book({ ...valid(), customerId: MISSING_ID });
      expect(noCustomer.status).toBe(404);
      expect(noCustomer.body.message).toBe('Customer not found');
      const noVehicle = await book({ ...valid(), vehicleId: MISSING_ID });
      expect(noVehicle.status).toBe(404);
      expect(noVehicle.body.message).toBe('Vehicle not found');
      const inactive = await makeVehicle(t.dataSource, { isActive: false });
      const inactiveResponse = await book({ ...valid(), vehicleId: inactive.id });
      expect(inactiveResponse.status).toBe(404);
      expect(inactiveResponse.body.message).toBe('Vehicle not found');
      await expect(rentalsOf(inactive)).resolves.toHaveLength(0);
    });

    it('409 for a blacklisted customer', async () => {
      const blacklisted = await makeCustomer(t.dataSource, { status: 'blacklisted' });
      const response = await book({ ...valid(), customerId: blacklisted.id });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This customer is blacklisted');
    });

    it('409 when the dates overlap a rental of that vehicle (touching days included); cancelled and completed ones free their dates', async () => {
      const own = await makeVehicle(t.dataSource);
      await makeRental(t.dataSource, customer, own, { startDate: daysFromToday(30), endDate: daysFromToday(33), status: 'approved' });
      await makeRental(t.dataSource, customer, own, { startDate: daysFromToday(40), endDate: daysFromToday(45), status: 'cancelled' });
      await makeRental(t.dataSource, customer, own, { startDate: daysFromToday(50), endDate: daysFromToday(55), status: 'completed' });

      for (const [startDate, endDate] of [
        [daysFromToday(31), daysFromToday(32)],
        [daysFromToday(28), daysFromToday(30)],
        [daysFromToday(33), daysFromToday(36)],
        [daysFromToday(25), daysFromToday(38)],
      ]) {
        const response = await book({ ...valid(), vehicleId: own.id, startDate, endDate });
        expect(response.status).toBe(409);
        expect(response.body.message).toBe('This vehicle is already booked for those dates');
      }
      await expect(rentalsOf(own)).resolves.toHaveLength(3);

      expect((await book({ ...valid(), vehicleId: own.id, startDate: daysFromToday(41), endDate: daysFromToday(44) })).status).toBe(201);
      expect((await book({ ...valid(), vehicleId: own.id, startDate: daysFromToday(50), endDate: daysFromToday(52) })).status).toBe(201);
      expect((await book({ ...valid(), vehicleId: own.id, startDate: daysFromToday(34), endDate: daysFromToday(35) })).status).toBe(201);
    });

    it('20 parallel manual bookings of one vehicle on overlapping dates: exactly one succeeds', async () => {
      const own = await makeVehicle(t.dataSource);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          book({ ...valid(), vehicleId: own.id, startDate: daysFromToday(60 + (index % 3)), endDate: daysFromToday(64) }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const rentals = await rentalsOf(own);
      expect(rentals).toHaveLength(1);
      const winner = responses.find((response) => response.status === 201);
      expect(rentals[0].id).toBe(winner?.body.rental.id);
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'manual_booking_created', targetId: String(rentals[0].id) }),
      ).resolves.toBe(1);
    });

    it('shows a new booking on a month that was just read (the month is reused only until the next write)', async () => {
      const own = await makeVehicle(t.dataSource);
      const range = `/api/staff/calendar?from=${daysFromToday(50)}&to=${daysFromToday(60)}`;
      const before = await auth(request(t.server).get(range)).expect(200);
      expect(before.body.items.some((item: { vehicleId: number }) => item.vehicleId === own.id)).toBe(false);
      expect(before.body.vehicles.some((entry: { id: number }) => entry.id === own.id)).toBe(true);
      const booked = await book({ ...valid(), vehicleId: own.id, startDate: daysFromToday(52), endDate: daysFromToday(53) });
      expect(booked.status).toBe(201);
      const after = await auth(request(t.server).get(range)).expect(200);
      expect(after.body.items.filter((item: { vehicleId: number }) => item.vehicleId === own.id)).toEqual([
        expect.objectContaining({
          id: booked.body.rental.id,
          startDate: daysFromToday(52),
          endDate: daysFromToday(53),
          status: 'awaiting_agreement',
        }),
      ]);
    });

    it('needs a signed-in staff member: 401 without a token, 403 for a customer', async () => {
      expect((await request(t.server).post('/api/staff/bookings/manual').send(valid())).status).toBe(401);
      const asCustomer = await request(t.server)
        .post('/api/staff/bookings/manual')
        .set('Authorization', `Bearer ${customerToken}`)
        .send(valid());
      expect(asCustomer.status).toBe(403);
      await expect(rentalsOf(vehicle)).resolves.toHaveLength(0);
    });
  });

  /**
   * A rental whose customer row is gone. The foreign key forbids that, so it is switched off for
   * this one insert: on MySQL for one connection, on SQLite (one connection) around the insert.
   */
  async function insertRentalWithoutCustomer(vehicle: Vehicle, startDate: string, endDate: string): Promise<number> {
    const values = {
      customerId: MISSING_ID,
      vehicleId: vehicle.id,
      vehicle: vehicle.name,
      startDate,
      endDate,
      status: 'active' as const,
      totalDays: 2,
      rentalPerDay: '100.00',
      deposit: '200.00',
      grandTotal: '400.00',
    };
    const runner = t.dataSource.createQueryRunner();
    const isMysql = t.dataSource.options.type === 'mysql';
    try {
      await runner.query(isMysql ? 'SET FOREIGN_KEY_CHECKS = 0' : 'PRAGMA foreign_keys = OFF');
      const result = await runner.manager.insert(Rental, values);
      return Number(result.identifiers[0].id);
    } finally {
      await runner.query(isMysql ? 'SET FOREIGN_KEY_CHECKS = 1' : 'PRAGMA foreign_keys = ON');
      await runner.release();
    }
  }
});
