import request from 'supertest';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { Customer } from '../src/customers/entities/customer.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

describe('Staff review of booking requests (API)', () => {
  let t: TestApp;
  let staff: StaffMember;
  let staffToken: string;
  let customer: Customer;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await makeStaff(t.dataSource)).member;
    staffToken = await tokenFor(t.app, staff.id, 'staff');
    customer = await makeCustomer(t.dataSource, { phone: '012-345 6789' });
  });

  afterAll(() => t.close());

  const approve = (id: number) =>
    request(t.server).patch(`/api/staff/booking-requests/${id}/approve`).set('Authorization', `Bearer ${staffToken}`);
  const reject = (id: number, body: object = {}) =>
    request(t.server).patch(`/api/staff/booking-requests/${id}/reject`).set('Authorization', `Bearer ${staffToken}`).send(body);
  const logsFor = (requestId: number) =>
    t.dataSource.getRepository(StaffLog).findBy({ targetType: 'booking_request', targetId: String(requestId) });

  it('lists pending requests with customer contact, car and day count', async () => {
    const vehicle = await makeVehicle(t.dataSource, { category: 'SUV' });
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(3), endDate: daysFromToday(6) });
    await makeBookingRequest(t.dataSource, customer, vehicle, {
      startDate: daysFromToday(9),
      endDate: daysFromToday(10),
      status: 'rejected',
    });

    const response = await request(t.server).get('/api/staff/booking-requests?limit=100').set('Authorization', `Bearer ${staffToken}`);
    expect(response.status).toBe(200);
    expect(response.body.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect(response.body.items.find((item: { id: number }) => item.id === pending.id)).toMatchObject({
      customerName: customer.fullName,
      email: customer.email,
      phoneNumber: '012-345 6789',
      vehicleCategory: 'SUV',
      totalDays: 3,
      status: 'pending',
    });

    const all = await request(t.server)
      .get('/api/staff/booking-requests?status=all&limit=100')
      .set('Authorization', `Bearer ${staffToken}`);
    const statuses: string[] = all.body.items.map((item: { status: string }) => item.status);
    expect(statuses).toContain('rejected');
    expect(statuses.indexOf('rejected')).toBeGreaterThan(statuses.lastIndexOf('pending'));
  });

  it("prices each request from the car's rates and the tier's suggested discount, as approving would book it", async () => {
    const vehicle = await makeVehicle(t.dataSource, { dailyRate: '150.00', deposit: '300.00' });
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(40), endDate: daysFromToday(43) });

    const listed = await request(t.server).get('/api/staff/booking-requests?limit=100').set('Authorization', `Bearer ${staffToken}`);
    const item = listed.body.items.find((entry: { id: number }) => entry.id === pending.id);
    // 3 days x 150 - no tier discount + 300 deposit.
    expect(item).toMatchObject({ dailyRate: '150.00', deposit: '300.00', suggestedDiscount: '0.00', estimatedTotal: '750.00' });

    const approved = await approve(pending.id);
    expect(approved.body.rental.grandTotal).toBe(item.estimatedTotal);
  });

  it('sorts by the soonest pickup when asked, pending first either way, and refuses an order it does not know', async () => {
    const vehicle = await makeVehicle(t.dataSource);
    // Sent in this order: the newest request has the soonest pickup.
    const late = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(90), endDate: daysFromToday(91) });
    const middle = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(70), endDate: daysFromToday(71) });
    const soon = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(2), endDate: daysFromToday(3) });
    const ids = [late.id, middle.id, soon.id];
    const order = async (sort?: string) => {
      const response = await request(t.server)
        .get(`/api/staff/booking-requests?limit=100${sort ? `&sort=${sort}` : ''}`)
        .set('Authorization', `Bearer ${staffToken}`);
      expect(response.status).toBe(200);
      return (response.body.items as Array<{ id: number }>).map((item) => item.id).filter((id) => ids.includes(id));
    };

    await expect(order()).resolves.toEqual([soon.id, middle.id, late.id].sort((a, b) => b - a));
    await expect(order('newest')).resolves.toEqual([soon.id, middle.id, late.id].sort((a, b) => b - a));
    await expect(order('pickup')).resolves.toEqual([soon.id, middle.id, late.id]);
    const byPickup = await request(t.server)
      .get('/api/staff/booking-requests?status=all&sort=pickup&limit=100')
      .set('Authorization', `Bearer ${staffToken}`);
    const statuses: string[] = byPickup.body.items.map((item: { status: string }) => item.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((status) => status !== 'pending'));

    for (const bad of ['startDate', 'pickup;DROP', 'PICKUP']) {
      const refused = await request(t.server)
        .get(`/api/staff/booking-requests?sort=${encodeURIComponent(bad)}`)
        .set('Authorization', `Bearer ${staffToken}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('sort must be newest or pickup');
    }
  });

  it("warns when the customer's IC/passport or driving licence is not on file", async () => {
    const vehicle = await makeVehicle(t.dataSource);
    const complete = await makeCustomer(t.dataSource, { icPassportUrl: 'ic-on-file.jpg', driversLicenseUrl: 'licence-on-file.jpg' });
    const noLicence = await makeCustomer(t.dataSource, { icPassportUrl: 'ic-only.jpg', utilityBillUrl: 'bill.jpg' });
    const nothing = await makeCustomer(t.dataSource);
    const requests = await Promise.all(
      [complete, noLicence, nothing].map((who) =>
        makeBookingRequest(t.dataSource, who, vehicle, { startDate: daysFromToday(50), endDate: daysFromToday(51) }),
      ),
    );

    const listed = await request(t.server).get('/api/staff/booking-requests?limit=100').set('Authorization', `Bearer ${staffToken}`);
    const missingOf = (id: number) => listed.body.items.find((item: { id: number }) => item.id === id)?.missingDocuments;
    expect(missingOf(requests[0].id)).toEqual([]);
    expect(missingOf(requests[1].id)).toEqual(['driversLicense']);
    expect(missingOf(requests[2].id)).toEqual(['icPassport', 'driversLicense']);
  });

  it('flags pending requests for one car whose dates overlap, so staff know approving one refuses the other', async () => {
    const vehicle = await makeVehicle(t.dataSource);
    const first = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(20), endDate: daysFromToday(24) });
    // Starts on the day the first returns: the same inclusive rule approve() uses.
    const second = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(24), endDate: daysFromToday(26) });
    const apart = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(30), endDate: daysFromToday(31) });
    const decided = await makeBookingRequest(t.dataSource, customer, vehicle, {
      startDate: daysFromToday(21),
      endDate: daysFromToday(22),
      status: 'rejected',
    });
    const otherCar = await makeBookingRequest(t.dataSource, customer, await makeVehicle(t.dataSource), {
      startDate: daysFromToday(20),
      endDate: daysFromToday(24),
    });

    const response = await request(t.server)
      .get('/api/staff/booking-requests?status=all&limit=100')
      .set('Authorization', `Bearer ${staffToken}`);
    expect(response.status).toBe(200);
    const overlapsOf = (id: number) => response.body.items.find((item: { id: number }) => item.id === id)?.overlapsWith;
    expect(overlapsOf(first.id)).toEqual([second.id]);
    expect(overlapsOf(second.id)).toEqual([first.id]);
    expect(overlapsOf(apart.id)).toEqual([]);
    expect(overlapsOf(decided.id)).toEqual([]);
    expect(overlapsOf(otherCar.id)).toEqual([]);
  });

  it('approving creates a rental priced from the vehicle and logs who did it', async () => {
    const vehicle = await makeVehicle(t.dataSource, { dailyRate: '150.00', deposit: '300.00', color: 'Red', mileageLimit: 250 });
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(5), endDate: daysFromToday(8) });

    const response = await approve(pending.id);
    expect(response.status).toBe(200);
    expect(response.body.bookingRequest).toMatchObject({ id: pending.id, status: 'approved', rentalId: response.body.rental.id });
    expect(response.body.rental).toMatchObject({
      customerId: customer.id,
      customerName: customer.fullName,
      status: 'awaiting_agreement',
      totalDays: 3,
      rentalPerDay: '150.00',
      deposit: '300.00',
      discount: '0.00',
      grandTotal: '750.00',
      color: 'Red',
      mileageLimit: 250,
      startDate: daysFromToday(5),
      endDate: daysFromToday(8),
      pickupTime: '09:00',
      returnTime: '18:00',
    });
    await expect(t.dataSource.getRepository(BookingRequest).findOneByOrFail({ id: pending.id })).resolves.toMatchObject({
      staffId: staff.id,
    });
    const logs = await logsFor(pending.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'booking_request_approved', staffId: staff.id, staffUsername: staff.username });

    const again = await approve(pending.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request has already been approved');
  });

  it('refuses to approve dates that a rental took in the meantime', async () => {
    const vehicle = await makeVehicle(t.dataSource);
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(10), endDate: daysFromToday(12) });
    await makeRental(t.dataSource, customer, vehicle, {
      startDate: daysFromToday(12),
      endDate: daysFromToday(13),
      status: 'awaiting_agreement',
    });
    const response = await approve(pending.id);
    expect(response.status).toBe(409);
    await expect(t.dataSource.getRepository(BookingRequest).findOneByOrFail({ id: pending.id })).resolves.toMatchObject({
      status: 'pending',
      rentalId: null,
    });
    await expect(logsFor(pending.id)).resolves.toHaveLength(0);
  });

  it('of 20 overlapping requests approved at the same moment, exactly one becomes a rental', async () => {
    const vehicle = await makeVehicle(t.dataSource);
    const others = await Promise.all(Array.from({ length: 20 }, () => makeCustomer(t.dataSource)));
    const pending = await Promise.all(
      others.map((other, index) =>
        makeBookingRequest(t.dataSource, other, vehicle, { startDate: daysFromToday(20 + (index % 3)), endDate: daysFromToday(24) }),
      ),
    );

    const responses = await Promise.all(pending.map((item) => approve(item.id)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    await expect(t.dataSource.getRepository(Rental).countBy({ vehicleId: vehicle.id })).resolves.toBe(1);
    await expect(t.dataSource.getRepository(BookingRequest).countBy({ vehicleId: vehicle.id, status: 'approved' })).resolves.toBe(1);
  });

  it('the same request approved twice at once becomes one rental', async () => {
    const vehicle = await makeVehicle(t.dataSource);
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(30), endDate: daysFromToday(31) });
    const responses = await Promise.all([approve(pending.id), approve(pending.id), approve(pending.id)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    await expect(t.dataSource.getRepository(Rental).countBy({ vehicleId: vehicle.id })).resolves.toBe(1);
  });

  it('rejecting records the reason and the staff member, once', async () => {
    const vehicle = await makeVehicle(t.dataSource);
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(3), endDate: daysFromToday(4) });
    const response = await reject(pending.id, { reason: '  Car is in for service  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'rejected', staffReason: 'Car is in for service' });
    await expect(logsFor(pending.id)).resolves.toHaveLength(1);
    expect((await reject(pending.id)).status).toBe(409);
    expect((await approve(pending.id)).status).toBe(409);
  });

  it('is for staff only, with clear answers for bad ids', async () => {
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    expect((await request(t.server).get('/api/staff/booking-requests').set('Authorization', `Bearer ${customerToken}`)).status).toBe(403);
    expect(
      (await request(t.server).patch('/api/staff/booking-requests/1/approve').set('Authorization', `Bearer ${customerToken}`)).status,
    ).toBe(403);
    expect((await request(t.server).get('/api/staff/booking-requests')).status).toBe(401);
    expect((await approve(99999999)).status).toBe(404);
    expect(
      (await request(t.server).patch('/api/staff/booking-requests/abc/approve').set('Authorization', `Bearer ${staffToken}`)).status,
    ).toBe(400);
    expect(
      (await request(t.server).get('/api/staff/booking-requests?status=maybe').set('Authorization', `Bearer ${staffToken}`)).status,
    ).toBe(400);
  });

  it('lists rentals newest first with the customer name, a page at a time', async () => {
    const vehicle = await makeVehicle(t.dataSource);
    const rental = await makeRental(t.dataSource, customer, vehicle, { startDate: daysFromToday(60), endDate: daysFromToday(61) });
    const response = await request(t.server).get('/api/staff/rentals?limit=5').set('Authorization', `Bearer ${staffToken}`);
    expect(response.status).toBe(200);
    expect(response.body.limit).toBe(5);
    expect(response.body.items.length).toBeLessThanOrEqual(5);
    expect(response.body.items[0]).toMatchObject({ id: rental.id, customerName: customer.fullName });
  });
});

describe('One decision per booking request (API, with a real SMTP server)', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: await smtp.start() });
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const decide = (id: number, decision: 'approve' | 'reject') =>
    request(t.server).patch(`/api/staff/booking-requests/${id}/${decision}`).set('Authorization', `Bearer ${staffToken}`).send({});

  it('of 20 approvals and rejections of one request at once, exactly one wins, and only it e-mails', async () => {
    const customer = await makeCustomer(t.dataSource);
    const vehicle = await makeVehicle(t.dataSource);
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(20), endDate: daysFromToday(22) });

    const decisions = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 'approve' : 'reject') as 'approve' | 'reject');
    const responses = await Promise.all(decisions.map((decision) => decide(pending.id, decision)));
    const winners = responses.filter((response) => response.status === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(19);

    const decided = await t.dataSource.getRepository(BookingRequest).findOneByOrFail({ id: pending.id });
    const rentals = await t.dataSource.getRepository(Rental).countBy({ vehicleId: vehicle.id });
    expect(rentals).toBe(decided.status === 'approved' ? 1 : 0);
    expect(decided.rentalId === null).toBe(decided.status === 'rejected');
    expect(await t.dataSource.getRepository(StaffLog).countBy({ targetType: 'booking_request', targetId: String(pending.id) })).toBe(1);

    await smtp.waitFor(customer.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((message) => message.to.includes(customer.email))).toHaveLength(1);
  });
});
