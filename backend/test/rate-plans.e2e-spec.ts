import request from 'supertest';
import { addDays } from '../src/common/dates/date-math';
import { Season } from '../src/pricing/entities/season.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { daysFromToday, nextWeekday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

describe('Rate plans: seasons, add-ons, delivery zones and the weekend (API)', () => {
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;
  let car: Vehicle;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    car = await makeVehicle(t.dataSource, { category: 'MPV', dailyRate: '200.00', weekendRate: '250.00', deposit: '0.00' });
  });

  afterAll(() => t.close());

  const asAdmin = (method: 'post' | 'put' | 'delete' | 'get', path: string, body?: object) => {
    const call = request(t.server)[method](path).set('Authorization', `Bearer ${adminToken}`);
    return body ? call.send(body) : call;
  };
  const season = (overrides: Record<string, unknown> = {}) => ({
    nameEn: 'School holidays',
    nameMs: 'Cuti sekolah',
    startDate: daysFromToday(100),
    endDate: daysFromToday(109),
    adjustment: 'percent',
    percent: 25,
    minDays: 2,
    reach: 'category',
    category: 'MPV',
    ...overrides,
  });
  const logs = (targetType: string) => t.dataSource.getRepository(StaffLog).countBy({ action: 'rate_plans_updated', targetType });

  it('adds a season, refuses one over the same cars on any shared day, and allows one of another reach', async () => {
    const created = await asAdmin('post', '/api/admin/seasons', season());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nameEn: 'School holidays',
      reach: 'category',
      category: 'MPV',
      percent: 25,
      rate: null,
      vehicleId: null,
    });

    // Its last day is the other's first: they overlap.
    const overlapping = await asAdmin('post', '/api/admin/seasons', season({ startDate: daysFromToday(109), endDate: daysFromToday(112) }));
    expect(overlapping.status).toBe(400);
    expect(overlapping.body).toMatchObject({
      code: 'SEASON_OVERLAPS',
      message: `This season overlaps School holidays (${daysFromToday(100)} to ${daysFromToday(109)}) for the same cars: change the dates or the cars it covers`,
    });
    // The day after is free; so is the same span for one car (the car's season wins on it).
    expect(
      (await asAdmin('post', '/api/admin/seasons', season({ startDate: daysFromToday(110), endDate: daysFromToday(111) }))).status,
    ).toBe(201);
    const forOneCar = await asAdmin(
      'post',
      '/api/admin/seasons',
      season({ reach: 'vehicle', vehicleId: car.id, category: undefined, adjustment: 'rate', rate: '300', percent: undefined }),
    );
    expect(forOneCar.status).toBe(201);
    expect(forOneCar.body).toMatchObject({ reach: 'vehicle', vehicleId: car.id, category: null, rate: '300.00', percent: null });
    // An edit may keep its own dates; it still may not run into another's.
    const edited = await asAdmin('put', `/api/admin/seasons/${created.body.id}`, season({ percent: 30 }));
    expect(edited.body).toMatchObject({ percent: 30 });
    const pushed = await asAdmin('put', `/api/admin/seasons/${created.body.id}`, season({ endDate: daysFromToday(110) }));
    expect(pushed.body.code).toBe('SEASON_OVERLAPS');
    await expect(logs('season')).resolves.toBe(4);
  });

  it('prices a quote with the season the admin just added, and stops doing so once it is removed', async () => {
    const monday = nextWeekday(1, 150);
    const quote = () =>
      request(t.server)
        .post('/api/quotes')
        .send({ vehicleId: car.id, startDate: monday, endDate: addDays(monday, 1) });
    expect((await quote()).body.total).toBe('200.00');
    const added = await asAdmin(
      'post',
      '/api/admin/seasons',
      season({ startDate: monday, endDate: monday, reach: 'all', category: undefined, percent: 50, minDays: 1 }),
    );
    expect((await quote()).body.total).toBe('300.00');
    const removed = await asAdmin('delete', `/api/admin/seasons/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.seasons.map((one: { id: number }) => one.id)).not.toContain(added.body.id);
    expect((await quote()).body.total).toBe('200.00');
    expect((await asAdmin('delete', `/api/admin/seasons/${added.body.id}`)).status).toBe(404);
  });

  it('lets exactly one of ten admins racing to add overlapping seasons succeed', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        asAdmin(
          'post',
          '/api/admin/seasons',
          season({ nameEn: `Race ${index}`, startDate: daysFromToday(200 + (index % 3)), endDate: daysFromToday(205) }),
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array<number>(9).fill(400)]);
    await expect(t.dataSource.getRepository(Season).countBy({ category: 'MPV', endDate: daysFromToday(205) })).resolves.toBe(1);
  });

  it('refuses a bad season with a clear 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [season({ startDate: daysFromToday(60), endDate: daysFromToday(59) }), 'SEASON_DATES_REVERSED'],
      [season({ percent: -91 }), 'VALIDATION_FAILED'],
      [season({ percent: 501 }), 'VALIDATION_FAILED'],
      [season({ percent: 12.5 }), 'VALIDATION_FAILED'],
      [season({ adjustment: 'rate', rate: '-1.00', percent: undefined }), 'VALIDATION_FAILED'],
      [season({ adjustment: 'rate', rate: '1000000.00', percent: undefined }), 'VALIDATION_FAILED'],
      [season({ minDays: 0 }), 'VALIDATION_FAILED'],
      [season({ minDays: 31 }), 'VALIDATION_FAILED'],
      [season({ reach: 'category', category: 'Spaceship' }), 'VALIDATION_FAILED'],
      [season({ reach: 'vehicle', category: undefined, vehicleId: 'abc' }), 'VALIDATION_FAILED'],
      [season({ reach: 'vehicle', category: undefined, vehicleId: 2_147_483_000 }), 'VEHICLE_NOT_FOUND'],
      [season({ nameEn: '' }), 'VALIDATION_FAILED'],
      [season({ nameMs: 'x'.repeat(101) }), 'VALIDATION_FAILED'],
      [season({ startDate: '2027-02-30' }), 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const response = await asAdmin('post', '/api/admin/seasons', body);
      expect({ body, code: (response.body as { code: string }).code }).toEqual({ body, code });
    }
  });

  it('keeps add-ons and delivery zones, offers only the active ones to customers, and bounds their prices', async () => {
    const seatForm = {
      nameEn: 'Child seat',
      nameMs: 'Kerusi kanak-kanak',
      pricing: 'per_day',
      price: '10',
      cap: '50.00',
      taxable: true,
      categories: ['MPV', 'SUV'],
      stock: 3,
      active: true,
    };
    const seat = await asAdmin('post', '/api/admin/add-ons', seatForm);
    expect(seat.status).toBe(201);
    expect(seat.body).toMatchObject({ price: '10.00', cap: '50.00', categories: ['MPV', 'SUV'], stock: 3, active: true });
    const zone = await asAdmin('post', '/api/admin/delivery-zones', {
      nameEn: 'Penang island',
      nameMs: 'Pulau Pinang',
      fee: '60.00',
      active: true,
    });
    expect(zone.status).toBe(201);

    const offered = await request(t.server).get('/api/pricing/catalogue');
    expect(offered.body.addOns.map((one: { id: number }) => one.id)).toContain(seat.body.id);
    expect(offered.body.deliveryZones.map((one: { id: number }) => one.id)).toContain(zone.body.id);

    const retired = await asAdmin('put', `/api/admin/add-ons/${seat.body.id}`, { ...seatForm, price: '12.00', active: false });
    expect(retired.status).toBe(200);
    await asAdmin('put', `/api/admin/delivery-zones/${zone.body.id}`, {
      nameEn: 'Penang island',
      nameMs: 'Pulau Pinang',
      fee: '60.00',
      active: false,
    });
    const after = await request(t.server).get('/api/pricing/catalogue');
    expect(after.body.addOns.map((one: { id: number }) => one.id)).not.toContain(seat.body.id);
    expect(after.body.deliveryZones.map((one: { id: number }) => one.id)).not.toContain(zone.body.id);
    const plans = await asAdmin('get', '/api/admin/rate-plans');
    expect(plans.body.addOns.find((one: { id: number }) => one.id === seat.body.id)).toMatchObject({ price: '12.00', active: false });

    for (const body of [
      { ...seatForm, price: '10000.01' },
      { ...seatForm, cap: '-5.00' },
      { ...seatForm, stock: 1001 },
      { ...seatForm, stock: -1 },
      { ...seatForm, categories: [] },
      { ...seatForm, categories: ['MPV', 'MPV'] },
      { ...seatForm, pricing: 'per_hour' },
    ]) {
      const refused = await asAdmin('put', `/api/admin/add-ons/${seat.body.id}`, body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
    }
    expect((await asAdmin('put', '/api/admin/add-ons/2147483000', seatForm)).status).toBe(404);
    await expect(logs('add_on')).resolves.toBe(2);
    await expect(logs('delivery_zone')).resolves.toBe(2);
  });

  it('moves the weekend: Friday and Saturday for the states that rest then, and a quote follows', async () => {
    const sunday = nextWeekday(0, 160);
    const quote = () =>
      request(t.server)
        .post('/api/quotes')
        .send({ vehicleId: car.id, startDate: sunday, endDate: addDays(sunday, 1) });
    expect((await quote()).body.lines[0]).toMatchObject({ rate: 'weekend', unitPrice: '250.00' });
    const saved = await asAdmin('put', '/api/admin/weekend', { days: [6, 5] });
    expect(saved.body).toEqual([5, 6]);
    expect((await quote()).body.lines[0]).toMatchObject({ rate: 'daily', unitPrice: '200.00' });
    expect((await request(t.server).get('/api/pricing/catalogue')).body.weekendDays).toEqual([5, 6]);
    for (const days of [[], [7], [1, 1], [0, 1, 2, 3], ['Friday'], 'weekend']) {
      expect((await asAdmin('put', '/api/admin/weekend', { days })).status).toBe(400);
    }
    await asAdmin('put', '/api/admin/weekend', { days: [5, 6, 0] });
  });

  it("lists the next two years' public holidays, the state's own with it, and marks one made into a season", async () => {
    const national = await asAdmin('get', '/api/admin/rate-plans/holidays');
    expect(national.status).toBe(200);
    const raya = (
      national.body as Array<{ key: string; nameMs: string; startDate: string; endDate: string; seasonId: number | null }>
    ).find((holiday) => holiday.nameMs === 'Hari Raya Aidil Fitri');
    if (!raya) throw new Error('no Hari Raya in the next two years');
    expect(raya.endDate > raya.startDate).toBe(true);
    expect(raya.seasonId).toBeNull();
    const made = await asAdmin(
      'post',
      '/api/admin/seasons',
      season({
        nameEn: 'Hari Raya',
        startDate: raya.startDate,
        endDate: raya.endDate,
        reach: 'all',
        category: undefined,
        holidayKey: raya.key,
      }),
    );
    expect(made.status).toBe(201);
    const again = await asAdmin('get', '/api/admin/rate-plans/holidays');
    expect(again.body.find((holiday: { key: string }) => holiday.key === raya.key).seasonId).toBe(made.body.id);

    const selangor = await asAdmin('get', '/api/admin/rate-plans/holidays?state=10');
    expect(selangor.body.length).toBeGreaterThan(national.body.length);
    expect((await asAdmin('get', '/api/admin/rate-plans/holidays?state=99')).status).toBe(400);
  });

  it('answers staff who are not the admin with 403, and no one signed out at all', async () => {
    const asStaff = await request(t.server).post('/api/admin/seasons').set('Authorization', `Bearer ${staffToken}`).send(season());
    expect(asStaff.status).toBe(403);
    expect((await request(t.server).get('/api/admin/rate-plans')).status).toBe(401);
  });
});
