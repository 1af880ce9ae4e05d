import request from 'supertest';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { addDays } from '../src/common/dates/date-math';
import { daysFromToday, nextWeekday } from './factories/dates';
import { makeAddOn, makeDeliveryZone, makeSeason } from './factories/pricing.factory';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

interface QuoteBody {
  totalDays: number;
  chargedDays: number;
  lines: Array<Record<string, unknown> & { kind: string; amount: string }>;
  daysTotal: string;
  addOnsTotal: string;
  deliveryFee: string;
  discount: string;
  addedTax: string;
  deposit: string;
  total: string;
  shortOfMinimum: { nameEn: string; minDays: number } | null;
}

const sen = (amount: string) => Math.round(Number(amount) * 100);

describe('Quotes: the price a visitor sees before asking (API)', () => {
  let t: TestApp;
  let car: Vehicle;
  // A Thursday a month or so away: the weekend starts the day after.
  const thursday = nextWeekday(4, 30);

  beforeAll(async () => {
    t = await createTestApp();
    car = await makeVehicle(t.dataSource, {
      category: 'Sedan',
      dailyRate: '150.00',
      weekendRate: '180.00',
      weeklyRate: '120.00',
      monthlyRate: null,
      deposit: '200.00',
    });
  });

  afterAll(() => t.close());

  const quote = (body: Record<string, unknown>) =>
    request(t.server)
      .post('/api/quotes')
      .send({ vehicleId: car.id, ...body });

  it('prices a weekday and three weekend days, each group a line with its reason, the total their sum', async () => {
    const response = await quote({ startDate: thursday, endDate: addDays(thursday, 4) });
    expect(response.status).toBe(200);
    const body = response.body as QuoteBody;
    expect(body.lines).toEqual([
      { kind: 'days', amount: '150.00', rate: 'daily', season: null, days: 1, unitPrice: '150.00' },
      { kind: 'days', amount: '540.00', rate: 'weekend', season: null, days: 3, unitPrice: '180.00' },
      { kind: 'deposit', amount: '200.00' },
    ]);
    expect(body).toMatchObject({ totalDays: 4, chargedDays: 4, daysTotal: '690.00', total: '890.00', shortOfMinimum: null });
  });

  it('charges a season from its first day to its last, and explains its minimum days', async () => {
    const raya = await makeSeason(t.dataSource, {
      startDate: addDays(thursday, 14),
      endDate: addDays(thursday, 15),
      percent: 40,
      minDays: 3,
    });
    // Wednesday to Saturday: the Wednesday, then the season's Thursday and Friday (+40% on 150 and 180), then Saturday.
    const across = (await quote({ startDate: addDays(thursday, 13), endDate: addDays(thursday, 17) })).body as QuoteBody;
    expect(across.lines.filter((line) => line.kind === 'days')).toEqual([
      { kind: 'days', amount: '150.00', rate: 'daily', season: null, days: 1, unitPrice: '150.00' },
      expect.objectContaining({
        rate: 'daily',
        days: 1,
        unitPrice: '210.00',
        season: expect.objectContaining({ id: raya.id, percent: 40 }),
      }),
      expect.objectContaining({ rate: 'weekend', days: 1, unitPrice: '252.00', season: expect.objectContaining({ id: raya.id }) }),
      { kind: 'days', amount: '180.00', rate: 'weekend', season: null, days: 1, unitPrice: '180.00' },
    ]);
    expect(across.shortOfMinimum).toBeNull();

    const short = (await quote({ startDate: addDays(thursday, 14), endDate: addDays(thursday, 16) })).body as QuoteBody;
    expect(short.shortOfMinimum).toEqual({ seasonId: raya.id, nameEn: 'Hari Raya Aidilfitri', nameMs: 'Hari Raya Aidilfitri', minDays: 3 });
  });

  it('prices a week at the weekly tier, with capped add-ons and the delivery fee', async () => {
    const seat = await makeAddOn(t.dataSource, { priceSen: 1_000, capSen: 5_000, stock: 3 });
    const driver = await makeAddOn(t.dataSource, {
      nameEn: 'Additional driver',
      pricing: 'per_rental',
      priceSen: 3_000,
      capSen: null,
      stock: null,
    });
    const zone = await makeDeliveryZone(t.dataSource, { feeSen: 4_000 });
    const body = (
      await quote({
        startDate: addDays(thursday, 35),
        endDate: addDays(thursday, 42),
        addOns: [
          { addOnId: seat.id, quantity: 2 },
          { addOnId: driver.id, quantity: 1 },
        ],
        deliveryZoneId: zone.id,
      })
    ).body as QuoteBody;
    expect(body.lines.filter((line) => line.kind === 'days')).toEqual([
      { kind: 'days', amount: '840.00', rate: 'weekly', season: null, days: 7, unitPrice: '120.00' },
    ]);
    expect(
      body.lines.filter((line) => line.kind === 'add_on').map((line) => [line.nameEn, line.quantity, line.capped, line.amount]),
    ).toEqual([
      ['Child seat', 2, true, '100.00'],
      ['Additional driver', 1, false, '30.00'],
    ]);
    expect(body).toMatchObject({ addOnsTotal: '130.00', deliveryFee: '40.00', total: '1210.00' });
    const sum = body.lines.reduce((total, line) => total + (line.kind === 'discount' ? -sen(line.amount) : sen(line.amount)), 0);
    expect(sum).toBe(sen(body.total));
  });

  it('refuses bad input with a clear 400 (or 404 for a car not in the fleet)', async () => {
    const seat = await makeAddOn(t.dataSource, { stock: 3 });
    const vansOnly = await makeAddOn(t.dataSource, { nameEn: 'Roof box', categories: ['Van'] });
    const closed = await makeDeliveryZone(t.dataSource, { active: false });
    const dates = { startDate: addDays(thursday, 50), endDate: addDays(thursday, 52) };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        {
          ...dates,
          addOns: [
            { addOnId: seat.id, quantity: 1 },
            { addOnId: seat.id, quantity: 1 },
          ],
        },
        400,
        'ADD_ON_TWICE',
      ],
      [{ ...dates, addOns: [{ addOnId: seat.id, quantity: 4 }] }, 400, 'ADD_ON_BEYOND_STOCK'],
      [{ ...dates, addOns: [{ addOnId: seat.id, quantity: 11 }] }, 400, 'VALIDATION_FAILED'],
      [{ ...dates, addOns: [{ addOnId: seat.id, quantity: 0 }] }, 400, 'VALIDATION_FAILED'],
      [{ ...dates, addOns: [{ addOnId: vansOnly.id, quantity: 1 }] }, 400, 'ADD_ON_NOT_OFFERED'],
      [{ ...dates, addOns: 'seat' }, 400, 'VALIDATION_FAILED'],
      [{ ...dates, addOns: [42] }, 400, 'VALIDATION_FAILED'],
      [{ ...dates, deliveryZoneId: closed.id }, 400, 'DELIVERY_ZONE_NOT_FOUND'],
      [{ startDate: daysFromToday(1), endDate: daysFromToday(3650) }, 400, 'BOOKING_TOO_LONG'],
      [{ startDate: daysFromToday(3650), endDate: daysFromToday(3652) }, 400, 'START_TOO_FAR_AHEAD'],
      [{ startDate: dates.endDate, endDate: dates.startDate }, 400, 'END_BEFORE_START'],
      [{ startDate: '2027-02-30', endDate: dates.endDate }, 400, 'VALIDATION_FAILED'],
      [{ ...dates, vehicleId: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ ...dates, vehicleId: 2_147_483_000 }, 404, 'VEHICLE_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const response = await quote(body);
      expect({ body, status: response.status, code: (response.body as { code: string }).code }).toEqual({ body, status, code });
    }
  });

  it('holds back a connection pricing too fast with a 429 that says so', async () => {
    const dates = { startDate: addDays(thursday, 60), endDate: addDays(thursday, 61) };
    let limited: request.Response | undefined;
    for (let attempt = 0; attempt < 130 && !limited; attempt += 1) {
      const response = await quote(dates);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited?.body).toMatchObject({
      code: 'TOO_MANY_QUOTES',
      message: 'Too many price checks from your connection. Please wait a minute and try again.',
    });
  });
});
