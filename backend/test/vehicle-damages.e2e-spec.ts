import request from 'supertest';
import { Rental } from '../src/rentals/entities/rental.entity';
import { VehicleDamage } from '../src/returns/entities/vehicle-damage.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { completeAgreementSteps } from './factories/rental-wizard';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

interface DamageItem {
  id: number;
  status: string;
  rentalId: number | null;
  rental: { id: number; customerName: string | null } | null;
  repairCost: string | null;
  repairedOn: string | null;
  repairedBy: string | null;
}

/**
 * A car's damage history: the open and repaired lists with their pages, the repair that closes a
 * point once (with its cost in the staff log), the refusals that change nothing, the handover's
 * confirmation that open damage was shown, and a repaired point gone from the next return.
 */
describe('Vehicle damage history (API)', () => {
  let t: TestApp;
  let staffToken: string;
  let staffName: string;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await makeStaff(t.dataSource);
    staffName = staff.member.username;
    staffToken = await tokenFor(t.app, staff.member.id, 'staff');
  });

  afterAll(() => t.close());

  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const listPath = (vehicleId: number) => `/api/staff/vehicles/${vehicleId}/damages`;
  const repairPath = (vehicleId: number, damageId: number | string) => `/api/staff/vehicles/${vehicleId}/damages/${damageId}/repair`;
  const repair = (vehicleId: number, damageId: number | string, body: unknown) =>
    asStaff(request(t.server).post(repairPath(vehicleId, damageId))).send(body as object);

  async function rentalOn(vehicle: Vehicle, status: Rental['status'] = 'completed') {
    return makeRental(t.dataSource, await makeCustomer(t.dataSource), vehicle, {
      startDate: daysFromToday(-5),
      endDate: daysFromToday(-3),
      status,
    });
  }

  async function damageOn(vehicle: Vehicle, overrides: Partial<VehicleDamage> = {}): Promise<VehicleDamage> {
    const rental = overrides.rentalId === undefined ? await rentalOn(vehicle) : null;
    return t.dataSource.getRepository(VehicleDamage).save({
      vehicleId: vehicle.id,
      rentalId: rental?.id ?? null,
      phase: 'return',
      status: 'open',
      x: 60,
      y: 120,
      panel: 'bonnet',
      kind: 'scratch',
      size: 'small',
      note: 'Along the edge',
      photoKey: null,
      chargeSen: 5000,
      chargeReason: null,
      recordedBy: 'inspector',
      repairedAt: null,
      repairCostSen: null,
      repairedBy: null,
      ...overrides,
    });
  }

  const unchanged = async (damage: VehicleDamage) => {
    const row = await t.dataSource.getRepository(VehicleDamage).findOneByOrFail({ id: damage.id });
    expect({ status: row.status, repairCostSen: row.repairCostSen, repairedAt: row.repairedAt }).toEqual({
      status: damage.status,
      repairCostSen: null,
      repairedAt: null,
    });
  };

  describe('the lists', () => {
    it('lists open and repaired damage apart, newest first, a page at a time, with the rental each was found on', async () => {
      const car = await makeVehicle(t.dataSource);
      const first = await damageOn(car);
      const second = await damageOn(car, { kind: 'dent', size: 'medium' });
      const third = await damageOn(car, { panel: 'roof' });
      const fixed = await damageOn(car, { status: 'repaired', repairedAt: new Date(), repairCostSen: 12_000, repairedBy: 'mechanic' });
      await damageOn(car, { status: 'pending' });
      await damageOn(await makeVehicle(t.dataSource));

      const page1 = await asStaff(request(t.server).get(listPath(car.id)).query({ limit: '2' })).expect(200);
      expect(page1.body).toMatchObject({ total: 3, page: 1, limit: 2, viewBox: { width: expect.any(Number), height: expect.any(Number) } });
      expect(page1.body.items.map((item: DamageItem) => item.id)).toEqual([third.id, second.id]);
      const page2 = await asStaff(request(t.server).get(listPath(car.id)).query({ status: 'open', limit: '2', page: '2' })).expect(200);
      expect(page2.body.items.map((item: DamageItem) => item.id)).toEqual([first.id]);
      expect(page2.body.items[0]).toMatchObject({
        status: 'open',
        panel: 'bonnet',
        kind: 'scratch',
        size: 'small',
        note: 'Along the edge',
        rentalId: first.rentalId,
        rental: { id: first.rentalId, customerName: expect.any(String) },
        repairCost: null,
        repairedOn: null,
      });

      const repaired = await asStaff(request(t.server).get(listPath(car.id)).query({ status: 'repaired' })).expect(200);
      expect(repaired.body.total).toBe(1);
      expect(repaired.body.items[0]).toMatchObject({ id: fixed.id, status: 'repaired', repairCost: '120.00', repairedBy: 'mechanic' });
    });

    it('answers an empty page for a car with no damage and 404 for a car that does not exist', async () => {
      const car = await makeVehicle(t.dataSource);
      const empty = await asStaff(request(t.server).get(listPath(car.id))).expect(200);
      expect(empty.body).toMatchObject({ items: [], total: 0, page: 1, limit: 20 });
      await asStaff(request(t.server).get(listPath(999_999))).expect(404);
    });

    it.each([
      ['a status that is neither list', { status: 'pending' }],
      ['a page of 0', { page: '0' }],
      ['a limit over 100', { limit: '101' }],
      ['a page that is not a whole number', { page: '1.5' }],
    ])('refuses %s with 400', async (_label, query) => {
      const car = await makeVehicle(t.dataSource);
      await asStaff(request(t.server).get(listPath(car.id)).query(query)).expect(400);
    });

    it.each(['1.5', '1e3', '-1', '0x10', 'abc'])('refuses the vehicle id %s with 400', async (id) => {
      await asStaff(request(t.server).get(`/api/staff/vehicles/${id}/damages`)).expect(400);
    });
  });

  describe('marking a damage repaired', () => {
    it('closes it with the cost and the day, logs the cost, and moves it to the repaired list', async () => {
      const car = await makeVehicle(t.dataSource);
      const damage = await damageOn(car);
      const answer = await repair(car.id, damage.id, { repairCost: '350.5', repairedOn: daysFromToday(0) }).expect(200);
      expect(answer.body).toMatchObject({
        id: damage.id,
        status: 'repaired',
        repairCost: '350.50',
        repairedOn: daysFromToday(0),
        repairedBy: staffName,
      });

      const row = await t.dataSource.getRepository(VehicleDamage).findOneByOrFail({ id: damage.id });
      expect({ status: row.status, repairCostSen: row.repairCostSen, repairedBy: row.repairedBy }).toEqual({
        status: 'repaired',
        repairCostSen: 35_050,
        repairedBy: staffName,
      });
      const logs = await t.dataSource.getRepository(StaffLog).findBy({ action: 'vehicle_damage_repaired', targetId: String(car.id) });
      expect(logs).toHaveLength(1);
      expect(logs[0].details).toMatchObject({ damageId: damage.id, repairCost: '350.50', repairedOn: daysFromToday(0) });

      const open = await asStaff(request(t.server).get(listPath(car.id))).expect(200);
      expect(open.body.total).toBe(0);
      const repaired = await asStaff(request(t.server).get(listPath(car.id)).query({ status: 'repaired' })).expect(200);
      expect(repaired.body.items.map((item: DamageItem) => item.id)).toEqual([damage.id]);
    });

    it('accepts a free repair on the day the damage was found', async () => {
      const car = await makeVehicle(t.dataSource);
      const damage = await damageOn(car, { createdAt: new Date(Date.now() - 2 * 86_400_000) });
      const answer = await repair(car.id, damage.id, { repairCost: '0.00', repairedOn: daysFromToday(-2) }).expect(200);
      expect(answer.body).toMatchObject({ repairCost: '0.00', repairedOn: daysFromToday(-2) });
    });

    it('lets one of two staff marking it at once win; the other gets 409 and the log holds one entry', async () => {
      const car = await makeVehicle(t.dataSource);
      const damage = await damageOn(car);
      const answers = await Promise.all([
        repair(car.id, damage.id, { repairCost: '100.00', repairedOn: daysFromToday(0) }),
        repair(car.id, damage.id, { repairCost: '200.00', repairedOn: daysFromToday(0) }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.body.code).toBe('DAMAGE_ALREADY_REPAIRED');
      const winner = answers.find((answer) => answer.status === 200);
      const row = await t.dataSource.getRepository(VehicleDamage).findOneByOrFail({ id: damage.id });
      expect(row.repairCostSen).toBe(winner?.body.repairCost === '100.00' ? 10_000 : 20_000);
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'vehicle_damage_repaired', targetId: String(car.id) }),
      ).resolves.toBe(1);
    });

    it('refuses bad input with a clear 4xx and changes nothing', async () => {
      const car = await makeVehicle(t.dataSource);
      const other = await makeVehicle(t.dataSource);
      const damage = await damageOn(car, { createdAt: new Date(Date.now() - 86_400_000) });
      const good = { repairCost: '100.00', repairedOn: daysFromToday(0) };
      const cases: [unknown, number, string?][] = [
        [{ ...good, repairCost: '-5.00' }, 400],
        [{ ...good, repairCost: '50000.01' }, 400],
        [{ ...good, repairCost: '1.005' }, 400],
        [{ ...good, repairCost: 'ten' }, 400],
        [{ ...good, repairCost: null }, 400],
        [{ repairedOn: good.repairedOn }, 400],
        [{ ...good, repairedOn: daysFromToday(1) }, 400, 'DAMAGE_REPAIR_DATE_INVALID'],
        [{ ...good, repairedOn: daysFromToday(-2) }, 400, 'DAMAGE_REPAIR_DATE_INVALID'],
        [{ ...good, repairedOn: '2026-02-30' }, 400],
        [{ ...good, repairedOn: 20261101 }, 400],
      ];
      for (const [body, status, code] of cases) {
        const answer = await repair(car.id, damage.id, body);
        expect({ body, status: answer.status }).toEqual({ body, status });
        if (code) expect(answer.body.code).toBe(code);
      }
      const elsewhere = await repair(other.id, damage.id, good);
      expect({ status: elsewhere.status, code: elsewhere.body.code }).toEqual({ status: 404, code: 'VEHICLE_DAMAGE_NOT_FOUND' });
      await repair(car.id, '1.5', good).expect(400);
      await repair(car.id, '12abc', good).expect(400);
      await repair(car.id, 999_999, good).expect(404);
      await unchanged(damage);

      const pending = await damageOn(car, { status: 'pending' });
      const refused = await repair(car.id, pending.id, good);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'DAMAGE_NOT_OPEN' });
      await unchanged(pending);
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'vehicle_damage_repaired', targetId: String(car.id) }),
      ).resolves.toBe(0);
    });

    it('takes a repaired damage off the next return inspection', async () => {
      const car = await makeVehicle(t.dataSource);
      const kept = await damageOn(car, { panel: 'roof' });
      const fixed = await damageOn(car);
      await repair(car.id, fixed.id, { repairCost: '80.00', repairedOn: daysFromToday(0) }).expect(200);
      const next = await makeRental(t.dataSource, await makeCustomer(t.dataSource), car, {
        startDate: daysFromToday(-1),
        endDate: daysFromToday(1),
      });
      const inspection = await asStaff(request(t.server).get(`/api/staff/rentals/${next.id}/return`)).expect(200);
      expect(inspection.body.preExistingDamages.map((damage: { id: number }) => damage.id)).toEqual([kept.id]);
    });
  });

  describe("the handover's confirmation that existing damage was shown", () => {
    const finalize = (id: number) =>
      asStaff(request(t.server).patch(`/api/staff/rentals/${id}/finalize`)).send({ fuelLevel: 6, currentMileage: 45_210 });
    const confirm = (id: number | string) => asStaff(request(t.server).post(`/api/staff/rentals/${id}/existing-damage-shown`));

    it('is not asked for when the car has no open damage', async () => {
      const car = await makeVehicle(t.dataSource);
      await damageOn(car, { status: 'repaired', repairedAt: new Date(), repairCostSen: 100 });
      const rental = await rentalOn(car, 'awaiting_agreement');
      await completeAgreementSteps(t.server, staffToken, rental.id);
      const answer = await finalize(rental.id).expect(200);
      expect(answer.body.existingDamageShownAt).toBeNull();
    });

    it('is required while the car has open damage, and recorded on the rental with the points shown', async () => {
      const car = await makeVehicle(t.dataSource);
      const damage = await damageOn(car);
      const rental = await rentalOn(car, 'awaiting_agreement');
      await completeAgreementSteps(t.server, staffToken, rental.id);
      const refused = await finalize(rental.id).expect(400);
      expect(refused.body.code).toBe('EXISTING_DAMAGE_NOT_SHOWN');
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({
        status: 'awaiting_agreement',
        agreementPdfUrl: null,
      });

      const shown = await confirm(rental.id).expect(200);
      expect(shown.body.existingDamageShownAt).toEqual(expect.any(String));
      const row = await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id });
      expect({ ids: row.existingDamageShownIds, by: row.existingDamageShownBy }).toEqual({ ids: [damage.id], by: staffName });
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'rental_existing_damage_shown', targetId: String(rental.id) }),
      ).resolves.toBe(1);

      // Damage opened after it was shown must be shown again.
      await damageOn(car, { panel: 'roof' });
      expect((await finalize(rental.id).expect(400)).body.code).toBe('EXISTING_DAMAGE_NOT_SHOWN');
      await confirm(rental.id).expect(200);
      await finalize(rental.id).expect(200);
      // Once the agreement is complete the confirmation cannot change.
      expect((await confirm(rental.id).expect(409)).body.code).toBe('AGREEMENT_ALREADY_COMPLETED');
    });

    it('refuses a bad rental id with 400 and an unknown rental with 404', async () => {
      await confirm('1.5').expect(400);
      await confirm(999_999).expect(404);
    });
  });
});
