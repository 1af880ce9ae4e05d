import { Workbook } from 'exceljs';
import request from 'supertest';
import { Delivery } from '../src/deliveries/entities/delivery.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

/** Reads a streamed binary response into a Buffer. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

interface DeliveryBody {
  id: number;
  staffId: number | null;
  staffName: string;
  vehicleId: number | null;
  vehicleDelivered: string;
  deliveryTime: string;
  fromLocation: string;
  toLocation: string;
  totalKm: string;
  miscExpense: string;
  createdAt: string;
}

interface DeliveryPage {
  items: DeliveryBody[];
  total: number;
  page: number;
  limit: number;
  totals: { count: number; totalKm: string; miscExpense: string };
}

describe('Deliveries: the staff Deliveries tab (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;
  let otherStaff: StaffMember;
  let customerToken: string;
  let vehicle: Vehicle;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
    otherStaff = (await makeStaff(t.dataSource)).member;
    customerToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
    vehicle = await makeVehicle(t.dataSource, { name: `Myvi ${uniqueSuffix()}`, make: 'Perodua', model: 'Myvi', plateIdentifier: 'WXY' });
  });

  afterAll(() => t.close());

  const as = (token: string | null) => (test: request.Test) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
  const create = (body: object, token: string | null = staffToken) => as(token)(request(t.server).post('/api/staff/deliveries')).send(body);
  const edit = (id: number | string, body: object) => as(staffToken)(request(t.server).patch(`/api/staff/deliveries/${id}`)).send(body);
  const remove = (id: number | string) => as(staffToken)(request(t.server).delete(`/api/staff/deliveries/${id}`));
  const list = (query: string, token: string | null = staffToken) => as(token)(request(t.server).get(`/api/staff/deliveries?${query}`));
  const valid = (overrides: object = {}) => ({
    vehicleId: vehicle.id,
    deliveryTime: '2030-03-10T09:30:00+08:00',
    fromLocation: 'KLIA Terminal 1',
    toLocation: 'Pavilion Kuala Lumpur',
    totalKm: '58.40',
    miscExpense: '12.50',
    ...overrides,
  });
  const created = async (overrides: object = {}): Promise<DeliveryBody> => {
    const response = await create(valid(overrides));
    expect(response.status).toBe(201);
    return response.body as DeliveryBody;
  };

  describe('who may use it', () => {
    it('refuses anonymous callers (401) and customers (403) on every route', async () => {
      const calls = [
        (token: string | null) => list('', token),
        (token: string | null) => create(valid(), token),
        (token: string | null) => as(token)(request(t.server).patch('/api/staff/deliveries/1')).send({ fromLocation: 'x' }),
        (token: string | null) => as(token)(request(t.server).delete('/api/staff/deliveries/1')),
      ];
      for (const call of calls) {
        expect((await call(null)).status).toBe(401);
        expect((await call(customerToken)).status).toBe(403);
      }
      await expect(t.dataSource.getRepository(Delivery).countBy({ fromLocation: 'x' })).resolves.toBe(0);
    });

    it('lets staff and the admin in', async () => {
      const admin = (await makeStaff(t.dataSource, { role: 'admin' })).member;
      const adminToken = await tokenFor(t.app, admin.id, 'admin');
      expect((await list('', staffToken)).status).toBe(200);
      expect((await list('', adminToken)).status).toBe(200);
    });
  });

  describe('recording a delivery', () => {
    it('records the staff member from the token, the vehicle by name and plate, and logs it', async () => {
      const response = await create(
        valid({
          staffId: otherStaff.id,
          staffUsername: otherStaff.username,
          fromLocation: '  KLIA Terminal 1  ',
          totalKm: 58.4,
          miscExpense: 12.5,
        }),
      );
      expect(response.status).toBe(201);
      const body = response.body as DeliveryBody;
      expect(body).toMatchObject({
        staffId: staff.id,
        staffName: staff.username,
        vehicleId: vehicle.id,
        vehicleDelivered: 'Perodua Myvi - WXY',
        deliveryTime: '2030-03-10T01:30:00.000Z',
        fromLocation: 'KLIA Terminal 1',
        toLocation: 'Pavilion Kuala Lumpur',
        totalKm: '58.40',
        miscExpense: '12.50',
      });
      const stored = await t.dataSource.getRepository(Delivery).findOneByOrFail({ id: body.id });
      expect(stored).toMatchObject({
        staffId: staff.id,
        staffName: staff.username,
        vehicleId: vehicle.id,
        totalKm: '58.40',
        miscExpense: '12.50',
      });
      expect(stored.deliveryTime.toISOString()).toBe('2030-03-10T01:30:00.000Z');
      const log = await t.dataSource.getRepository(StaffLog).findOneByOrFail({ action: 'delivery_created', targetId: String(body.id) });
      expect(log).toMatchObject({ staffId: staff.id, staffUsername: staff.username, targetType: 'delivery' });
      expect(log.details).toMatchObject({ vehicle: 'Perodua Myvi - WXY', totalKm: '58.40', miscExpense: '12.50' });
    });

    it("takes the older vehicleDelivered field as a fleet vehicle's exact name, and the expense defaults to 0.00", async () => {
      const response = await create(valid({ vehicleId: undefined, miscExpense: undefined, vehicleDelivered: vehicle.name }));
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ vehicleId: vehicle.id, vehicleDelivered: 'Perodua Myvi - WXY', miscExpense: '0.00' });
    });

    it('refuses a vehicle that is not in the fleet', async () => {
      const byId = await create(valid({ vehicleId: 2_000_000_000 }));
      expect(byId.status).toBe(404);
      expect(byId.body.message).toBe('Vehicle not found');
      const byName = await create(valid({ vehicleId: undefined, vehicleDelivered: 'No Such Car' }));
      expect(byName.status).toBe(404);
      expect(byName.body.message).toBe('Vehicle not found');
      const none = await create(valid({ vehicleId: undefined }));
      expect(none.status).toBe(400);
      expect(none.body.message).toContain('Choose the vehicle');
    });

    it.each([
      ['a negative distance', { totalKm: '-1.00' }, 'totalKm must be 0 or more'],
      ['three decimals', { totalKm: '10.125' }, 'totalKm must be 0 or more'],
      ['a distance beyond the column', { totalKm: '1000000' }, 'totalKm can be at most 999,999.99 km'],
      ['a distance in words', { totalKm: 'ten' }, 'totalKm must be 0 or more'],
      ['a missing distance', { totalKm: undefined }, 'totalKm must be 0 or more'],
      ['a negative expense', { miscExpense: '-5' }, 'miscExpense must be an amount'],
      ['an expense with three decimals', { miscExpense: '1.005' }, 'miscExpense must be an amount'],
      ['a null expense', { miscExpense: null }, 'miscExpense must be an amount'],
      ['a blank from', { fromLocation: '   ' }, 'fromLocation is required'],
      ['a huge to', { toLocation: 'x'.repeat(256) }, 'toLocation can be at most 255 characters'],
      [
        'a huge vehicle name',
        { vehicleId: undefined, vehicleDelivered: 'x'.repeat(256) },
        'vehicleDelivered can be at most 255 characters',
      ],
      ['an unknown field', { driver: 'Ali' }, 'property driver should not exist'],
      ['a date without a time', { deliveryTime: '2030-03-10' }, 'deliveryTime must be a date and time'],
      ['a time without a zone', { deliveryTime: '2030-03-10T09:30:00' }, 'deliveryTime must be a date and time'],
      ['the 30th of February', { deliveryTime: '2030-02-30T09:30:00Z' }, 'deliveryTime must be a date and time'],
      ['a year far away', { deliveryTime: '2150-01-01T09:30:00Z' }, 'deliveryTime must be a date and time'],
      ['a vehicle id with a fraction', { vehicleId: 1.5 }, 'vehicleId must be the id of a fleet vehicle'],
      ['a vehicle id in exponent form', { vehicleId: '1e3' }, 'vehicleId must be the id of a fleet vehicle'],
      ['a huge ignored staff name', { staffUsername: 'x'.repeat(101) }, 'staffId and staffUsername'],
    ])('refuses %s (400)', async (_case, overrides, message) => {
      const before = await t.dataSource.getRepository(Delivery).count();
      const response = await create(valid(overrides));
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
      await expect(t.dataSource.getRepository(Delivery).count()).resolves.toBe(before);
    });
  });

  describe('the list', () => {
    it('filters by Kuala Lumpur days, both included, newest first', async () => {
      // 2031-01-10 23:30 in Kuala Lumpur is 15:30 UTC: still the 10th there.
      const lastEvening = await created({ deliveryTime: '2031-01-10T23:30:00+08:00' });
      const firstMorning = await created({ deliveryTime: '2031-01-09T00:00:00+08:00' });
      const dayBefore = await created({ deliveryTime: '2031-01-08T23:59:59+08:00' });
      const dayAfter = await created({ deliveryTime: '2031-01-11T00:00:00+08:00' });

      const response = await list('from=2031-01-09&to=2031-01-10');
      expect(response.status).toBe(200);
      const page = response.body as DeliveryPage;
      expect(page.items.map((item) => item.id)).toEqual([lastEvening.id, firstMorning.id]);
      expect(page).toMatchObject({ total: 2, page: 1, limit: 20, totals: { count: 2 } });
      const ids = page.items.map((item) => item.id);
      expect(ids).not.toContain(dayBefore.id);
      expect(ids).not.toContain(dayAfter.id);
    });

    it('sums the totals exactly to the sen over the whole range, not only the page', async () => {
      await created({ deliveryTime: '2032-05-01T10:00:00+08:00', totalKm: '0.10', miscExpense: '33.33' });
      await created({ deliveryTime: '2032-05-02T10:00:00+08:00', totalKm: '0.20', miscExpense: '33.33' });
      await created({ deliveryTime: '2032-05-03T10:00:00+08:00', totalKm: '123.45', miscExpense: '33.33' });

      const response = await list('from=2032-05-01&to=2032-05-31&page=1&limit=1');
      expect(response.status).toBe(200);
      const page = response.body as DeliveryPage;
      expect(page.items).toHaveLength(1);
      expect(page.total).toBe(3);
      expect(page.totals).toEqual({ count: 3, totalKm: '123.75', miscExpense: '99.99' });

      const small = (await list('from=2032-05-01&to=2032-05-02')).body as DeliveryPage;
      expect(small.totals).toEqual({ count: 2, totalKm: '0.30', miscExpense: '66.66' });

      const second = (await list('from=2032-05-01&to=2032-05-31&page=2&limit=2')).body as DeliveryPage;
      expect(second.items).toHaveLength(1);
      expect(second.totals.count).toBe(3);
    });

    it('answers an empty range with zero totals', async () => {
      const page = (await list('from=2040-01-01&to=2040-01-31')).body as DeliveryPage;
      expect(page).toEqual({ items: [], total: 0, page: 1, limit: 20, totals: { count: 0, totalKm: '0.00', miscExpense: '0.00' } });
    });

    it.each([
      ['to before from', 'from=2031-01-10&to=2031-01-09', 'to cannot be before from'],
      ['a date that does not exist', 'from=2031-02-30', 'from must be a date as YYYY-MM-DD'],
      ['a date with a time', 'to=2031-02-01T00:00', 'to must be a date as YYYY-MM-DD'],
      ['a page size too large', 'limit=101', 'limit must be at most 100'],
      ['an unknown filter', 'staffId=1', 'property staffId should not exist'],
    ])('refuses %s (400)', async (_case, query, message) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    });
  });

  describe('editing and deleting', () => {
    it('changes only the fields sent, keeps the recording staff member, and logs the change', async () => {
      const delivery = await created({ deliveryTime: '2033-07-01T08:00:00+08:00' });
      const otherCar = await makeVehicle(t.dataSource, { make: 'Proton', model: 'Saga', plateIdentifier: 'BPK' });
      const otherToken = await tokenFor(t.app, otherStaff.id, 'staff');

      const response = await as(otherToken)(request(t.server).patch(`/api/staff/deliveries/${delivery.id}`)).send({
        vehicleId: otherCar.id,
        toLocation: 'Mid Valley Megamall',
        totalKm: '61',
        staffId: 999,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: delivery.id,
        staffId: staff.id,
        staffName: staff.username,
        vehicleId: otherCar.id,
        vehicleDelivered: 'Proton Saga - BPK',
        fromLocation: 'KLIA Terminal 1',
        toLocation: 'Mid Valley Megamall',
        totalKm: '61.00',
        miscExpense: '12.50',
        deliveryTime: '2033-07-01T00:00:00.000Z',
      });
      const log = await t.dataSource.getRepository(StaffLog).findOneByOrFail({ action: 'delivery_updated', targetId: String(delivery.id) });
      expect(log).toMatchObject({ staffId: otherStaff.id, targetType: 'delivery' });
      expect(log.details).toMatchObject({ toLocation: 'Mid Valley Megamall', totalKm: '61.00', vehicleDelivered: 'Proton Saga - BPK' });
    });

    it('refuses bad edits (400) and unknown deliveries (404)', async () => {
      const delivery = await created({ deliveryTime: '2033-07-02T08:00:00+08:00' });
      for (const body of [
        { totalKm: '-1' },
        { totalKm: '1.234' },
        { fromLocation: null },
        { fromLocation: '' },
        { vehicleId: null },
        { notes: 'x' },
      ]) {
        const response = await edit(delivery.id, body);
        expect(response.status).toBe(400);
      }
      expect((await edit(delivery.id, { vehicleId: 2_000_000_000 })).status).toBe(404);
      await expect(t.dataSource.getRepository(Delivery).findOneByOrFail({ id: delivery.id })).resolves.toMatchObject({
        totalKm: '58.40',
        fromLocation: 'KLIA Terminal 1',
      });

      const missing = await edit(2_000_000_000, { fromLocation: 'Somewhere' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Delivery not found');
      for (const id of ['1.5', '1e3', 'abc', '0', '-1', '2147483648']) {
        expect((await edit(id, { fromLocation: 'Somewhere' })).status).toBe(400);
        expect((await remove(id)).status).toBe(400);
      }
    });

    it('deletes once, logs it, and answers 404 the second time', async () => {
      const delivery = await created({ deliveryTime: '2033-07-03T08:00:00+08:00' });
      const first = await remove(delivery.id);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true });
      await expect(t.dataSource.getRepository(Delivery).existsBy({ id: delivery.id })).resolves.toBe(false);
      const log = await t.dataSource.getRepository(StaffLog).findOneByOrFail({ action: 'delivery_deleted', targetId: String(delivery.id) });
      expect(log).toMatchObject({ staffId: staff.id, targetType: 'delivery' });
      expect(log.details).toMatchObject({ fromLocation: 'KLIA Terminal 1', totalKm: '58.40' });
      const again = await remove(delivery.id);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Delivery not found');
    });

    it('keeps the record readable when its vehicle is deleted', async () => {
      const car = await makeVehicle(t.dataSource, { make: 'Honda', model: 'City', plateIdentifier: 'PNG' });
      const delivery = await created({ vehicleId: car.id, deliveryTime: '2033-07-04T08:00:00+08:00' });
      await t.dataSource.getRepository(Vehicle).delete({ id: car.id });
      const page = (await list('from=2033-07-04&to=2033-07-04')).body as DeliveryPage;
      expect(page.items.find((item) => item.id === delivery.id)).toMatchObject({ vehicleId: null, vehicleDelivered: 'Honda City - PNG' });
    });
  });

  it('exports the deliveries in the Excel workbook', async () => {
    const delivery = await created({
      deliveryTime: '2034-02-14T23:30:00+08:00',
      fromLocation: `Export ${uniqueSuffix()}`,
      totalKm: '42.25',
    });
    const response = await as(staffToken)(request(t.server).get('/api/staff/export/customers.xlsx')).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.getWorksheet('Deliveries');
    expect(sheet).toBeDefined();
    expect(sheet!.getRow(1).values).toEqual(
      expect.arrayContaining(['ID', 'Staff', 'Vehicle', 'Delivery time', 'From', 'To', 'Total km', 'Misc expense (RM)']),
    );
    const row = sheet!.getRows(2, sheet!.rowCount)!.find((candidate) => candidate.getCell(1).value === delivery.id);
    expect(row).toBeDefined();
    expect(row!.getCell(3).value).toBe(staff.username);
    expect(row!.getCell(5).value).toBe('Perodua Myvi - WXY');
    // The Kuala Lumpur wall clock: 23:30 on the 14th, not 15:30 UTC.
    expect((row!.getCell(6).value as Date).toISOString().slice(0, 16)).toBe('2034-02-14T23:30');
    expect(row!.getCell(7).value).toBe(delivery.fromLocation);
    expect(row!.getCell(9).value).toBe(42.25);
    expect(row!.getCell(10).value).toBe(12.5);
  });
});
