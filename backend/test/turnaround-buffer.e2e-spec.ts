import request from 'supertest';
import { todayInKualaLumpur } from '../src/common/dates/calendar-date';
import { addDays } from '../src/common/dates/date-math';
import { VehicleBlock } from '../src/fleet/entities/vehicle-block.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { AppSetting } from '../src/settings/entities/app-setting.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

const today = todayInKualaLumpur();
const day = (offset: number) => addDays(today, offset);

/**
 * The admin's turnaround buffer: hours a car rests between one return and the next pickup, kept
 * by the vehicle schedule on every booking path (availability, a request, an approval, a manual
 * booking, an extension), to the hour, and never in the way of a block.
 */
describe('Turnaround buffer (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
  });

  afterAll(() => t.close());

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const staffCall = (test: request.Test) => as(staffToken)(test);
  const adminCall = (test: request.Test) => as(adminToken)(test);
  const setBuffer = (hours: unknown) => adminCall(request(t.server).put('/api/admin/settings/booking')).send({ turnaroundHours: hours });
  const car = () => makeVehicle(t.dataSource, { plateIdentifier: `TB${uniqueSuffix().slice(-4)}` });
  const manual = (customerId: number, vehicleId: number, startDate: string, endDate: string, pickupTime = '09:00', returnTime = '18:00') =>
    staffCall(request(t.server).post('/api/staff/bookings/manual')).send({
      customerId,
      vehicleId,
      startDate,
      endDate,
      pickupTime,
      returnTime,
      rentalPerDay: '100',
      deposit: '200',
    });

  it("is the admin's to set: whole hours from 0 to 72, each change logged once, bad values change nothing", async () => {
    await request(t.server).get('/api/admin/settings/booking').expect(401);
    await staffCall(request(t.server).get('/api/admin/settings/booking')).expect(403);
    await staffCall(request(t.server).put('/api/admin/settings/booking')).send({ turnaroundHours: 5 }).expect(403);
    expect((await adminCall(request(t.server).get('/api/admin/settings/booking')).expect(200)).body).toEqual({ turnaroundHours: 0 });

    for (const bad of [-1, 73, 1.5, '12', null, 1e9]) {
      const refused = await setBuffer(bad).expect(400);
      expect(JSON.stringify(refused.body)).toContain('The turnaround must be a whole number of hours from 0 to 72');
    }
    await adminCall(request(t.server).put('/api/admin/settings/booking')).send({}).expect(400);
    expect(await t.dataSource.getRepository(AppSetting).findOneBy({ name: 'turnaroundHours' })).toBeNull();

    expect((await setBuffer(12).expect(200)).body).toEqual({ turnaroundHours: 12 });
    await setBuffer(12).expect(200);
    expect((await adminCall(request(t.server).get('/api/admin/settings/booking')).expect(200)).body).toEqual({ turnaroundHours: 12 });
    const logged = await t.dataSource.getRepository(StaffLog).findBy({ action: 'turnaround_changed' });
    expect(logged).toHaveLength(1);
    expect(logged[0].details).toMatchObject({ previousHours: 0, hours: 12 });
    await setBuffer(0).expect(200);
  });

  it('admins saving at once: the same value is changed and logged once, different values leave an unbroken trail', async () => {
    const entries = () => t.dataSource.getRepository(StaffLog).find({ where: { action: 'turnaround_changed' }, order: { id: 'ASC' } });
    const standing = async () =>
      ((await adminCall(request(t.server).get('/api/admin/settings/booking')).expect(200)).body as { turnaroundHours: number })
        .turnaroundHours;

    const before = (await entries()).length;
    const same = await Promise.all([6, 6, 6, 6].map((hours) => setBuffer(hours)));
    expect(same.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await entries()).length - before).toBe(1);

    const start = (await entries()).length;
    await Promise.all([8, 10, 8, 10].map((hours) => setBuffer(hours).expect(200)));
    // Each logged change starts from the value the one before it left: no two admins changed the same value.
    const trail = (await entries()).slice(start - 1).map((entry) => entry.details as { previousHours: number; hours: number });
    for (let index = 1; index < trail.length; index += 1) expect(trail[index].previousHours).toBe(trail[index - 1].hours);
    expect(trail[trail.length - 1].hours).toBe(await standing());
    await setBuffer(0).expect(200);
  });

  describe('with a 24-hour buffer', () => {
    beforeAll(async () => {
      await setBuffer(24).expect(200);
    });

    afterAll(async () => {
      await setBuffer(0).expect(200);
    });

    it('customers see the car taken the day after a return and free the day after that; their request is refused the same way', async () => {
      const vehicle = await car();
      const other = await makeCustomer(t.dataSource);
      // Back at 18:00 on day 20: ready again at 18:00 on day 21, so a 09:00 pickup on day 21 is too soon.
      await makeRental(t.dataSource, other, vehicle, { startDate: day(17), endDate: day(20), status: 'approved' });

      const check = (startDate: string, endDate: string) =>
        request(t.server).post(`/api/vehicles/${vehicle.id}/check-availability`).send({ startDate, endDate }).expect(200);
      const tooSoon = await check(day(21), day(23));
      expect(tooSoon.body).toEqual({ available: false, conflicts: [{ startDate: day(17), endDate: day(21) }] });
      expect((await check(day(22), day(23))).body).toEqual({ available: true, conflicts: [] });
      // Before a pickup as well: a car due out at 09:00 on day 17 cannot come back at 18:00 on day 16.
      const before = await check(day(14), day(16));
      expect(before.body).toEqual({ available: false, conflicts: [{ startDate: day(16), endDate: day(20) }] });
      expect((await check(day(14), day(15))).body).toEqual({ available: true, conflicts: [] });

      const customer = await makeCustomer(t.dataSource);
      const customerToken = await tokenFor(t.app, customer.id, 'customer');
      const ask = (startDate: string, endDate: string) =>
        as(customerToken)(request(t.server).post('/api/booking-requests')).send({ vehicleId: vehicle.id, startDate, endDate });
      const refused = await ask(day(21), day(23)).expect(409);
      expect(refused.body).toMatchObject({ code: 'DATES_TAKEN' });
      await ask(day(22), day(23)).expect(201);
    });

    it('an approval and a manual booking are refused inside the buffer, to the hour', async () => {
      const vehicle = await car();
      const customer = await makeCustomer(t.dataSource);
      await makeRental(t.dataSource, customer, vehicle, { startDate: day(30), endDate: day(32), status: 'approved' });

      // A request made before the buffer was set (or raced past it) is checked again at approval.
      const early = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: day(33), endDate: day(34) });
      const approval = await staffCall(request(t.server).patch(`/api/staff/booking-requests/${early.id}/approve`))
        .send({})
        .expect(409);
      expect(approval.body).toMatchObject({ code: 'DATES_TAKEN' });

      // Staff choose the hours: 09:00 on day 33 is 15 hours after the return, 18:00 is the full 24.
      const tooSoon = await manual(customer.id, vehicle.id, day(33), day(34), '09:00').expect(409);
      expect(tooSoon.body).toMatchObject({ code: 'VEHICLE_ALREADY_BOOKED' });
      await manual(customer.id, vehicle.id, day(33), day(34), '18:00').expect(201);
      expect(await t.dataSource.getRepository(Rental).countBy({ vehicleId: vehicle.id })).toBe(2);
    });

    it('an extension may not run into the rest the next rental needs', async () => {
      const vehicle = await car();
      const customer = await makeCustomer(t.dataSource);
      const extended = await makeRental(t.dataSource, customer, vehicle, { startDate: day(40), endDate: day(42), status: 'active' });
      await makeRental(t.dataSource, customer, vehicle, { startDate: day(45), endDate: day(46), status: 'approved' });
      const customerToken = await tokenFor(t.app, customer.id, 'customer');
      const extend = (newEndDate: string) =>
        as(customerToken)(request(t.server).post(`/api/rentals/${extended.id}/extension`)).send({ newEndDate, reason: 'Family visit' });

      // Back at 18:00 on day 44 leaves 15 hours before the next 09:00 pickup: asked and refused at once.
      const asked = await extend(day(44)).expect(409);
      expect(asked.body).toMatchObject({ code: 'EXTENSION_DATES_TAKEN' });
      // Asked when it fitted, then the buffer grew: the approval checks again under the lock.
      await extend(day(43)).expect(200);
      await setBuffer(40).expect(200);
      const approval = await staffCall(request(t.server).patch(`/api/staff/rentals/${extended.id}/extension/approve`))
        .send({})
        .expect(409);
      expect(approval.body).toMatchObject({ code: 'EXTENSION_DATES_TAKEN' });
      await setBuffer(24).expect(200);
      await staffCall(request(t.server).patch(`/api/staff/rentals/${extended.id}/extension/approve`))
        .send({})
        .expect(200);
      expect((await t.dataSource.getRepository(Rental).findOneByOrFail({ id: extended.id })).endDate).toBe(day(43));
    });

    it('a car may go into the workshop straight after a return: a block keeps no buffer', async () => {
      const vehicle = await car();
      const customer = await makeCustomer(t.dataSource);
      await makeRental(t.dataSource, customer, vehicle, { startDate: day(50), endDate: day(51), status: 'approved' });
      await staffCall(request(t.server).post(`/api/staff/vehicles/${vehicle.id}/blocks`))
        .send({ startDate: day(52), endDate: day(52), reason: 'service' })
        .expect(201);
      expect(await t.dataSource.getRepository(VehicleBlock).countBy({ vehicleId: vehicle.id })).toBe(1);
    });
  });

  it('with no buffer, the day after a return is free again', async () => {
    const vehicle = await car();
    const customer = await makeCustomer(t.dataSource);
    await makeRental(t.dataSource, customer, vehicle, { startDate: day(60), endDate: day(61), status: 'approved' });
    await manual(customer.id, vehicle.id, day(62), day(63)).expect(201);
  });
});
