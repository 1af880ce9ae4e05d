import request from 'supertest';
import { todayInKualaLumpur } from '../src/common/dates/calendar-date';
import { addDays } from '../src/common/dates/date-math';
import { FileStorage } from '../src/common/storage/file-storage';
import { ComplianceReminders } from '../src/fleet/compliance-reminders';
import { VehicleComplianceView } from '../src/fleet/dto/compliance.view';
import { VehicleComplianceItem } from '../src/fleet/entities/vehicle-compliance-item.entity';
import { VehicleBlock } from '../src/fleet/entities/vehicle-block.entity';
import { VehicleCost } from '../src/fleet/entities/vehicle-cost.entity';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

const STAFF_INBOX = 'fleet-desk@example.com';
const today = todayInKualaLumpur();
const day = (offset: number) => addDays(today, offset);
const dmy = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * A car's road tax, insurance, inspection and permit: recorded with their documents, refused when
 * out of range, listed where they expire soon, reminded once, and a booking, extension or
 * handover over a lapsed day refused unless an admin goes ahead with a reason.
 */
describe('Fleet compliance (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;
  let adminToken: string;
  let staffName: string;
  let adminName: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp({ ADMIN_EMAIL: STAFF_INBOX });
    const staff = await makeStaff(t.dataSource);
    const admin = await makeStaff(t.dataSource, { role: 'admin' });
    staffName = staff.member.username;
    adminName = admin.member.username;
    staffToken = await tokenFor(t.app, staff.member.id, 'staff');
    adminToken = await tokenFor(t.app, admin.member.id, 'admin');
  });

  afterAll(() => t.close());

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const staffCall = (test: request.Test) => as(staffToken)(test);
  const adminCall = (test: request.Test) => as(adminToken)(test);
  const compliancePath = (vehicleId: number, kind = '') => `/api/staff/vehicles/${vehicleId}/compliance${kind ? `/${kind}` : ''}`;
  const record = (vehicleId: number, kind: string, fields: Record<string, string>, document?: Buffer) => {
    let test = staffCall(request(t.server).put(compliancePath(vehicleId, kind)));
    for (const [name, value] of Object.entries(fields)) test = test.field(name, value);
    if (document) test = test.attach('document', document, { filename: 'document.jpg', contentType: 'image/jpeg' });
    return test;
  };
  const stored = (vehicleId: number) =>
    t.dataSource.getRepository(VehicleComplianceItem).find({ where: { vehicleId }, order: { id: 'ASC' } });
  const storedOf = async (vehicleId: number, kind: string) =>
    (await stored(vehicleId)).find((item) => item.kind === kind) as VehicleComplianceItem;
  const plated = (overrides: Partial<Vehicle> = {}) =>
    makeVehicle(t.dataSource, { plateIdentifier: `CP${uniqueSuffix().slice(-4)}`, ...overrides });

  it('is for staff only', async () => {
    const vehicle = await plated();
    await request(t.server).get(compliancePath(vehicle.id)).expect(401);
    const customer = await makeCustomer(t.dataSource);
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    await as(customerToken)(request(t.server).get(compliancePath(vehicle.id))).expect(403);
    await as(customerToken)(request(t.server).put(compliancePath(vehicle.id, 'road_tax')).field('expiresOn', day(100))).expect(403);
    expect(await stored(vehicle.id)).toEqual([]);
  });

  it('records each date with its document, renews it, and removes it with its picture', async () => {
    const vehicle = await plated({ make: 'Perodua', model: 'Alza' });
    const cover = await makePhoto(1200, 900, '#aa3322');
    const created = await record(
      vehicle.id,
      'insurance',
      { expiresOn: day(200), policyNumber: 'P-778812', insurer: 'Etiqa' },
      cover,
    ).expect(200);
    await record(vehicle.id, 'road_tax', { expiresOn: day(20) }).expect(200);
    expect((created.body as VehicleComplianceView).items).toEqual([
      expect.objectContaining({
        kind: 'insurance',
        expiresOn: day(200),
        policyNumber: 'P-778812',
        insurer: 'Etiqa',
        hasDocument: true,
        state: 'valid',
      }),
    ]);

    const view = (await staffCall(request(t.server).get(compliancePath(vehicle.id))).expect(200)).body as VehicleComplianceView;
    expect(view.vehicleDisplayName).toBe(`Perodua Alza - ${vehicle.plateIdentifier}`);
    expect(view.items.map(({ kind, daysLeft, state, updatedBy }) => ({ kind, daysLeft, state, updatedBy }))).toEqual([
      { kind: 'road_tax', daysLeft: 20, state: 'expiring', updatedBy: staffName },
      { kind: 'insurance', daysLeft: 200, state: 'valid', updatedBy: staffName },
    ]);

    // The picture comes back as a JPEG, private to staff.
    const picture = await staffCall(request(t.server).get(`${compliancePath(vehicle.id, 'insurance')}/document`)).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(picture.headers['cache-control']).toBe('private, no-store');
    await staffCall(request(t.server).get(`${compliancePath(vehicle.id, 'road_tax')}/document`)).expect(404);

    // Renewed with a new picture: the old file goes, the new expiry starts its reminders afresh.
    const storage = t.app.get(FileStorage);
    const insurance = await storedOf(vehicle.id, 'insurance');
    const oldKey = insurance.documentKey as string;
    await t.dataSource.getRepository(VehicleComplianceItem).update({ id: insurance.id }, { reminderSentDays: 30 });
    await record(
      vehicle.id,
      'insurance',
      { expiresOn: day(565), policyNumber: 'P-990001', insurer: 'Allianz' },
      await makePhoto(900, 1200),
    ).expect(200);
    const renewed = await storedOf(vehicle.id, 'insurance');
    expect(renewed).toMatchObject({ expiresOn: day(565), policyNumber: 'P-990001', insurer: 'Allianz', reminderSentDays: null });
    expect(renewed.documentKey).not.toBe(oldKey);
    await expect(storage.exists('vehicle-documents', oldKey)).resolves.toBe(false);
    await expect(storage.exists('vehicle-documents', renewed.documentKey as string)).resolves.toBe(true);
    // Saved again without a picture: the picture stays.
    await record(vehicle.id, 'insurance', { expiresOn: day(566) }).expect(200);
    expect(await storedOf(vehicle.id, 'insurance')).toMatchObject({
      expiresOn: day(566),
      documentKey: renewed.documentKey,
      policyNumber: null,
    });

    const removed = await staffCall(request(t.server).delete(compliancePath(vehicle.id, 'insurance'))).expect(200);
    expect((removed.body as VehicleComplianceView).items.map((item) => item.kind)).toEqual(['road_tax']);
    await expect(storage.exists('vehicle-documents', renewed.documentKey as string)).resolves.toBe(false);
    await staffCall(request(t.server).delete(compliancePath(vehicle.id, 'insurance'))).expect(404);

    const logs = await t.dataSource.getRepository(StaffLog).findBy({ targetType: 'vehicle', targetId: String(vehicle.id) });
    expect(logs.map((log) => log.action).sort()).toEqual([
      'vehicle_compliance_recorded',
      'vehicle_compliance_recorded',
      'vehicle_compliance_recorded',
      'vehicle_compliance_recorded',
      'vehicle_compliance_removed',
    ]);
  });

  it('refuses a bad date, kind, field or document with a clear 4xx and changes nothing', async () => {
    const vehicle = await plated({ registrationDate: '2020-03-15' });
    await record(vehicle.id, 'permit', { expiresOn: day(90) }).expect(200);
    const before = await stored(vehicle.id);

    const refusals: Array<[request.Test, number, string]> = [
      [record(vehicle.id, 'road_tax', { expiresOn: '2020-03-14' }), 400, 'COMPLIANCE_DATE_BEFORE_REGISTRATION'],
      [record(vehicle.id, 'road_tax', { expiresOn: '2199-01-01' }), 400, 'COMPLIANCE_DATE_OUT_OF_RANGE'],
      [
        record(vehicle.id, 'road_tax', { expiresOn: addDays(`${Number(today.slice(0, 4)) + 10}${today.slice(4)}`, 1) }),
        400,
        'COMPLIANCE_DATE_OUT_OF_RANGE',
      ],
      [record(vehicle.id, 'road_tax', { expiresOn: '2027-02-30' }), 400, 'VALIDATION_FAILED'],
      [record(vehicle.id, 'road_tax', { expiresOn: '' }), 400, 'VALIDATION_FAILED'],
      [record(vehicle.id, 'road_tax', { expiresOn: day(30), policyNumber: 'X-1' }), 400, 'COMPLIANCE_INSURANCE_ONLY'],
      [record(vehicle.id, 'insurance', { expiresOn: day(30), insurer: 'x'.repeat(101) }), 400, 'VALIDATION_FAILED'],
      [record(vehicle.id, 'permit', { expiresOn: day(30) }, Buffer.from('not a picture at all')), 400, 'NOT_AN_IMAGE'],
      [record(vehicle.id, 'roadtax', { expiresOn: day(30) }), 404, 'COMPLIANCE_KIND_UNKNOWN'],
      [record(999_999, 'road_tax', { expiresOn: day(30) }), 404, 'FLEET_VEHICLE_NOT_FOUND'],
      [staffCall(request(t.server).get(compliancePath(vehicle.id, 'road_tax') + '/document')), 404, 'COMPLIANCE_ITEM_NOT_FOUND'],
      [staffCall(request(t.server).get('/api/staff/vehicles/1e3/compliance')), 400, 'INVALID_ID'],
    ];
    for (const [test, status, code] of refusals) {
      const response = await test;
      expect({ status: response.status, code: (response.body as { code: string }).code }).toEqual({ status, code });
    }
    expect(await stored(vehicle.id)).toEqual(before);
    const files = [];
    for await (const file of t.app.get(FileStorage).list('vehicle-documents')) files.push(file);
    const named = (await t.dataSource.getRepository(VehicleComplianceItem).find()).map((item) => item.documentKey);
    expect(files.filter((file) => !named.includes(file.fileName))).toEqual([]);
  });

  it('the vehicle list carries each car its dates, and a registration date in the future is refused', async () => {
    const vehicle = await plated();
    await record(vehicle.id, 'inspection', { expiresOn: day(-3) }).expect(200);
    const page = (await staffCall(request(t.server).get('/api/staff/vehicles?limit=100')).expect(200)).body as {
      items: Array<{ id: number; compliance: Array<{ kind: string; state: string }> }>;
    };
    expect(page.items.find((item) => item.id === vehicle.id)?.compliance).toEqual([
      expect.objectContaining({ kind: 'inspection', state: 'lapsed', daysLeft: -3 }),
    ]);
    const future = await staffCall(request(t.server).patch(`/api/staff/vehicles/${vehicle.id}`)).send({ registrationDate: day(1) });
    expect({ status: future.status, code: (future.body as { code: string }).code }).toEqual({
      status: 400,
      code: 'VEHICLE_REGISTRATION_IN_FUTURE',
    });
    const patched = await staffCall(request(t.server).patch(`/api/staff/vehicles/${vehicle.id}`))
      .send({ registrationDate: '2018-07-01' })
      .expect(200);
    expect(patched.body).toMatchObject({ registrationDate: '2018-07-01', compliance: [expect.objectContaining({ kind: 'inspection' })] });
  });

  describe('a car whose insurance lapses after day 10', () => {
    const expiry = day(10);

    async function insuredCar(): Promise<Vehicle> {
      const vehicle = await plated();
      await record(vehicle.id, 'insurance', { expiresOn: expiry, policyNumber: 'P-1', insurer: 'Etiqa' }).expect(200);
      await record(vehicle.id, 'road_tax', { expiresOn: day(300) }).expect(200);
      return vehicle;
    }

    const lapsedBody = (endDate: string) => ({
      code: 'VEHICLE_COMPLIANCE_LAPSED',
      message: `This car's insurance expires on ${dmy(expiry)}, before the rental ends on ${dmy(endDate)}. Renew it first, or an admin can go ahead with a reason.`,
      params: { items: 'insurance', expiresOn: dmy(expiry), endDate: dmy(endDate) },
    });

    it('approves a request ending on the expiry day and refuses one ending the day after', async () => {
      const vehicle = await insuredCar();
      const customer = await makeCustomer(t.dataSource);
      const covered = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: day(8), endDate: day(10) });
      await staffCall(request(t.server).patch(`/api/staff/booking-requests/${covered.id}/approve`))
        .send({})
        .expect(200);

      const other = await plated();
      await record(other.id, 'insurance', { expiresOn: expiry }).expect(200);
      const past = await makeBookingRequest(t.dataSource, customer, other, { startDate: day(9), endDate: day(11) });
      const refused = await staffCall(request(t.server).patch(`/api/staff/booking-requests/${past.id}/approve`))
        .send({})
        .expect(409);
      expect(refused.body).toMatchObject(lapsedBody(day(11)));
      expect(await t.dataSource.getRepository(Rental).countBy({ vehicleId: other.id })).toBe(0);

      // Staff cannot go ahead; the admin can, with a reason that is logged.
      const staffTry = await staffCall(request(t.server).patch(`/api/staff/booking-requests/${past.id}/approve`))
        .send({ complianceOverrideReason: 'Renewed this morning' })
        .expect(403);
      expect(staffTry.body).toMatchObject({ code: 'COMPLIANCE_OVERRIDE_ADMIN_ONLY' });
      await adminCall(request(t.server).patch(`/api/staff/booking-requests/${past.id}/approve`))
        .send({ complianceOverrideReason: 'Cover note from Etiqa in hand, policy follows' })
        .expect(200);
      const override = await t.dataSource
        .getRepository(StaffLog)
        .findOneByOrFail({ action: 'vehicle_compliance_overridden', targetId: String(other.id) });
      expect(override).toMatchObject({ staffUsername: adminName });
      expect(override.details).toMatchObject({
        purpose: 'approval',
        startDate: day(9),
        endDate: day(11),
        lapsed: `insurance ${expiry}`,
        reason: 'Cover note from Etiqa in hand, policy follows',
      });
    });

    it('refuses a manual booking and an extension past the lapse, and allows them up to it', async () => {
      const vehicle = await insuredCar();
      const customer = await makeCustomer(t.dataSource);
      const manual = (startDate: string, endDate: string, extra: object = {}) =>
        staffCall(request(t.server).post('/api/staff/bookings/manual')).send({
          customerId: customer.id,
          vehicleId: vehicle.id,
          startDate,
          endDate,
          pickupTime: '09:00',
          returnTime: '18:00',
          rentalPerDay: '100',
          deposit: '200',
          ...extra,
        });
      const refused = await manual(day(10), day(12)).expect(409);
      expect(refused.body).toMatchObject(lapsedBody(day(12)));
      await manual(day(10), day(12), { complianceOverrideReason: 'Not mine to give' }).expect(403);
      const booked = await manual(day(5), day(10)).expect(201);
      const rentalId = (booked.body as { rental: { id: number } }).rental?.id ?? (booked.body as { id: number }).id;

      // The customer asks to run one day past the lapse: staff cannot approve it.
      await t.dataSource
        .getRepository(Rental)
        .update({ id: rentalId }, { status: 'extension-requested', extensionRequestedUntil: day(11) });
      const extension = await staffCall(request(t.server).patch(`/api/staff/rentals/${rentalId}/extension/approve`))
        .send({})
        .expect(409);
      expect(extension.body).toMatchObject(lapsedBody(day(11)));
      expect(await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rentalId })).toMatchObject({ endDate: day(10) });
      // Renewed: the same approval goes through.
      await record(vehicle.id, 'insurance', { expiresOn: day(375) }).expect(200);
      await staffCall(request(t.server).patch(`/api/staff/rentals/${rentalId}/extension/approve`))
        .send({})
        .expect(200);
      expect(await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rentalId })).toMatchObject({
        endDate: day(11),
        status: 'active',
      });
    });

    it('refuses the handover of a rental running past the lapse; an admin hands it over with a reason', async () => {
      const vehicle = await insuredCar();
      const customer = await makeCustomer(t.dataSource);
      const rental = await makeRental(t.dataSource, customer, vehicle, { startDate: day(0), endDate: day(11), status: 'approved' });
      const handOver = (call: (test: request.Test) => request.Test, reason?: string) => {
        let test = call(request(t.server).patch(`/api/staff/rentals/${rental.id}/key-handover`));
        if (reason) test = test.field('complianceOverrideReason', reason);
        return test.attach('keyHandoverPhoto', photo, { filename: 'keys.jpg', contentType: 'image/jpeg' });
      };
      const photo = await makePhoto();
      const refused = await handOver(staffCall).expect(409);
      expect(refused.body).toMatchObject(lapsedBody(day(11)));
      expect(await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).toMatchObject({
        status: 'approved',
        handoverPhotoUrl: null,
      });
      await handOver(staffCall, 'Staff cannot').expect(403);
      await handOver(adminCall, 'Owner drove it to Etiqa to renew on the way').expect(200);
      expect(await t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).toMatchObject({ status: 'active' });
      await expect(
        t.dataSource.getRepository(StaffLog).findOneByOrFail({ action: 'vehicle_compliance_overridden', targetId: String(vehicle.id) }),
      ).resolves.toMatchObject({
        details: expect.objectContaining({ purpose: 'handover', reason: 'Owner drove it to Etiqa to renew on the way' }),
      });
    });
  });

  it('Today and the dashboard list what lapses within 30 days or has lapsed, soonest first', async () => {
    const vehicle = await plated({ make: 'Proton', model: 'Exora' });
    await record(vehicle.id, 'road_tax', { expiresOn: day(29) }).expect(200);
    await record(vehicle.id, 'permit', { expiresOn: day(-1) }).expect(200);
    await record(vehicle.id, 'insurance', { expiresOn: day(31) }).expect(200);
    const mine = (items: Array<{ vehicleId: number }>) => items.filter((item) => item.vehicleId === vehicle.id);

    const todayView = (await staffCall(request(t.server).get('/api/staff/today')).expect(200)).body as {
      compliance: { total: number; items: Array<{ vehicleId: number; kind: string; daysLeft: number; plate: string | null }> };
    };
    expect(mine(todayView.compliance.items)).toEqual([
      {
        vehicleId: vehicle.id,
        vehicleDisplayName: `Proton Exora - ${vehicle.plateIdentifier}`,
        plate: vehicle.plateIdentifier,
        kind: 'permit',
        expiresOn: day(-1),
        daysLeft: -1,
      },
      {
        vehicleId: vehicle.id,
        vehicleDisplayName: `Proton Exora - ${vehicle.plateIdentifier}`,
        plate: vehicle.plateIdentifier,
        kind: 'road_tax',
        expiresOn: day(29),
        daysLeft: 29,
      },
    ]);
    const expiresOn = todayView.compliance.items.map((item) => (item as unknown as { expiresOn: string }).expiresOn);
    expect(expiresOn).toEqual([...expiresOn].sort());

    const dashboard = (await staffCall(request(t.server).get('/api/staff/dashboard')).expect(200)).body as {
      compliance: { total: number; items: Array<{ vehicleId: number }> };
    };
    expect(dashboard.compliance.total).toBe(todayView.compliance.total);
    expect(dashboard.compliance.items.length).toBeLessThanOrEqual(10);
  });

  it('e-mails staff 30, 14, 7 and 1 days ahead, once each, even when two runs race', async () => {
    const reminders = t.app.get(ComplianceReminders);
    const vehicle = await plated({ make: 'Toyota', model: 'Vios' });
    const mine = `Toyota Vios - ${vehicle.plateIdentifier}:`;
    const mail = async () =>
      (
        await t.dataSource
          .getRepository(MailMessage)
          .find({ where: { recipient: STAFF_INBOX, template: 'compliance-reminder' }, order: { id: 'ASC' } })
      ).filter((message) => message.subject.startsWith(mine));
    await record(vehicle.id, 'road_tax', { expiresOn: day(30) }).expect(200);
    await record(vehicle.id, 'insurance', { expiresOn: day(5) }).expect(200);
    await record(vehicle.id, 'permit', { expiresOn: day(45) }).expect(200);

    await Promise.all([reminders.remind(today), reminders.remind(today)]);
    expect((await mail()).map((message) => message.subject).sort()).toEqual([
      `${mine} insurance expires on ${dmy(day(5))}`,
      `${mine} road tax expires on ${dmy(day(30))}`,
    ]);
    expect(await stored(vehicle.id)).toEqual([
      expect.objectContaining({ kind: 'road_tax', reminderSentDays: 30 }),
      expect.objectContaining({ kind: 'insurance', reminderSentDays: 7 }),
      expect.objectContaining({ kind: 'permit', reminderSentDays: null }),
    ]);

    // The same day again: nothing new. Sixteen days on, the road tax reaches its 14-day reminder,
    // the permit its 30-day one, and the insurance, lapsed by then, gets nothing more.
    await reminders.remind(today);
    expect(await mail()).toHaveLength(2);
    await reminders.remind(day(16));
    expect(
      (await mail())
        .slice(2)
        .map((message) => message.subject)
        .sort(),
    ).toEqual([`${mine} permit expires on ${dmy(day(45))}`, `${mine} road tax expires on ${dmy(day(30))}`]);
    expect(await stored(vehicle.id)).toEqual([
      expect.objectContaining({ kind: 'road_tax', reminderSentDays: 14 }),
      expect.objectContaining({ kind: 'insurance', reminderSentDays: 7 }),
      expect.objectContaining({ kind: 'permit', reminderSentDays: 30 }),
    ]);
  });
});

/** Days a car is kept off the road: refused over a rental (named), holding the car against every booking path, one winner in a race. */
describe('Vehicle blocks (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const staffCall = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const block = (vehicleId: number, body: object) =>
    staffCall(request(t.server).post(`/api/staff/vehicles/${vehicleId}/blocks`)).send(body);
  const car = () => makeVehicle(t.dataSource, { plateIdentifier: `BL${uniqueSuffix().slice(-4)}` });
  const blocksOf = (vehicleId: number) => t.dataSource.getRepository(VehicleBlock).findBy({ vehicleId });
  const manual = (customerId: number, vehicleId: number, startDate: string, endDate: string) =>
    staffCall(request(t.server).post('/api/staff/bookings/manual')).send({
      customerId,
      vehicleId,
      startDate,
      endDate,
      pickupTime: '09:00',
      returnTime: '18:00',
      rentalPerDay: '100',
      deposit: '200',
    });

  it('keeps a car off the road: customers see the dates taken (and nothing more), bookings are refused, the calendar shows it', async () => {
    const vehicle = await car();
    const created = await block(vehicle.id, { startDate: day(20), endDate: day(22), reason: 'service', note: '10,000 km service' }).expect(
      201,
    );
    expect(created.body).toMatchObject({
      vehicleId: vehicle.id,
      startDate: day(20),
      endDate: day(22),
      reason: 'service',
      note: '10,000 km service',
    });

    const availability = await request(t.server)
      .post(`/api/vehicles/${vehicle.id}/check-availability`)
      .send({ startDate: day(21), endDate: day(25) })
      .expect(200);
    expect(availability.body).toEqual({ available: false, conflicts: [{ startDate: day(20), endDate: day(22) }] });

    const customer = await makeCustomer(t.dataSource);
    const refused = await manual(customer.id, vehicle.id, day(22), day(24)).expect(409);
    expect(refused.body).toMatchObject({ code: 'VEHICLE_ALREADY_BOOKED' });
    const request_ = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: day(18), endDate: day(20) });
    await staffCall(request(t.server).patch(`/api/staff/booking-requests/${request_.id}/approve`))
      .send({})
      .expect(409);
    await manual(customer.id, vehicle.id, day(23), day(24)).expect(201);

    const calendar = await staffCall(request(t.server).get(`/api/staff/calendar?from=${day(15)}&to=${day(30)}`)).expect(200);
    expect((calendar.body as { blocks: Array<{ vehicleId: number }> }).blocks.filter((item) => item.vehicleId === vehicle.id)).toEqual([
      expect.objectContaining({
        startDate: day(20),
        endDate: day(22),
        reason: 'service',
        vehicleDisplayName: expect.stringContaining(vehicle.plateIdentifier as string),
      }),
    ]);

    // Removed: the days are free again.
    const blockId = (created.body as { id: number }).id;
    await staffCall(request(t.server).delete(`/api/staff/vehicles/${vehicle.id}/blocks/${blockId}`)).expect(200);
    await manual(customer.id, vehicle.id, day(20), day(21)).expect(201);
    await staffCall(request(t.server).delete(`/api/staff/vehicles/${vehicle.id}/blocks/${blockId}`)).expect(404);
  });

  it('is refused over a rental, naming it, and over another block', async () => {
    const vehicle = await car();
    const customer = await makeCustomer(t.dataSource, { fullName: 'Lim Blocked Out' });
    const rental = await makeRental(t.dataSource, customer, vehicle, { startDate: day(30), endDate: day(33), status: 'approved' });
    const overRental = await block(vehicle.id, { startDate: day(33), endDate: day(35), reason: 'repair' }).expect(409);
    expect(overRental.body).toMatchObject({
      code: 'VEHICLE_BLOCK_OVER_RENTAL',
      message: `Rental #${rental.id} (Lim Blocked Out) has the car from ${dmy(day(30))} to ${dmy(day(33))}. Move or cancel it first.`,
    });
    await block(vehicle.id, { startDate: day(40), endDate: day(41), reason: 'accident' }).expect(201);
    const overBlock = await block(vehicle.id, { startDate: day(41), endDate: day(42), reason: 'other' }).expect(409);
    expect(overBlock.body).toMatchObject({ code: 'VEHICLE_ALREADY_BLOCKED' });
    expect(await blocksOf(vehicle.id)).toHaveLength(1);
  });

  it('refuses bad dates and reasons with a clear 400 and stores nothing', async () => {
    const vehicle = await car();
    const refusals: Array<[object, string]> = [
      [{ startDate: day(5), endDate: day(4), reason: 'service' }, 'VEHICLE_BLOCK_ENDS_BEFORE_START'],
      [{ startDate: day(-1), endDate: day(1), reason: 'service' }, 'VEHICLE_BLOCK_IN_PAST'],
      [{ startDate: day(400), endDate: day(401), reason: 'service' }, 'VEHICLE_BLOCK_TOO_FAR_AHEAD'],
      [{ startDate: day(1), endDate: day(400), reason: 'service' }, 'VEHICLE_BLOCK_TOO_LONG'],
      [{ startDate: day(1), endDate: day(2), reason: 'holiday' }, 'VALIDATION_FAILED'],
      [{ startDate: '2027-02-30', endDate: day(2), reason: 'service' }, 'VALIDATION_FAILED'],
      [{ startDate: day(1), endDate: day(2), reason: 'service', note: 'x'.repeat(501) }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of refusals) {
      const response = await block(vehicle.id, body);
      expect({ status: response.status, code: (response.body as { code: string }).code }).toEqual({ status: 400, code });
    }
    await block(999_999, { startDate: day(1), endDate: day(2), reason: 'service' }).expect(404);
    expect(await blocksOf(vehicle.id)).toEqual([]);
  });

  it('a block and a booking racing for the same days: exactly one is written', async () => {
    for (let round = 0; round < 3; round += 1) {
      const vehicle = await car();
      const customer = await makeCustomer(t.dataSource);
      const [blocked, booked] = await Promise.all([
        block(vehicle.id, { startDate: day(50), endDate: day(52), reason: 'service' }),
        manual(customer.id, vehicle.id, day(51), day(53)),
      ]);
      expect([blocked.status, booked.status].sort()).toEqual([201, 409]);
      const rentals = await t.dataSource.getRepository(Rental).countBy({ vehicleId: vehicle.id });
      expect(rentals + (await blocksOf(vehicle.id)).length).toBe(1);
    }
  });
});

/** A car's service schedule: due by distance or time, the odometer following services and returns. */
describe('Service schedule and odometer (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const staffCall = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const listed = async (vehicleId: number) => {
    const page = (await staffCall(request(t.server).get('/api/staff/vehicles?limit=100')).expect(200)).body as {
      items: Array<{ id: number; odometerKm: number; service: Record<string, unknown> }>;
    };
    return page.items.find((item) => item.id === vehicleId);
  };

  it('is due when the odometer reaches the distance, counting from the last service; returns move the odometer up, never down', async () => {
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: `SS${uniqueSuffix().slice(-4)}`, registrationDate: '2022-01-10' });
    await staffCall(request(t.server).put(`/api/staff/vehicles/${vehicle.id}/service-schedule`))
      .send({ serviceEveryKm: 10000, serviceEveryMonths: 6 })
      .expect(200);
    const serviced = await staffCall(request(t.server).post(`/api/staff/vehicles/${vehicle.id}/services`))
      .send({ servicedOn: day(-10), odometerKm: 20000 })
      .expect(200);
    expect(serviced.body).toMatchObject({ everyKm: 10000, everyMonths: 6, lastServiceKm: 20000, nextServiceKm: 30000, due: false });
    await expect(listed(vehicle.id)).resolves.toMatchObject({ odometerKm: 20000, service: { due: false, nextServiceKm: 30000 } });

    // A return at 30,500 km: the odometer follows and the service is due.
    const customer = await makeCustomer(t.dataSource);
    const rental = await makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: day(-3), endDate: day(0), status: 'active' },
      { currentMileage: 29000 },
    );
    await staffCall(request(t.server).patch(`/api/staff/rentals/${rental.id}/return`))
      .send({ returnDate: day(0), returnMileage: 30500, fuelLevel: 8 })
      .expect(200);
    await expect(listed(vehicle.id)).resolves.toMatchObject({ odometerKm: 30500, service: { due: true } });

    // A service recorded at a lower reading (typed from an old invoice) does not wind the odometer back.
    await staffCall(request(t.server).post(`/api/staff/vehicles/${vehicle.id}/services`))
      .send({ servicedOn: day(-1), odometerKm: 30100 })
      .expect(200);
    await expect(listed(vehicle.id)).resolves.toMatchObject({ odometerKm: 30500, service: { due: false, nextServiceKm: 40100 } });
  });

  it('refuses a schedule of 0 km, a service in the future or before registration, and a bad reading; nothing changes', async () => {
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: `SX${uniqueSuffix().slice(-4)}`, registrationDate: '2022-01-10' });
    const refusals: Array<[request.Test, string]> = [
      [
        staffCall(request(t.server).put(`/api/staff/vehicles/${vehicle.id}/service-schedule`)).send({ serviceEveryKm: 0 }),
        'VALIDATION_FAILED',
      ],
      [
        staffCall(request(t.server).put(`/api/staff/vehicles/${vehicle.id}/service-schedule`)).send({ serviceEveryMonths: 61 }),
        'VALIDATION_FAILED',
      ],
      [
        staffCall(request(t.server).put(`/api/staff/vehicles/${vehicle.id}/service-schedule`)).send({ serviceEveryKm: '10000' }),
        'VALIDATION_FAILED',
      ],
      [
        staffCall(request(t.server).post(`/api/staff/vehicles/${vehicle.id}/services`)).send({ servicedOn: day(1), odometerKm: 100 }),
        'SERVICE_IN_FUTURE',
      ],
      [
        staffCall(request(t.server).post(`/api/staff/vehicles/${vehicle.id}/services`)).send({ servicedOn: '2021-12-31', odometerKm: 100 }),
        'SERVICE_BEFORE_REGISTRATION',
      ],
      [
        staffCall(request(t.server).post(`/api/staff/vehicles/${vehicle.id}/services`)).send({ servicedOn: day(-1), odometerKm: -5 }),
        'VALIDATION_FAILED',
      ],
      [
        staffCall(request(t.server).post(`/api/staff/vehicles/${vehicle.id}/services`)).send({
          servicedOn: day(-1),
          odometerKm: 10_000_000,
        }),
        'VALIDATION_FAILED',
      ],
    ];
    for (const [test, code] of refusals) {
      const response = await test;
      expect({ status: response.status, code: (response.body as { code: string }).code }).toEqual({ status: 400, code });
    }
    expect(await t.dataSource.getRepository(Vehicle).findOneByOrFail({ id: vehicle.id })).toMatchObject({
      serviceEveryKm: null,
      serviceEveryMonths: null,
      lastServiceOn: null,
      odometerKm: 0,
    });
  });
});

/** What each car costs: in whole sen, with its receipt, summed per car. */
describe('Vehicle costs (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(() => t.close());

  const staffCall = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
  const record = (vehicleId: number, fields: Record<string, string>, receipt?: Buffer) => {
    let test = staffCall(request(t.server).post(`/api/staff/vehicles/${vehicleId}/costs`));
    for (const [name, value] of Object.entries(fields)) test = test.field(name, value);
    if (receipt) test = test.attach('receipt', receipt, { filename: 'receipt.jpg', contentType: 'image/jpeg' });
    return test;
  };
  const costsOf = (vehicleId: number) => t.dataSource.getRepository(VehicleCost).findBy({ vehicleId });

  it('records costs in whole sen with a receipt, lists them newest first with the total, and removes one with its receipt', async () => {
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: `VC${uniqueSuffix().slice(-4)}` });
    await record(vehicle.id, { incurredOn: day(-20), amount: '350.10', category: 'service', note: '10,000 km' }, await makePhoto()).expect(
      201,
    );
    await record(vehicle.id, { incurredOn: day(-2), amount: '0.20', category: 'fuel' }).expect(201);
    const tyres = await record(vehicle.id, { incurredOn: day(-5), amount: '1200.00', category: 'tyres' }).expect(201);
    expect(tyres.body).toMatchObject({ amount: '1200.00', category: 'tyres', hasReceipt: false });

    const page = (await staffCall(request(t.server).get(`/api/staff/vehicles/${vehicle.id}/costs`)).expect(200)).body as {
      items: Array<{ amount: string; category: string; hasReceipt: boolean }>;
      total: number;
      totalAmount: string;
    };
    expect(page.items.map((item) => item.category)).toEqual(['fuel', 'tyres', 'service']);
    expect(page).toMatchObject({ total: 3, totalAmount: '1550.30' });
    expect((await costsOf(vehicle.id)).map((cost) => cost.amountSen).sort((a, b) => a - b)).toEqual([20, 35010, 120000]);

    const service = (await costsOf(vehicle.id)).find((cost) => cost.category === 'service') as VehicleCost;
    const picture = await staffCall(request(t.server).get(`/api/staff/vehicles/${vehicle.id}/costs/${service.id}/receipt`)).expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\/jpeg/);
    await staffCall(request(t.server).delete(`/api/staff/vehicles/${vehicle.id}/costs/${service.id}`)).expect(204);
    await expect(t.app.get(FileStorage).exists('vehicle-documents', service.receiptKey as string)).resolves.toBe(false);
    await staffCall(request(t.server).delete(`/api/staff/vehicles/${vehicle.id}/costs/${service.id}`)).expect(404);
  });

  it('refuses a negative or zero cost, a future day, an unknown category and a receipt that is not a picture; nothing is stored', async () => {
    const vehicle = await makeVehicle(t.dataSource, { plateIdentifier: `VX${uniqueSuffix().slice(-4)}` });
    const refusals: Array<[request.Test, string]> = [
      [record(vehicle.id, { incurredOn: day(-1), amount: '-5.00', category: 'repair' }), 'VALIDATION_FAILED'],
      [record(vehicle.id, { incurredOn: day(-1), amount: '0.00', category: 'repair' }), 'VALIDATION_FAILED'],
      [record(vehicle.id, { incurredOn: day(-1), amount: '12.345', category: 'repair' }), 'VALIDATION_FAILED'],
      [record(vehicle.id, { incurredOn: day(-1), amount: '1000000.00', category: 'repair' }), 'VALIDATION_FAILED'],
      [record(vehicle.id, { incurredOn: day(1), amount: '5.00', category: 'repair' }), 'VEHICLE_COST_IN_FUTURE'],
      [record(vehicle.id, { incurredOn: day(-1), amount: '5.00', category: 'snacks' }), 'VALIDATION_FAILED'],
      [record(vehicle.id, { incurredOn: day(-1), amount: '5.00', category: 'repair' }, Buffer.from('not an image')), 'NOT_AN_IMAGE'],
    ];
    for (const [test, code] of refusals) {
      const response = await test;
      expect({ status: response.status, code: (response.body as { code: string }).code }).toEqual({ status: 400, code });
    }
    expect(await costsOf(vehicle.id)).toEqual([]);
  });
});
