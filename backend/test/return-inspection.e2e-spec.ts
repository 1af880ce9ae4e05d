import request from 'supertest';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { RentalReturn } from '../src/returns/entities/rental-return.entity';
import { VehicleDamage } from '../src/returns/entities/vehicle-damage.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { signatureDataUrl } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const ANGLES = ['front', 'back', 'left', 'right', 'interior_mileage'];

interface QuoteLine {
  line: string;
  category: string;
  amount: string;
  why: string;
  reason: { code: string; params: Record<string, string | number> };
  waived: boolean;
  waiverReason: string | null;
}

/** KL wall clock "YYYY-MM-DDTHH:mm" of the due moment plus minutes, as an ISO instant with +08:00. */
function afterDue(endDate: string, minutes: number): string {
  const due = new Date(`${endDate}T18:00:00+08:00`).getTime();
  return new Date(due + minutes * 60_000).toISOString();
}

/**
 * The return inspection end to end on the real database: photos beside the pickup's, the policy's
 * charges at their boundaries, damage on the diagram priced from the list or typed, waivers, the
 * co-signature, and one finalize that posts the charges and completes the rental.
 */
describe('Return inspection (API)', () => {
  let t: TestApp;
  let staffToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ FUEL_CHARGE_PER_BAR: '10.00', LATE_RETURN_GRACE_MINUTES: '60', LATE_RETURN_HOURLY_PERCENT: '10' });
    const staff = await makeStaff(t.dataSource);
    staffToken = await tokenFor(t.app, staff.member.id, 'staff');
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
  });

  afterAll(() => t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const path = (id: number, rest = '') => `/api/staff/rentals/${id}/return${rest}`;
  const inspection = async (id: number) => (await asStaff(request(t.server).get(path(id))).expect(200)).body;
  const quote = async (id: number) => (await inspection(id)).quote as { lines: QuoteLine[]; total: string; missing: string[] };

  async function returnable(overrides: Partial<Rental> = {}, vehicle?: Vehicle, endDaysAgo = 1) {
    const car = vehicle ?? (await makeVehicle(t.dataSource));
    return makeRental(
      t.dataSource,
      await makeCustomer(t.dataSource),
      car,
      { startDate: daysFromToday(-endDaysAgo - 2), endDate: daysFromToday(-endDaysAgo) },
      {
        totalDays: 2,
        rentalPerDay: '100.00',
        grandTotal: '200.00',
        fuelLevel: 6,
        currentMileage: 10_000,
        returnTime: '18:00',
        vehiclePhotos: [{ type: 'front', fileName: 'pickup-front.jpg', takenAt: '2026-11-20T01:00:00.000Z' }],
        ...overrides,
      },
    );
  }

  async function uploadAngles(id: number, types = ANGLES) {
    let upload = asStaff(request(t.server).post(path(id, '/photos')));
    for (const type of types) upload = upload.attach('photos', await makePhoto(), `${type}.jpg`).field('photoTypes', type);
    return upload;
  }

  /** Photos, readings and the customer's absence: a return ready to finalize. */
  async function readyToFinalize(rental: Rental, readings: { fuelLevel: number; mileage: number; returnedAt: string }) {
    expect((await uploadAngles(rental.id)).status).toBe(200);
    await asStaff(request(t.server).patch(path(rental.id, '/readings')))
      .send(readings)
      .expect(200);
    await asStaff(request(t.server).post(path(rental.id, '/customer-absent')))
      .send({ reason: 'Keys in the drop box after hours' })
      .expect(200);
  }

  const finalize = async (id: number) =>
    asStaff(request(t.server).post(path(id, '/finalize'))).send({ expectedTotal: (await quote(id)).total });
  const charges = (rentalId: number) =>
    t.dataSource.getRepository(LedgerEntry).find({ where: { rentalId, kind: 'charge' }, order: { id: 'ASC' } });

  describe('the charges the policy gives', () => {
    it('charges nothing for lateness up to the last grace minute and one hour from the next minute', async () => {
      const rental = await returnable();
      await asStaff(request(t.server).patch(path(rental.id, '/readings')))
        .send({ fuelLevel: 6, mileage: 10_100, returnedAt: afterDue(rental.endDate, 60) })
        .expect(200);
      expect((await quote(rental.id)).lines).toEqual([]);

      await asStaff(request(t.server).patch(path(rental.id, '/readings')))
        .send({ returnedAt: afterDue(rental.endDate, 61) })
        .expect(200);
      const lines = (await quote(rental.id)).lines;
      expect(lines).toEqual([
        expect.objectContaining({
          line: 'late_return',
          category: 'late_return',
          amount: '10.00',
          reason: expect.objectContaining({ code: 'LATE_RETURN', params: expect.objectContaining({ minutes: 61, hours: 1 }) }),
        }),
      ]);
    });

    it('stops the late fee at one daily rate for a day late and charges a full tank short for an empty one', async () => {
      const rental = await returnable({ fuelLevel: 8 }, undefined, 3);
      await asStaff(request(t.server).patch(path(rental.id, '/readings')))
        .send({ fuelLevel: 0, mileage: 10_000, returnedAt: afterDue(rental.endDate, 60 + 600) })
        .expect(200);
      expect((await quote(rental.id)).lines.map(({ line, amount }) => ({ line, amount }))).toEqual([
        { line: 'fuel', amount: '80.00' },
        { line: 'late_return', amount: '100.00' },
      ]);
      // Twenty hours late still costs one day; a day and a minute past the grace costs a day and an hour.
      await asStaff(request(t.server).patch(path(rental.id, '/readings')))
        .send({ returnedAt: afterDue(rental.endDate, 60 + 1_200) })
        .expect(200);
      expect((await quote(rental.id)).lines.find((line) => line.line === 'late_return')?.amount).toBe('100.00');
      await asStaff(request(t.server).patch(path(rental.id, '/readings')))
        .send({ returnedAt: afterDue(rental.endDate, 60 + 1_441) })
        .expect(200);
      expect((await quote(rental.id)).lines.find((line) => line.line === 'late_return')?.amount).toBe('110.00');
    });
  });

  describe('a return from photos to the account', () => {
    it('shows each photo beside the pickup one, prices damage, waives with a reason, and posts every line once at finalize', async () => {
      const rental = await returnable({ mileageLimit: 100, extraMileageCharge: '0.50' });
      const closeUp = await asStaff(request(t.server).post(path(rental.id, '/photos')))
        .attach('photos', await makePhoto(640, 480, '#993333'), 'dent.jpg')
        .field('photoTypes', 'damage');
      expect(closeUp.status).toBe(200);
      const closeUpKey = (closeUp.body.photos as Array<{ type: string; key: string }>).find((photo) => photo.type === 'damage')
        ?.key as string;
      await readyToFinalize(rental, { fuelLevel: 4, mileage: 10_250, returnedAt: afterDue(rental.endDate, 61) });

      const shown = await inspection(rental.id);
      expect(shown.pickupPhotos).toEqual([{ type: 'front', takenAt: '2026-11-20T01:00:00.000Z' }]);
      expect((shown.photos as Array<{ type: string; takenAt: string }>).map((photo) => photo.type)).toEqual([...ANGLES, 'damage']);
      const photo = await asStaff(request(t.server).get(path(rental.id, `/files/${closeUpKey}`)));
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toMatch(/image\/jpeg/);

      const prices = (await asStaff(request(t.server).get('/api/staff/return-price-lists')).expect(200)).body;
      const smoking = (prices.fees as Array<{ id: number; category: string }>).find((fee) => fee.category === 'smoking');
      await asStaff(request(t.server).post(path(rental.id, '/fees')))
        .send({ feeId: smoking?.id })
        .expect(200);
      await asStaff(request(t.server).post(path(rental.id, '/damages')))
        .send({ x: 30, y: 120, panel: 'front_left_door', kind: 'scratch', size: 'small', photoKey: closeUpKey, note: 'Along the handle' })
        .expect(200);
      await asStaff(request(t.server).post(path(rental.id, '/damages')))
        .send({
          x: 100,
          y: 10,
          panel: 'front_bumper',
          kind: 'crack',
          size: 'large',
          amount: '300',
          reason: 'Workshop quote for a new bumper',
        })
        .expect(200);

      const before = await quote(rental.id);
      expect(before.missing).toEqual([]);
      expect(before.lines.map(({ category, amount }) => ({ category, amount }))).toEqual([
        { category: 'fuel', amount: '20.00' },
        { category: 'late_return', amount: '10.00' },
        { category: 'extra_mileage', amount: '25.00' },
        { category: 'cleaning', amount: '200.00' },
        { category: 'damage', amount: '50.00' },
        { category: 'damage', amount: '300.00' },
      ]);
      expect(before.total).toBe('605.00');

      // A waiver given by mistake is withdrawn (the line is charged again), then given for good.
      await asStaff(request(t.server).post(path(rental.id, '/waivers')))
        .send({ line: 'fuel', reason: 'Tapped the wrong line' })
        .expect(200);
      expect((await quote(rental.id)).total).toBe('585.00');
      await asStaff(request(t.server).delete(path(rental.id, '/waivers/fuel'))).expect(200);
      const again = await quote(rental.id);
      expect(again.total).toBe('605.00');
      expect(again.lines.find((line) => line.line === 'fuel')).toMatchObject({ waived: false, waiverReason: null });
      const notWaived = await asStaff(request(t.server).delete(path(rental.id, '/waivers/fuel')));
      expect(notWaived.status).toBe(404);
      expect(notWaived.body.code).toBe('RETURN_WAIVER_NOT_FOUND');

      await asStaff(request(t.server).post(path(rental.id, '/waivers')))
        .send({ line: 'late_return', reason: 'Stuck in a jam on the Federal Highway' })
        .expect(200);
      const after = await quote(rental.id);
      expect(after.total).toBe('595.00');
      expect(after.lines.find((line) => line.line === 'late_return')).toMatchObject({
        waived: true,
        waiverReason: 'Stuck in a jam on the Federal Highway',
      });

      // The total shown must still be the total: an old one is refused and changes nothing.
      const stale = await asStaff(request(t.server).post(path(rental.id, '/finalize'))).send({ expectedTotal: '605.00' });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('RETURN_QUOTE_CHANGED');

      const done = await finalize(rental.id);
      expect(done.status).toBe(200);
      expect(done.body.finalizedAt).toEqual(expect.any(String));
      const stored = await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id });
      expect(stored).toMatchObject({ status: 'completed', returnFuelLevel: 4, returnMileage: 10_250, extraMileageFee: '25.00' });
      const posted = (await charges(rental.id)).filter((entry) => entry.category !== 'rental_days');
      expect(posted.map(({ category, amountSen }) => ({ category, amountSen }))).toEqual([
        { category: 'fuel', amountSen: 2_000 },
        { category: 'extra_mileage', amountSen: 2_500 },
        { category: 'cleaning', amountSen: 20_000 },
        { category: 'damage', amountSen: 5_000 },
        { category: 'damage', amountSen: 30_000 },
      ]);
      expect(posted[3].photoKey).toBe(closeUpKey);
      expect(posted[4].note).toContain('Workshop quote for a new bumper');
      const logs = await t.dataSource.getRepository(StaffLog).find({ where: { targetType: 'rental', targetId: String(rental.id) } });
      expect(logs.map((log) => log.action)).toEqual(
        expect.arrayContaining(['rental_return_charge_waived', 'rental_return_waiver_withdrawn', 'rental_returned']),
      );
      const damages = await t.dataSource.getRepository(VehicleDamage).findBy({ rentalId: rental.id });
      expect(damages.map((damage) => damage.status)).toEqual(['open', 'open']);

      // Evidence is never replaced once the return is finalized.
      const replaced = await uploadAngles(rental.id, ['front']);
      expect(replaced.status).toBe(409);
      expect(replaced.body.code).toBe('RETURN_ALREADY_FINALIZED');
      const moved = await asStaff(request(t.server).patch(path(rental.id, '/readings'))).send({ fuelLevel: 8 });
      expect(moved.status).toBe(409);
      expect((await inspection(rental.id)).photos).toHaveLength(ANGLES.length + 1);
    });

    it('shows damage already on the car in its own list and never charges it again', async () => {
      const vehicle = await makeVehicle(t.dataSource);
      const first = await returnable({}, vehicle, 8);
      await readyToFinalize(first, { fuelLevel: 6, mileage: 10_000, returnedAt: afterDue(first.endDate, 0) });
      await asStaff(request(t.server).post(path(first.id, '/damages')))
        .send({ x: 50, y: 300, panel: 'rear_bumper', kind: 'dent', size: 'medium' })
        .expect(200);
      expect((await finalize(first.id)).status).toBe(200);

      const second = await returnable({}, vehicle, 1);
      await readyToFinalize(second, { fuelLevel: 6, mileage: 10_000, returnedAt: afterDue(second.endDate, 0) });
      const shown = await inspection(second.id);
      expect(shown.damages).toEqual([]);
      expect(shown.preExistingDamages).toEqual([
        expect.objectContaining({ rentalId: first.id, panel: 'rear_bumper', kind: 'dent', status: 'open', charge: null }),
      ]);
      expect(shown.quote).toMatchObject({ lines: [], total: '0.00' });
      expect((await finalize(second.id)).status).toBe(200);
      expect((await charges(second.id)).filter((entry) => entry.category === 'damage')).toEqual([]);
      expect((await charges(first.id)).filter((entry) => entry.category === 'damage')).toHaveLength(1);
    });

    it('refuses to finalize without the photos, readings and a signature or the reason the customer is absent', async () => {
      const rental = await returnable();
      const refused = await asStaff(request(t.server).post(path(rental.id, '/finalize'))).send({ expectedTotal: '0.00' });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('RETURN_INCOMPLETE');
      expect(refused.body.message).toContain('photo:front');
      expect(refused.body.message).toContain('signature');
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({ status: 'active' });
    });

    it('takes the customer co-signature on the phone and serves it back to staff', async () => {
      const rental = await returnable();
      await asStaff(request(t.server).post(path(rental.id, '/signature')))
        .send({ signatureData: await signatureDataUrl() })
        .expect(200);
      const shown = await inspection(rental.id);
      expect(shown).toMatchObject({ signed: true, customerAbsentReason: null, signedAt: expect.any(String) });
      const file = await asStaff(request(t.server).get(path(rental.id, '/files/signature')));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/image\/png/);
    });
  });

  describe('finalizing twice at once', () => {
    it('gives one winner, one set of charges and one return log', async () => {
      const rental = await returnable({ fuelLevel: 8 });
      await readyToFinalize(rental, { fuelLevel: 5, mileage: 10_050, returnedAt: afterDue(rental.endDate, 0) });
      const { total } = await quote(rental.id);
      expect(total).toBe('30.00');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => asStaff(request(t.server).post(path(rental.id, '/finalize'))).send({ expectedTotal: total })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.status === 409)) {
        expect(['RETURN_ALREADY_FINALIZED', 'RETURN_CHANGED', 'RETURN_NOT_OPEN']).toContain(answer.body.code);
      }
      expect((await charges(rental.id)).filter((entry) => entry.category === 'fuel').map((entry) => entry.amountSen)).toEqual([3_000]);
      const logs = await t.dataSource.getRepository(StaffLog).findBy({ action: 'rental_returned', targetId: String(rental.id) });
      expect(logs).toHaveLength(1);
    });
  });

  describe('steps at the same moment', () => {
    it('stores the inspection once and counts every change that won', async () => {
      const rental = await returnable();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          asStaff(request(t.server).patch(path(rental.id, '/readings'))).send({ fuelLevel: index + 1 }),
        ),
      );
      const won = answers.filter((answer) => answer.status === 200);
      expect(won.length).toBeGreaterThanOrEqual(1);
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
        expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 409, code: 'RETURN_CHANGED' });
      }
      const rows = await t.dataSource.getRepository(RentalReturn).findBy({ rentalId: rental.id });
      expect(rows).toHaveLength(1);
      expect(rows[0].version).toBe(won.length);
      const logs = await t.dataSource.getRepository(StaffLog).findBy({ action: 'rental_return_updated', targetId: String(rental.id) });
      expect(logs).toHaveLength(won.length);
    });
  });

  describe('bad input', () => {
    it('refuses each with a clear 4xx and changes nothing', async () => {
      const other = await returnable();
      const otherPhotos = await uploadAngles(other.id, ['front']);
      const otherKey = (otherPhotos.body.photos as Array<{ key: string }>)[0].key;
      const rental = await returnable();
      await uploadAngles(rental.id, ['front']);
      const version = async () => (await t.dataSource.getRepository(RentalReturn).findOneByOrFail({ rentalId: rental.id })).version;
      const before = await version();
      const point = { x: 40, y: 120, panel: 'left_fender', kind: 'scratch', size: 'small' };
      const attempts: Array<[object, number, string | RegExp]> = [
        [{ ...point, x: 201 }, 400, /x must be a whole number from 0 to 200/],
        [{ ...point, y: -1 }, 400, /y must be a whole number from 0 to 400/],
        [{ ...point, x: 10.5 }, 400, /x must be a whole number/],
        [{ ...point, photoKey: otherKey }, 400, "The photo is not one of this rental's return photos"],
        [{ ...point, amount: '-5.00', reason: 'Typed' }, 400, /Amount must be an amount/],
        [{ ...point, amount: '1000000.00', reason: 'Typed' }, 400, /at most RM 999,999.99/],
        [{ ...point, amount: '0', reason: 'Typed' }, 400, 'A typed amount must be more than RM 0.00'],
        [{ ...point, amount: '120.00' }, 400, 'Please give a reason for the amount you typed'],
        [{ ...point, kind: 'bruise' }, 400, /Kind must be one of/],
        [{ ...point, panel: 'spoiler' }, 400, /Panel must be one of/],
        [{ ...point, staffNote: 'extra' }, 400, /should not exist/],
      ];
      for (const [body, status, message] of attempts) {
        const answer = await asStaff(request(t.server).post(path(rental.id, '/damages'))).send(body);
        expect({ body, status: answer.status }).toEqual({ body, status });
        const text = JSON.stringify(answer.body);
        if (typeof message === 'string') expect(text).toContain(message);
        else expect(text).toMatch(message);
      }
      const readings: Array<[object, number]> = [
        [{ fuelLevel: 9 }, 400],
        [{ fuelLevel: -1 }, 400],
        [{ mileage: 9_999 }, 400],
        [{ mileage: 10_000_000 }, 400],
        [{ returnedAt: 'yesterday' }, 400],
        [{ returnedAt: new Date(Date.now() + 3_600_000).toISOString() }, 400],
      ];
      for (const [body, status] of readings) {
        const answer = await asStaff(request(t.server).patch(path(rental.id, '/readings'))).send(body);
        expect({ body, status: answer.status }).toEqual({ body, status });
      }
      const waive = await asStaff(request(t.server).post(path(rental.id, '/waivers'))).send({ line: 'fuel', reason: 'No reason' });
      expect(waive.status).toBe(404);
      const fee = await asStaff(request(t.server).post(path(rental.id, '/fees'))).send({ feeId: 999_999 });
      expect(fee.status).toBe(404);
      const notMine = await asStaff(request(t.server).get(path(rental.id, `/files/${otherKey}`)));
      expect(notMine.status).toBe(404);
      const badId = await asStaff(request(t.server).get('/api/staff/rentals/1.5/return'));
      expect(badId.status).toBe(400);

      await expect(version()).resolves.toBe(before);
      await expect(t.dataSource.getRepository(VehicleDamage).countBy({ rentalId: rental.id })).resolves.toBe(0);
      const row = await t.dataSource.getRepository(RentalReturn).findOneByOrFail({ rentalId: rental.id });
      expect(row).toMatchObject({ fuelLevel: null, mileage: null, fees: null, waivers: null });
    });

    it('does not inspect a rental whose car is not out', async () => {
      const rental = await returnable({}, undefined, 1);
      await t.dataSource.getRepository(Rental).update({ id: rental.id }, { status: 'approved' });
      const answer = await uploadAngles(rental.id, ['front']);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('RETURN_NOT_OPEN');
      await expect(t.dataSource.getRepository(RentalReturn).countBy({ rentalId: rental.id })).resolves.toBe(0);
    });
  });

  describe('the quick Mark Returned beside a started inspection', () => {
    it('is refused once the inspection holds evidence, and the card sends staff back to the inspection', async () => {
      const rental = await returnable();
      const quick = () =>
        asStaff(request(t.server).patch(`/api/staff/rentals/${rental.id}/return`)).send({
          returnDate: rental.endDate,
          returnMileage: 10_100,
          fuelLevel: 6,
        });
      const card = async () => (await asStaff(request(t.server).get(`/api/staff/rentals/${rental.id}`)).expect(200)).body;
      await expect(card()).resolves.toMatchObject({ returnInspectionStarted: false, conditionReportReady: false });

      await asStaff(request(t.server).patch(path(rental.id, '/readings')))
        .send({ fuelLevel: 6, mileage: 10_100 })
        .expect(200);
      await expect(card()).resolves.toMatchObject({ returnInspectionStarted: true, actions: expect.arrayContaining(['mark_returned']) });
      const refused = await quick();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'RETURN_INSPECTION_STARTED' });
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({
        status: 'active',
        returnDate: null,
      });
      expect((await charges(rental.id)).map((entry) => entry.sourceKey)).toEqual([`rental:${rental.id}:days`]);

      // The inspection itself still finishes the return, and the card then offers its report.
      await readyToFinalize(rental, { fuelLevel: 6, mileage: 10_100, returnedAt: afterDue(rental.endDate, 0) });
      expect((await finalize(rental.id)).status).toBe(200);
      await expect(card()).resolves.toMatchObject({ status: 'completed', returnInspectionStarted: false, conditionReportReady: true });
    });
  });

  describe('the schema', () => {
    // SQLite's schema builder rebuilds every table over its datetime('now') defaults, so only MariaDB can tell.
    (process.env.DB_TYPE === 'mysql' ? it : it.skip)(
      'holds what the entities describe, so nothing is left for a schema sync to change',
      async () => {
        const tables = ['return_fees', 'damage_prices', 'vehicle_damages', 'rental_returns'];
        const pending = (await t.dataSource.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
        // MariaDB reads a nullable column's NULL default back as text, and a SET NULL foreign key's rule differently,
        // so TypeORM proposes the same column and the same key again, for every table alike.
        const readBackAgain = (sql: string) =>
          /^ALTER TABLE `\w+` CHANGE `(\w+)` `\1` [\w()]+ NULL$/.test(sql) ||
          /ON DELETE SET NULL ON UPDATE NO ACTION$/.test(sql) ||
          pending.some((other) => {
            const dropped = /DROP FOREIGN KEY `(\w+)`$/.exec(sql)?.[1];
            return dropped !== undefined && dropped === /ADD CONSTRAINT `(\w+)`.*SET NULL/.exec(other)?.[1];
          });
        const touching = pending
          .filter((sql) => tables.some((table) => sql.includes(`\`${table}\``) || sql.includes(`"${table}"`)))
          .filter((sql) => !readBackAgain(sql));
        expect(touching).toEqual([]);
      },
    );
  });

  describe('the price lists', () => {
    it('are read by staff, changed by the admin only, and bounded', async () => {
      const lists = (await asStaff(request(t.server).get('/api/staff/return-price-lists')).expect(200)).body;
      expect(lists.damagePrices).toHaveLength(18);
      expect(lists.damagePrices[0]).toEqual({ kind: 'scratch', size: 'small', amount: '50.00' });
      expect(lists.fees.map((fee: { category: string }) => fee.category)).toEqual(expect.arrayContaining(['cleaning', 'smoking']));

      const change = { kind: 'chip', size: 'large', amount: '250.00' };
      await asStaff(request(t.server).put('/api/admin/damage-prices')).send(change).expect(403);
      const asAdmin = (test: request.Test) => test.set('Authorization', `Bearer ${adminToken}`);
      for (const amount of ['-1.00', '1000000.00', 'abc']) {
        await asAdmin(request(t.server).put('/api/admin/damage-prices'))
          .send({ ...change, amount })
          .expect(400);
      }
      const changed = (await asAdmin(request(t.server).put('/api/admin/damage-prices')).send(change).expect(200)).body;
      expect(changed.damagePrices).toContainEqual(change);
      const created = (
        await asAdmin(request(t.server).post('/api/admin/return-fees'))
          .send({ category: 'cleaning', nameEn: 'Durian smell', nameMs: 'Bau durian', amount: '300', active: true })
          .expect(201)
      ).body;
      expect(created.fees).toContainEqual(expect.objectContaining({ nameEn: 'Durian smell', amount: '300.00', active: true }));
      const logs = await t.dataSource.getRepository(StaffLog).findBy({ action: 'return_price_list_updated' });
      expect(logs.length).toBeGreaterThanOrEqual(2);
    });
  });
});
