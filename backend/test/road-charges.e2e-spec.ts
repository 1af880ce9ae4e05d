import { RentalReturn } from '../src/returns/entities/rental-return.entity';
import request from 'supertest';
import { kualaLumpurInstant } from '../src/common/dates/calendar-date';
import { FileStorage } from '../src/common/storage/file-storage';
import { OrphanFilesSweeper } from '../src/common/storage/orphan-files.sweeper';
import { Customer } from '../src/customers/entities/customer.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { postEntries } from '../src/ledger/rental-account';
import { Rental } from '../src/rentals/entities/rental.entity';
import { RoadCharge } from '../src/road-charges/entities/road-charge.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { payRental } from './factories/paid-rental.factory';
import { pdfText } from './factories/pdf-text';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';

function attachedPdf(raw: string, filename: string): Buffer | null {
  const at = raw.indexOf(`filename=${filename}`);
  if (at < 0) return null;
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

/**
 * A summons that arrives weeks later, or a month of Touch 'n Go tolls, lands on the rental that had
 * the car at that minute: charged with the admin fee (tolls at cost), taken from the deposit while
 * it is held, and the renter told in their language with a PDF letter. Staff see each one's state.
 */
describe('Summonses and tolls traced to the renter (API)', () => {
  const smtp = new SmtpCapture();
  let t: IsolatedTestApp;
  let staffToken: string;
  let storage: FileStorage;

  beforeAll(async () => {
    process.env.SMTP_URL = await smtp.start();
    try {
      t = await createIsolatedTestApp();
    } finally {
      delete process.env.SMTP_URL;
    }
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    storage = t.app.get(FileStorage);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const summons = (fields: Record<string, string>, photo?: { data: Buffer; name: string }) => {
    let test = asStaff(request(t.server).post('/api/staff/road-charges/summonses'));
    for (const [name, value] of Object.entries(fields)) test = test.field(name, value);
    return photo ? test.attach('photo', photo.data, photo.name) : test;
  };
  const tolls = (vehicleId: number | string, csv: string | Buffer) =>
    asStaff(request(t.server).post('/api/staff/road-charges/tolls'))
      .field('vehicleId', String(vehicleId))
      .attach('statement', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'tng.csv');
  const account = async (id: number) => (await asStaff(request(t.server).get(`/api/staff/rentals/${id}/account`)).expect(200)).body;
  const count = () => t.dataSource.getRepository(RoadCharge).count();

  /** A car in the fleet for two months, with a plate of its own. */
  async function car(): Promise<Vehicle> {
    const plate = `W${uniqueSuffix()
      .replace(/[^0-9A-Z]/gi, '')
      .slice(-6)
      .toUpperCase()}`;
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: plate });
    await t.dataSource.getRepository(Vehicle).update(vehicle.id, { createdAt: new Date(Date.now() - 60 * 86_400_000) });
    return t.dataSource.getRepository(Vehicle).findOneByOrFail({ id: vehicle.id });
  }

  /**
   * A rental of the car: RM 300 of days and a RM 200 deposit, paid in full unless told (so the
   * deposit is held), handed over at 10:05:37 on its first day.
   */
  async function rentalOf(vehicle: Vehicle, range: { start: number; end: number }, fields: Partial<Rental>, customer?: Customer) {
    const who = customer ?? (await makeCustomer(t.dataSource));
    const rental = await makeRental(
      t.dataSource,
      who,
      vehicle,
      { startDate: daysFromToday(range.start), endDate: daysFromToday(range.end), status: fields.status ?? 'completed' },
      {
        grandTotal: '300.00',
        deposit: '200.00',
        pickupTime: '10:00',
        returnTime: '18:00',
        handedOverAt: new Date(kualaLumpurInstant(daysFromToday(range.start), '10:05').getTime() + 37_000),
        ...fields,
      },
    );
    await t.dataSource.transaction((manager) =>
      postEntries(manager, rental.id, [{ kind: 'deposit', amountSen: 20_000, sourceKey: `rental:${rental.id}:deposit` }], null),
    );
    await payRental(t.dataSource, rental, '500.00');
    return rental;
  }

  const notice = (plate: string, day: string, time: string, extra: Record<string, string> = {}) => ({
    plate,
    date: day,
    time,
    place: 'Jalan Tun Razak, KM 3.2',
    issuer: 'aes_awas',
    noticeNumber: `AES${uniqueSuffix().replace(/[^0-9A-Z]/gi, '')}`.slice(0, 40),
    amount: '150.00',
    ...extra,
  });

  describe('matching', () => {
    it('charges the rental from its handover minute to its return minute, and nothing a minute outside', async () => {
      const vehicle = await car();
      const plate = vehicle.plateIdentifier as string;
      const rental = await rentalOf(vehicle, { start: -10, end: -7 }, { returnDate: daysFromToday(-7) });

      const before = await summons(notice(plate, daysFromToday(-10), '10:04'));
      expect(before.status).toBe(201);
      expect(before.body).toMatchObject({ status: 'unmatched', rentalId: null, actions: ['assign', 'write_off'] });

      const pickupMinute = await summons(notice(plate.toLowerCase(), daysFromToday(-10), '10:05'));
      expect(pickupMinute.status).toBe(201);
      expect(pickupMinute.body).toMatchObject({ status: 'paid', rentalId: rental.id, amount: '150.00', adminFee: '50.00' });

      const returnMinute = await summons(notice(plate, daysFromToday(-7), '18:00'));
      expect(returnMinute.body).toMatchObject({ rentalId: rental.id });

      const after = await summons(notice(plate, daysFromToday(-7), '18:01'));
      expect(after.body).toMatchObject({ status: 'unmatched', rentalId: null });
    });

    it('follows an approved extension past the first end date, and a car still out past its planned end', async () => {
      const vehicle = await car();
      const plate = vehicle.plateIdentifier as string;
      // Booked to day -12, extended to day -10 and returned then, as the approval and the return leave it.
      const extended = await rentalOf(vehicle, { start: -14, end: -10 }, { returnDate: daysFromToday(-10), totalDays: 4 });
      const during = await summons(notice(plate, daysFromToday(-11), '09:00'));
      expect(during.body).toMatchObject({ rentalId: extended.id });

      const out = await rentalOf(vehicle, { start: -5, end: -2 }, { status: 'active' });
      const overdue = await summons(notice(plate, daysFromToday(-1), '08:30'));
      expect(overdue.body).toMatchObject({ rentalId: out.id });
    });

    it('ends at the minute the return inspection recorded the car back, hours after its agreed return time', async () => {
      const vehicle = await car();
      const plate = vehicle.plateIdentifier as string;
      const rental = await rentalOf(vehicle, { start: -8, end: -6 }, { returnDate: daysFromToday(-6) });
      await t.dataSource.getRepository(RentalReturn).insert({
        rentalId: rental.id,
        returnedAt: new Date(kualaLumpurInstant(daysFromToday(-6), '23:40').getTime() + 15_000),
        finalizedAt: new Date(),
        finalizedBy: 'staff',
      });
      const lateEvening = await summons(notice(plate, daysFromToday(-6), '23:40'));
      expect(lateEvening.body).toMatchObject({ rentalId: rental.id });
      const afterReturn = await summons(notice(plate, daysFromToday(-6), '23:41'));
      expect(afterReturn.body).toMatchObject({ status: 'unmatched', rentalId: null });
    });
  });

  describe('charging', () => {
    it('posts the summons with the admin fee, covers it from the deposit held, and e-mails a Malay notice with its PDF and photo', async () => {
      const vehicle = await car();
      const customer = await makeCustomer(t.dataSource, { language: 'ms' });
      const rental = await rentalOf(vehicle, { start: -6, end: -3 }, { returnDate: daysFromToday(-3) }, customer);
      const fields = notice(vehicle.plateIdentifier as string, daysFromToday(-5), '14:35', { issuer: 'pdrm', amount: '150.00' });
      const recorded = await summons(fields, { data: await makePhoto(), name: 'notice.jpg' });
      expect(recorded.status).toBe(201);
      expect(recorded.body).toMatchObject({ status: 'paid', rentalId: rental.id, hasPhoto: true, customerName: customer.fullName });

      const lines = await t.dataSource.getRepository(LedgerEntry).find({ where: { rentalId: rental.id }, order: { id: 'ASC' } });
      expect(lines.slice(-3).map((line) => [line.kind, line.category, line.amountSen])).toEqual([
        ['charge', 'summons', 15_000],
        ['charge', 'summons', 5_000],
        ['deposit_deduction', null, 20_000],
      ]);
      expect((await account(rental.id)).account).toMatchObject({ charges: '500.00', deposit: '0.00', balanceDue: '0.00' });
      const photo = await asStaff(request(t.server).get(`/api/staff/road-charges/${recorded.body.id}/photo`));
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      // The notice's photo is named by its row: a sweep a month on keeps it.
      const { photoKey } = await t.dataSource.getRepository(RoadCharge).findOneByOrFail({ id: recorded.body.id });
      await t.app.get(OrphanFilesSweeper).sweep(new Date(Date.now() + 30 * 86_400_000));
      await expect(storage.exists('rental-photos', photoKey as string)).resolves.toBe(true);

      const mail = await smtp.waitFor(customer.email, 15_000, 'Saman trafik');
      expect(decodeQuotedPrintable(mail.raw)).toContain(`Saman trafik semasa sewaan anda #${rental.id}`);
      const pdf = attachedPdf(mail.raw, `summons-notice-${recorded.body.id}.pdf`);
      expect(pdf?.subarray(0, 4).toString()).toBe('%PDF');
      const { text } = await pdfText(pdf as Buffer);
      for (const expected of [
        'Notis Saman Trafik',
        fields.noticeNumber,
        'Polis Diraja Malaysia (PDRM)',
        'RM 150.00',
        'RM 50.00',
        'RM 200.00',
        customer.fullName,
        vehicle.plateIdentifier as string,
      ]) {
        expect(text).toContain(expected);
      }
      // The notice's photo is printed in the letter.
      expect((pdf as Buffer).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

      // The deposit is spent: the next summons stays owed.
      const next = await summons(notice(vehicle.plateIdentifier as string, daysFromToday(-4), '08:00', { amount: '300.00' }));
      expect(next.body).toMatchObject({ status: 'charged', rentalId: rental.id });
      expect((await account(rental.id)).account).toMatchObject({ balanceDue: '350.00' });
    });

    it('records the same notice once: again is a 409 and charges nothing', async () => {
      const vehicle = await car();
      const rental = await rentalOf(vehicle, { start: -6, end: -3 }, { returnDate: daysFromToday(-3) });
      const fields = notice(vehicle.plateIdentifier as string, daysFromToday(-5), '11:00');
      await summons(fields).expect(201);
      const again = await summons({ ...fields, noticeNumber: ` ${fields.noticeNumber.toLowerCase()} ` });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ROAD_CHARGE_DUPLICATE');
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'summons' })).resolves.toBe(2);
    });
  });

  describe('toll statements', () => {
    it('charges each toll at cost to the rental that had the car, and the same statement again adds nothing', async () => {
      const vehicle = await car();
      const customer = await makeCustomer(t.dataSource);
      const rental = await rentalOf(vehicle, { start: -9, end: -6 }, { returnDate: daysFromToday(-6) }, customer);
      const day = (offset: number) => daysFromToday(offset).split('-').reverse().join('/');
      const csv = [
        "Touch 'n Go card statement",
        'Date/Time,Plaza,Amount (RM)',
        `${day(-8)} 09:12,PLAZA TOL SG BESI,-2.30`,
        `${day(-8)} 09:12,PLAZA TOL SG BESI,-2.30`,
        `${day(-7)} 6:40 PM,PLAZA TOL GOMBAK,RM1.50`,
        `${day(-2)} 07:00,PLAZA TOL JALAN DUTA,3.00`,
      ].join('\r\n');
      const first = await tolls(vehicle.id, csv);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ newTolls: 4, duplicateTolls: 0, charged: 3, unmatched: 1 });
      const charged = await t.dataSource.getRepository(LedgerEntry).find({ where: { rentalId: rental.id, category: 'tolls' } });
      expect(charged.map((line) => line.amountSen).sort()).toEqual([150, 230, 230]);
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'summons' })).resolves.toBe(0);
      expect((await account(rental.id)).account).toMatchObject({ charges: '306.10', deposit: '193.90', balanceDue: '0.00' });

      const second = await tolls(vehicle.id, csv);
      expect(second.status).toBe(201);
      expect(second.body).toEqual({ newTolls: 0, duplicateTolls: 4, charged: 0, unmatched: 0 });
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'tolls' })).resolves.toBe(3);

      const mail = await smtp.waitFor(customer.email, 15_000, 'tolls during your rental');
      const text = decodeQuotedPrintable(mail.raw);
      expect(text).toContain('PLAZA TOL GOMBAK');
      expect(text).toContain('RM 6.10');
      const [firstToll] = await t.dataSource
        .getRepository(RoadCharge)
        .find({ where: { rentalId: rental.id }, order: { occurredAt: 'ASC', id: 'ASC' } });
      const letter = attachedPdf(mail.raw, `toll-notice-${firstToll.id}.pdf`);
      expect(letter?.subarray(0, 4).toString()).toBe('%PDF');
      expect((await pdfText(letter as Buffer)).text).toContain('Notice of Tolls');
      expect(smtp.messages.filter((message) => message.to.includes(customer.email))).toHaveLength(1);
    });

    it('refuses wrong columns, a 50 MB file, 100,000 lines, a formula, a bad line or date, and an unknown car, storing nothing', async () => {
      const vehicle = await car();
      const before = await count();
      const expectRefused = async (response: request.Response, status: number, code: string) => {
        expect(response.status).toBe(status);
        expect(response.body.code).toBe(code);
      };
      await expectRefused(await tolls(vehicle.id, 'When,Where,HowMuch\n01/11/2026 10:00,X,1.00\n'), 400, 'TOLL_COLUMNS_NOT_FOUND');
      const line = `${daysFromToday(-1).split('-').reverse().join('/')} 10:00,"${'P'.repeat(400)}",1.00\n`;
      const huge = Buffer.from('Date/Time,Plaza,Amount\n' + line.repeat(Math.ceil((50 * 1024 * 1024) / line.length)));
      await expectRefused(await tolls(vehicle.id, huge), 413, 'TOLL_FILE_TOO_LARGE');
      const many = ['Date/Time,Plaza,Amount', ...Array.from({ length: 100_000 }, (_, index) => `01/11/2026 10:00,P${index},1.00`)].join(
        '\n',
      );
      await expectRefused(await tolls(vehicle.id, many), 400, 'TOLL_TOO_MANY_LINES');
      const day = daysFromToday(-1).split('-').reverse().join('/');
      const formula = await tolls(vehicle.id, `Date/Time,Plaza,Amount\n${day} 10:00,PLAZA A,1.00\n${day} 11:00,=cmd|'/C calc'!A0,1.00\n`);
      await expectRefused(formula, 400, 'TOLL_LINE_FORMULA');
      expect(formula.body.message).toBe('Line 3 holds a spreadsheet formula (a cell starting with =, +, - or @); nothing was imported');
      await expectRefused(await tolls(vehicle.id, `Date/Time,Plaza,Amount\n${day} 10:00,PLAZA A,abc\n`), 400, 'TOLL_LINE_INVALID');
      await expectRefused(await tolls(vehicle.id, `Date/Time,Plaza,Amount\n${day} 10:00,PLAZA A,5000.00\n`), 400, 'TOLL_LINE_INVALID');
      const future = daysFromToday(2).split('-').reverse().join('/');
      await expectRefused(await tolls(vehicle.id, `Date/Time,Plaza,Amount\n${future} 10:00,PLAZA A,1.00\n`), 400, 'TOLL_LINE_OUT_OF_RANGE');
      await expectRefused(
        await tolls(vehicle.id, `Date/Time,Plaza,Amount\n01/01/2020 10:00,PLAZA A,1.00\n`),
        400,
        'TOLL_LINE_OUT_OF_RANGE',
      );
      await expectRefused(await tolls(999_999, `Date/Time,Plaza,Amount\n${day} 10:00,PLAZA A,1.00\n`), 400, 'ROAD_CHARGE_VEHICLE_UNKNOWN');
      await expectRefused(await tolls('abc', `Date/Time,Plaza,Amount\n${day} 10:00,PLAZA A,1.00\n`), 400, 'VALIDATION_FAILED');
      const missing = await asStaff(request(t.server).post('/api/staff/road-charges/tolls')).field('vehicleId', String(vehicle.id));
      await expectRefused(missing, 400, 'TOLL_FILE_MISSING');
      await expect(count()).resolves.toBe(before);
    }, 120_000);
  });

  it('refuses a summons in the future, before the car existed, of an unknown plate, with a bad amount, field or photo, changing nothing', async () => {
    const vehicle = await car();
    const plate = vehicle.plateIdentifier as string;
    const before = await count();
    const photosBefore: string[] = [];
    for await (const file of storage.list('rental-photos')) photosBefore.push(file.fileName);
    const cases: Array<[Record<string, string>, number, string]> = [
      [notice(plate, daysFromToday(1), '09:00'), 400, 'ROAD_CHARGE_IN_FUTURE'],
      [notice(plate, daysFromToday(-90), '09:00'), 400, 'ROAD_CHARGE_BEFORE_VEHICLE'],
      [notice('ZZZ 0000 NOPE', daysFromToday(-1), '09:00'), 400, 'ROAD_CHARGE_PLATE_UNKNOWN'],
      [notice(plate, daysFromToday(-1), '09:00', { amount: '-5.00' }), 400, 'VALIDATION_FAILED'],
      [notice(plate, daysFromToday(-1), '09:00', { amount: '10000.01' }), 400, 'VALIDATION_FAILED'],
      [notice(plate, daysFromToday(-1), '09:00', { amount: '0' }), 400, 'VALIDATION_FAILED'],
      [notice(plate, daysFromToday(-1), '09:00', { issuer: 'army' }), 400, 'VALIDATION_FAILED'],
      [notice(plate, daysFromToday(-1), '25:00'), 400, 'VALIDATION_FAILED'],
      [notice(plate, '2026-02-30', '09:00'), 400, 'VALIDATION_FAILED'],
      [notice(plate, daysFromToday(-1), '09:00', { noticeNumber: '=cmd' }), 400, 'VALIDATION_FAILED'],
      [notice(plate, daysFromToday(-1), '09:00', { place: ' ' }), 400, 'VALIDATION_FAILED'],
    ];
    for (const [fields, status, code] of cases) {
      const response = await summons(fields);
      expect({ fields, status: response.status, code: response.body.code }).toEqual({ fields, status, code });
    }
    const notImage = await summons(notice(plate, daysFromToday(-1), '09:00'), {
      data: Buffer.from('%PDF-1.4 not a photo'),
      name: 'notice.jpg',
    });
    expect(notImage.status).toBe(400);
    const photosAfter: string[] = [];
    for await (const file of storage.list('rental-photos')) photosAfter.push(file.fileName);
    expect(photosAfter.sort()).toEqual(photosBefore.sort());
    await expect(count()).resolves.toBe(before);
  });

  describe('the list and its moves', () => {
    it('filters and pages, assigns an unmatched one by hand, disputes, and writes off with its charges reversed', async () => {
      const vehicle = await car();
      const plate = vehicle.plateIdentifier as string;
      const rental = await rentalOf(vehicle, { start: -20, end: -18 }, { returnDate: daysFromToday(-18) }, undefined);
      const loose = (await summons(notice(plate, daysFromToday(-15), '12:00')).expect(201)).body;
      expect(loose.status).toBe('unmatched');

      const unmatched = await asStaff(request(t.server).get('/api/staff/road-charges?status=unmatched&kind=summons&limit=1'));
      expect(unmatched.status).toBe(200);
      expect(unmatched.body).toMatchObject({ page: 1, limit: 1 });
      expect(unmatched.body.items).toHaveLength(1);
      expect(unmatched.body.items[0].status).toBe('unmatched');
      expect((await asStaff(request(t.server).get('/api/staff/road-charges?status=lost'))).status).toBe(400);

      const assigned = await asStaff(request(t.server).post(`/api/staff/road-charges/${loose.id}/assign`)).send({ rentalId: rental.id });
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({ rentalId: rental.id, status: 'paid' });
      const twice = await asStaff(request(t.server).post(`/api/staff/road-charges/${loose.id}/assign`)).send({ rentalId: rental.id });
      expect(twice.status).toBe(409);

      const noReason = await asStaff(request(t.server).post(`/api/staff/road-charges/${loose.id}/dispute`)).send({ reason: '  ' });
      expect(noReason.status).toBe(400);
      const disputed = await asStaff(request(t.server).post(`/api/staff/road-charges/${loose.id}/dispute`)).send({
        reason: 'Car was at the workshop',
      });
      expect(disputed.body).toMatchObject({
        status: 'disputed',
        statusReason: 'Car was at the workshop',
        actions: ['mark_paid', 'write_off'],
      });

      const writtenOff = await asStaff(request(t.server).post(`/api/staff/road-charges/${loose.id}/write-off`)).send({
        reason: 'Workshop confirmed',
      });
      expect(writtenOff.body).toMatchObject({ status: 'written_off', actions: [] });
      // The charges are reversed; what the deposit paid is owed back to the customer.
      expect((await account(rental.id)).account).toMatchObject({ charges: '300.00', balanceDue: '-200.00' });
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'road_charge_written_off', targetId: String(loose.id) }),
      ).resolves.toBe(1);
    });

    it('records the same notice twice at once, and imports the same statement twice at once: each charged once', async () => {
      const vehicle = await car();
      const rental = await rentalOf(vehicle, { start: -6, end: -3 }, { returnDate: daysFromToday(-3) });
      const fields = notice(vehicle.plateIdentifier as string, daysFromToday(-5), '13:00');
      const recorded = await Promise.all([summons(fields), summons(fields)]);
      expect(recorded.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(recorded.find((response) => response.status === 409)?.body.code).toBe('ROAD_CHARGE_DUPLICATE');
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'summons' })).resolves.toBe(2);

      const day = daysFromToday(-4).split('-').reverse().join('/');
      const csv = `Date/Time,Plaza,Amount\n${day} 08:00,PLAZA TOL BATU TIGA,1.30\n${day} 17:00,PLAZA TOL SETIA ALAM,2.10\n`;
      const imported = await Promise.all([tolls(vehicle.id, csv), tolls(vehicle.id, csv)]);
      for (const response of imported) {
        if (response.status !== 201) expect(response.body.code).toBe('TOLL_IMPORT_BUSY');
      }
      expect(imported.some((response) => response.status === 201 && response.body.newTolls === 2)).toBe(true);
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'tolls' })).resolves.toBe(2);
    });

    it('writes off the same summons twice at once: one wins, its charges are reversed once', async () => {
      const vehicle = await car();
      const rental = await rentalOf(vehicle, { start: -6, end: -3 }, { returnDate: daysFromToday(-3) });
      await payRental(t.dataSource, rental, '200.00');
      const charged = (await summons(notice(vehicle.plateIdentifier as string, daysFromToday(-5), '10:00')).expect(201)).body;
      const results = await Promise.all(
        [1, 2].map(() => asStaff(request(t.server).post(`/api/staff/road-charges/${charged.id}/write-off`)).send({ reason: 'Not ours' })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(results.find((result) => result.status === 409)?.body.code).toBe('ROAD_CHARGE_WRONG_STATE');
      await expect(
        t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'summons', amountSen: -15_000 }),
      ).resolves.toBe(1);
      await expect(
        t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id, category: 'summons', amountSen: -5_000 }),
      ).resolves.toBe(1);
    });
  });
});
