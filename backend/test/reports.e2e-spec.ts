import ExcelJS from 'exceljs';
import request from 'supertest';
import { kualaLumpurInstant } from '../src/common/dates/calendar-date';
import { VehicleCost } from '../src/fleet/entities/vehicle-cost.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { LedgerCategory, LedgerEntryKind } from '../src/ledger/rental-ledger';
import { Rental } from '../src/rentals/entities/rental.entity';
import { RoadCharge } from '../src/road-charges/entities/road-charge.entity';
import { Customer } from '../src/customers/entities/customer.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

/**
 * The owner's reports over a seeded month whose figures were worked out by hand: days rented and
 * utilisation, revenue booked and collected (across the Kuala Lumpur month's edges), costs and
 * profit per car; balances by customer; deposits held and refunds due; summonses still open; each
 * as a workbook in the reader's language.
 */
describe('Reports (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;
  let adminToken: string;
  let carA: Vehicle;
  let carB: Vehicle;
  let carD: Vehicle;
  let xavier: Customer;
  let yasmin: Customer;
  const rentals: Record<string, Rental> = {};

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const staffGet = (path: string) => as(staffToken)(request(t.server).get(path));

  const entry = (rental: Rental, kind: LedgerEntryKind, amountSen: number, at: Date, category: LedgerCategory | null = null) =>
    t.dataSource.getRepository(LedgerEntry).insert({ rentalId: rental.id, kind, category, amountSen, createdAt: at, recordedBy: 'seed' });
  /** An instant given as the Kuala Lumpur wall clock. */
  const kl = (date: string, time: string) => kualaLumpurInstant(date, time);

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
    const car = (name: string, isActive = true) =>
      makeVehicle(t.dataSource, {
        name,
        make: name.split(' ')[0],
        model: name.split(' ')[1],
        plateIdentifier: `RP${uniqueSuffix().slice(-4)}`,
        isActive,
      });
    carA = await car('Alpha Axia');
    carB = await car('Bravo Bezza');
    // Gone from the fleet: counted only because it earned and cost something in March.
    carD = await car('Delta Dahlia', false);
    await car('Charlie Cancelled', false);
    xavier = await makeCustomer(t.dataSource, { fullName: 'Xavier Lim' });
    yasmin = await makeCustomer(t.dataSource, { fullName: 'Yasmin Aziz' });

    // Car A. R1 started in February: 3 of its days fall in March, its revenue was booked in February.
    rentals.r1 = await makeRental(t.dataSource, xavier, carA, { startDate: '2026-02-27', endDate: '2026-03-03', status: 'completed' });
    await entry(rentals.r1, 'charge', 50_000, kl('2026-02-20', '10:00'), 'rental_days');
    await entry(rentals.r1, 'payment', 50_000, kl('2026-03-01', '10:00'));
    // R2 came back two days early (10th to 12th: 3 days); SST is not revenue; a refund just before
    // midnight on the 31st is March, one just after is April.
    rentals.r2 = await makeRental(
      t.dataSource,
      xavier,
      carA,
      { startDate: '2026-03-10', endDate: '2026-03-14', status: 'completed' },
      { returnDate: '2026-03-12' },
    );
    await entry(rentals.r2, 'charge', 40_000, kl('2026-03-01', '09:00'), 'rental_days');
    await entry(rentals.r2, 'charge', -5_000, kl('2026-03-01', '09:00'), 'discount');
    await entry(rentals.r2, 'charge', 2_800, kl('2026-03-01', '09:00'), 'service_tax');
    await entry(rentals.r2, 'payment', 37_800, kl('2026-03-12', '18:00'));
    await entry(rentals.r2, 'refund', 2_000, kl('2026-03-31', '23:30'));
    await entry(rentals.r2, 'refund', 1_000, kl('2026-04-01', '00:30'));
    // R3 was cancelled: no days, but its fee was booked.
    rentals.r3 = await makeRental(t.dataSource, yasmin, carA, { startDate: '2026-03-20', endDate: '2026-03-22', status: 'cancelled' });
    await entry(rentals.r3, 'charge', 3_000, kl('2026-03-05', '12:00'), 'cancellation_fee');
    // R4 runs into April (30th and 31st in March), with its deposit paid in April and held.
    rentals.r4 = await makeRental(t.dataSource, yasmin, carA, { startDate: '2026-03-30', endDate: '2026-04-02', status: 'approved' });
    await entry(rentals.r4, 'charge', 20_000, kl('2026-03-06', '12:00'), 'rental_days');
    await entry(rentals.r4, 'deposit', 30_000, kl('2026-03-06', '12:00'));
    await entry(rentals.r4, 'payment', 30_000, kl('2026-04-01', '12:00'), 'toward_deposit');
    await t.dataSource.getRepository(VehicleCost).insert([
      { vehicleId: carA.id, incurredOn: '2026-03-05', amountSen: 15_000, category: 'service', recordedBy: 'seed' },
      { vehicleId: carA.id, incurredOn: '2026-04-01', amountSen: 99_999, category: 'tyres', recordedBy: 'seed' },
      { vehicleId: carD.id, incurredOn: '2026-03-15', amountSen: 5_000, category: 'repair', recordedBy: 'seed' },
    ]);

    // Car B. R5: the last 7 days of March; paid at 07:00 on 1 March in Kuala Lumpur (still 28 February in UTC).
    rentals.r5 = await makeRental(t.dataSource, yasmin, carB, { startDate: '2026-03-25', endDate: '2026-03-31', status: 'active' });
    await entry(rentals.r5, 'charge', 70_000, kl('2026-03-20', '12:00'), 'rental_days');
    await entry(rentals.r5, 'payment', 10_000, kl('2026-03-01', '07:00'));

    // Car D. R6 is over and its customer paid more than it charged: a refund is due.
    rentals.r6 = await makeRental(t.dataSource, xavier, carD, { startDate: '2026-03-01', endDate: '2026-03-02', status: 'completed' });
    await entry(rentals.r6, 'charge', 10_000, kl('2026-02-25', '12:00'), 'rental_days');
    await entry(rentals.r6, 'deposit', 5_000, kl('2026-02-25', '12:00'));
    await entry(rentals.r6, 'payment', 15_000, kl('2026-03-02', '12:00'));

    const summons = (occurredAt: Date, status: RoadCharge['status'], amountSen: number, extra: Partial<RoadCharge> = {}) =>
      t.dataSource.getRepository(RoadCharge).insert({
        kind: 'summons',
        vehicleId: carA.id,
        plate: 'WXY 1234',
        occurredAt,
        place: 'Jalan Tun Razak',
        issuer: 'pdrm',
        noticeNumber: `N${uniqueSuffix()}`,
        amountSen,
        adminFeeSen: 0,
        fingerprint: `fp-${uniqueSuffix()}`,
        status,
        recordedBy: 'seed',
        ...extra,
      });
    await summons(kl('2026-03-10', '10:00'), 'charged', 15_000, { adminFeeSen: 1_000, rentalId: rentals.r2.id });
    await summons(kl('2026-03-11', '10:00'), 'paid', 20_000);
    await summons(kl('2026-03-12', '10:00'), 'charged', 500, { kind: 'toll', issuer: null, noticeNumber: null });
    await summons(kl('2026-04-01', '01:00'), 'unmatched', 40_000);
    await summons(kl('2026-03-01', '01:00'), 'disputed', 30_000);
  });

  afterAll(() => t.close());

  it('per car: days rented, utilisation, booked, collected, costs and profit, most profitable first, with the fleet total', async () => {
    const response = await staffGet(`/api/staff/reports/vehicles?from=${MARCH.from}&to=${MARCH.to}`).expect(200);
    const body = response.body as Record<string, unknown>;
    expect(body).toMatchObject({ from: MARCH.from, to: MARCH.to, days: 31, vehicleId: null, total: 3, page: 1, limit: 20 });
    expect(body.items).toEqual([
      {
        vehicleId: carB.id,
        displayName: `Bravo Bezza - ${carB.plateIdentifier}`,
        plateIdentifier: carB.plateIdentifier,
        isActive: true,
        daysRented: 7,
        utilisation: 22.6,
        booked: '700.00',
        collected: '100.00',
        costs: '0.00',
        profit: '700.00',
      },
      expect.objectContaining({
        vehicleId: carA.id,
        daysRented: 8,
        utilisation: 25.8,
        booked: '580.00',
        collected: '858.00',
        costs: '150.00',
        profit: '430.00',
      }),
      expect.objectContaining({
        vehicleId: carD.id,
        isActive: false,
        daysRented: 2,
        booked: '100.00',
        collected: '150.00',
        costs: '50.00',
        profit: '50.00',
      }),
    ]);
    expect(body.totals).toEqual({
      daysRented: 17,
      utilisation: 18.3,
      booked: '1380.00',
      collected: '1108.00',
      costs: '200.00',
      profit: '1180.00',
    });
    expect(body.months).toEqual([{ month: '2026-03', ...(body.totals as object) }]);

    // One car, and a page of one.
    const onlyA = (await staffGet(`/api/staff/reports/vehicles?from=${MARCH.from}&to=${MARCH.to}&vehicleId=${carA.id}`).expect(200))
      .body as Record<string, unknown>;
    expect(onlyA).toMatchObject({ vehicleId: carA.id, total: 1, totals: { daysRented: 8, booked: '580.00', profit: '430.00' } });
    const second = (await staffGet(`/api/staff/reports/vehicles?from=${MARCH.from}&to=${MARCH.to}&limit=1&page=2`).expect(200)).body as {
      items: Array<{ vehicleId: number }>;
      total: number;
    };
    expect(second.items.map((item) => item.vehicleId)).toEqual([carA.id]);
    expect(second.total).toBe(3);
  });

  it('splits the figures by month: a rental across two months counts its days in each and its revenue where it starts', async () => {
    const body = (await staffGet(`/api/staff/reports/vehicles?from=2026-02-01&to=2026-03-31&vehicleId=${carA.id}`).expect(200)).body as {
      months: Array<Record<string, unknown>>;
      totals: Record<string, unknown>;
    };
    expect(body.months).toEqual([
      { month: '2026-02', daysRented: 2, utilisation: 7.1, booked: '500.00', collected: '0.00', costs: '0.00', profit: '500.00' },
      { month: '2026-03', daysRented: 8, utilisation: 25.8, booked: '580.00', collected: '858.00', costs: '150.00', profit: '430.00' },
    ]);
    expect(body.totals).toMatchObject({ daysRented: 10, utilisation: 16.9, booked: '1080.00', profit: '930.00' });
  });

  it('outstanding balances by customer, largest first', async () => {
    const body = (await staffGet(`/api/staff/reports/balances?from=${MARCH.from}&to=${MARCH.to}`).expect(200)).body as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      from: MARCH.from,
      to: MARCH.to,
      items: [
        {
          customerId: yasmin.id,
          fullName: 'Yasmin Aziz',
          phone: yasmin.phone,
          rentals: 2,
          outstanding: '800.00',
          oldestEndDate: '2026-03-31',
        },
        {
          customerId: xavier.id,
          fullName: 'Xavier Lim',
          phone: xavier.phone,
          rentals: 1,
          outstanding: '30.00',
          oldestEndDate: '2026-03-14',
        },
      ],
      total: 2,
      page: 1,
      limit: 20,
      outstanding: '830.00',
    });
  });

  it('deposits held on running rentals and refunds due on finished ones', async () => {
    const body = (await staffGet(`/api/staff/reports/deposits?from=${MARCH.from}&to=${MARCH.to}`).expect(200)).body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ total: 2, depositHeld: '300.00', refundDue: '50.00' });
    expect(body.items).toEqual([
      expect.objectContaining({
        rentalId: rentals.r6.id,
        customerName: 'Xavier Lim',
        status: 'completed',
        depositHeld: '0.00',
        refundDue: '50.00',
      }),
      expect.objectContaining({
        rentalId: rentals.r4.id,
        customerName: 'Yasmin Aziz',
        status: 'approved',
        depositHeld: '300.00',
        refundDue: '0.00',
      }),
    ]);
  });

  it('summonses still open in the Kuala Lumpur month, latest first, fines with their admin fees', async () => {
    const body = (await staffGet(`/api/staff/reports/summonses?from=${MARCH.from}&to=${MARCH.to}`).expect(200)).body as {
      items: Array<Record<string, unknown>>;
      total: number;
      amount: string;
    };
    expect(body.total).toBe(2);
    expect(body.amount).toBe('460.00');
    expect(body.items).toEqual([
      expect.objectContaining({ status: 'charged', amount: '160.00', rentalId: rentals.r2.id, customerName: 'Xavier Lim' }),
      expect.objectContaining({ status: 'disputed', amount: '300.00', rentalId: null, customerName: null }),
    ]);
  });

  it('exports each report as a workbook in the reader’s language, with the same figures', async () => {
    const download = async (path: string, language: string) => {
      const response = await as(adminToken)(request(t.server).get(path))
        .set('Accept-Language', language)
        .buffer(true)
        .parse((res, callback) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
      return workbook;
    };
    const english = await download(`/api/staff/reports/vehicles.xlsx?from=${MARCH.from}&to=${MARCH.to}`, 'en');
    expect(english.worksheets.map((sheet) => sheet.name)).toEqual(['Vehicles', 'Months', 'Vehicles by month']);
    const vehicles = english.getWorksheet('Vehicles') as ExcelJS.Worksheet;
    expect((vehicles.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Vehicle',
      'Plate',
      'In the fleet',
      'Days rented',
      'Utilisation (%)',
      'Booked (RM)',
      'Collected (RM)',
      'Costs (RM)',
      'Profit (RM)',
    ]);
    expect((vehicles.getRow(2).values as unknown[]).slice(1)).toEqual([
      `Bravo Bezza - ${carB.plateIdentifier}`,
      carB.plateIdentifier,
      'Yes',
      7,
      22.6,
      700,
      100,
      0,
      700,
    ]);
    expect((vehicles.getRow(5).values as unknown[]).slice(1)).toEqual(['Total', undefined, undefined, 17, 18.3, 1380, 1108, 200, 1180]);

    const malay = await download(`/api/staff/reports/balances.xlsx?from=${MARCH.from}&to=${MARCH.to}`, 'ms');
    const balances = malay.worksheets[0];
    expect(balances.name).toBe('Baki');
    expect(balances.getRow(1).getCell(1).value).toBe('Pelanggan');
    expect(balances.getRow(4).getCell(5).value).toBe(830);
    const deposits = (await download(`/api/staff/reports/deposits.xlsx?from=${MARCH.from}&to=${MARCH.to}`, 'ms')).worksheets[0];
    expect(deposits.getRow(2).getCell(4).value).toBe('Selesai');
    const summonses = (await download(`/api/staff/reports/summonses.xlsx?from=${MARCH.from}&to=${MARCH.to}`, 'en')).worksheets[0];
    expect(summonses.getRow(2).getCell(6).value).toBe('Charged to the customer');
    expect(summonses.getRow(4).getCell(9).value).toBe(460);
  });

  it('refuses a range that is reversed, too long or not a date, an unknown car, and anyone but staff', async () => {
    const code = async (path: string, status: number) => ((await staffGet(path).expect(status)).body as { code: string }).code;
    expect(await code('/api/staff/reports/vehicles?from=2026-03-31&to=2026-03-01', 400)).toBe('REPORT_RANGE_REVERSED');
    expect(await code('/api/staff/reports/balances?from=2024-01-01&to=2026-01-31', 400)).toBe('REPORT_RANGE_TOO_LONG');
    await staffGet('/api/staff/reports/balances?from=2024-02-01&to=2026-01-31').expect(200);
    await staffGet('/api/staff/reports/deposits?from=2026-02-30').expect(400);
    expect(await code('/api/staff/reports/vehicles?to=9999-12-31', 400)).toBe('REPORT_RANGE_OUT_OF_BOUNDS');
    expect(await code('/api/staff/reports/summonses?from=1999-12-31&to=2000-01-31', 400)).toBe('REPORT_RANGE_OUT_OF_BOUNDS');
    for (const strange of ['vehicleId=0x10', 'vehicleId=-1', 'from[]=2026-01-01', 'from=2026-01-01&from=2026-02-01', 'page=0'])
      await staffGet(`/api/staff/reports/vehicles?${strange}`).expect(400);
    await staffGet('/api/staff/reports/summonses?to=yesterday').expect(400);
    await staffGet('/api/staff/reports/vehicles?vehicleId=1.5').expect(400);
    await staffGet('/api/staff/reports/vehicles?limit=101').expect(400);
    expect(await code('/api/staff/reports/vehicles?vehicleId=999999', 404)).toBe('REPORT_VEHICLE_NOT_FOUND');
    await request(t.server).get('/api/staff/reports/vehicles').expect(401);
    const customerToken = await tokenFor(t.app, xavier.id, 'customer');
    await as(customerToken)(request(t.server).get('/api/staff/reports/vehicles.xlsx')).expect(403);
    // Without dates: the last twelve months through the end of this one.
    const fallback = (await staffGet('/api/staff/reports/vehicles').expect(200)).body as { months: unknown[]; days: number };
    expect(fallback.months).toHaveLength(12);
  });
});
