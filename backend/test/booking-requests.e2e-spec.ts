import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { MoreThan } from 'typeorm';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { formatMalaysianDate } from '../src/common/dates/calendar-date';
import { Customer } from '../src/customers/entities/customer.entity';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { eventually } from './setup/eventually';
import { createTestApp, TestApp } from './setup/test-app';

const requests = (t: TestApp) => t.dataSource.getRepository(BookingRequest);

/** A new customer asks for a new car, a few days ahead. */
async function requestAsNewCustomer(t: TestApp) {
  const customer = await makeCustomer(t.dataSource);
  const vehicle = await makeVehicle(t.dataSource);
  const response = await request(t.server)
    .post('/api/booking-requests')
    .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`)
    .send({ vehicleId: vehicle.id, startDate: daysFromToday(3), endDate: daysFromToday(4) });
  return { customer, response };
}

describe('Booking requests (API, with a real SMTP server)', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let customer: Customer;
  let token: string;
  let vehicle: Vehicle;

  beforeAll(async () => {
    process.env.SMTP_URL = await smtp.start();
    t = await createTestApp();
    customer = await makeCustomer(t.dataSource);
    token = await tokenFor(t.app, customer.id, 'customer');
    vehicle = await makeVehicle(t.dataSource, {
      make: 'Honda',
      model: 'City',
      plateIdentifier: 'PNG',
      dailyRate: '160.00',
      deposit: '250.00',
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
    delete process.env.SMTP_URL;
  });

  const post = (body: object, bearer = token) =>
    request(t.server).post('/api/booking-requests').set('Authorization', `Bearer ${bearer}`).send(body);

  it('records the request for the signed-in customer, whatever the body says, and e-mails a confirmation', async () => {
    const other = await makeCustomer(t.dataSource);
    const startDate = daysFromToday(5);
    const endDate = daysFromToday(8);
    const response = await post({
      customerId: other.id,
      vehicleId: vehicle.id,
      vehicleName: 'Something else',
      startDate,
      endDate,
      customerMessage: '  Pickup at KLIA please  ',
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      vehicleDisplayName: 'Honda City - PNG',
      startDate,
      endDate,
      totalDays: 3,
      estimatedTotal: '730.00',
      customerMessage: 'Pickup at KLIA please',
      status: 'pending',
    });
    const stored = await requests(t).findOneByOrFail({ id: response.body.id });
    expect(stored.customerId).toBe(customer.id);

    const mail = await smtp.waitFor(customer.email);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`Subject: Booking request #${response.body.id} received`);
    expect(text).toContain('Honda City - PNG');
    expect(text).toContain(formatMalaysianDate(startDate));
    expect(text).toContain('RM 730.00');
    expect(text).toContain('within 24 hours');
    await expect(requests(t).findOneByOrFail({ id: response.body.id })).resolves.toMatchObject({ emailSent: true });
  });

  it('refuses dates the car is already rented on (409) and keeps nothing', async () => {
    await makeRental(t.dataSource, customer, vehicle, { startDate: daysFromToday(20), endDate: daysFromToday(22) });
    const before = await requests(t).countBy({ vehicleId: vehicle.id });
    const response = await post({ vehicleId: vehicle.id, startDate: daysFromToday(22), endDate: daysFromToday(24) });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This vehicle is no longer available for those dates. Please choose other dates.');
    await expect(requests(t).countBy({ vehicleId: vehicle.id })).resolves.toBe(before);
  });

  it('refuses past dates, reversed ranges and unknown vehicles', async () => {
    expect((await post({ vehicleId: vehicle.id, startDate: daysFromToday(-2), endDate: daysFromToday(1) })).status).toBe(400);
    expect((await post({ vehicleId: vehicle.id, startDate: daysFromToday(4), endDate: daysFromToday(3) })).status).toBe(400);
    expect((await post({ vehicleId: 'abc', startDate: daysFromToday(4), endDate: daysFromToday(5) })).body.message).toContain(
      'Please choose a vehicle',
    );
    expect((await post({ vehicleId: 99999999, startDate: daysFromToday(4), endDate: daysFromToday(5) })).status).toBe(404);
  });

  it('is for signed-in, active customers only', async () => {
    const body = { vehicleId: vehicle.id, startDate: daysFromToday(40), endDate: daysFromToday(41) };
    expect((await request(t.server).post('/api/booking-requests').send(body)).status).toBe(401);
    const { member } = await makeStaff(t.dataSource);
    expect((await post(body, await tokenFor(t.app, member.id, 'staff'))).status).toBe(403);
    const blacklisted = await makeCustomer(t.dataSource, { status: 'blacklisted' });
    expect((await post(body, await tokenFor(t.app, blacklisted.id, 'customer'))).status).toBe(403);
  });

  it("lists only the customer's own requests, newest first, a page at a time", async () => {
    const someoneElse = await makeCustomer(t.dataSource);
    await post(
      { vehicleId: vehicle.id, startDate: daysFromToday(50), endDate: daysFromToday(51) },
      await tokenFor(t.app, someoneElse.id, 'customer'),
    );
    const mineBefore = (await request(t.server).get('/api/booking-requests/mine').set('Authorization', `Bearer ${token}`)).body
      .total as number;
    const latest = await post({ vehicleId: vehicle.id, startDate: daysFromToday(60), endDate: daysFromToday(61) });

    const page = await request(t.server).get('/api/booking-requests/mine?page=1&limit=1').set('Authorization', `Bearer ${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: mineBefore + 1, page: 1, limit: 1 });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0].id).toBe(latest.body.id);

    const all = await request(t.server).get('/api/booking-requests/mine?limit=100').set('Authorization', `Bearer ${token}`);
    expect(all.body.items.every((item: { id: number }) => item.id !== undefined)).toBe(true);
    const owners = await requests(t).findBy(all.body.items.map((item: { id: number }) => ({ id: item.id })));
    expect(new Set(owners.map((row) => row.customerId))).toEqual(new Set([customer.id]));

    expect((await request(t.server).get('/api/booking-requests/mine?limit=1000').set('Authorization', `Bearer ${token}`)).status).toBe(400);
  });
});

describe('Booking requests when mail cannot be sent', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: the connection is refused at once.
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
    delete process.env.SMTP_URL;
  });

  it('keeps the request and queues the e-mail for another attempt', async () => {
    const { customer, response } = await requestAsNewCustomer(t);
    expect(response.status).toBe(201);
    await expect(requests(t).findOneByOrFail({ id: response.body.id })).resolves.toMatchObject({ status: 'pending' });

    // Tried once, refused by the mail server, and back in the queue for its next attempt.
    const attempted = await eventually(() =>
      t.dataSource.getRepository(MailMessage).findOneBy({ recipient: customer.email, status: 'queued', attempts: MoreThan(0) }),
    );
    expect(attempted.sentAt).toBeNull();
    expect(attempted.lastError).toEqual(expect.any(String));
  });
});

describe('Booking requests without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    delete process.env.SMTP_URL;
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('writes the confirmation as an .eml file in DATA_DIR/outbox', async () => {
    const { customer, response } = await requestAsNewCustomer(t);
    expect(response.status).toBe(201);
    const outbox = join(process.env.DATA_DIR as string, 'outbox');
    // Delivery runs just after the answer, so the file appears a moment later.
    await eventually(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const contents = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
      return contents.some((eml) => eml.includes(`To: ${customer.email}`) && eml.includes(`Booking request #${response.body.id}`)) || null;
    });
    await expect(requests(t).findOneByOrFail({ id: response.body.id })).resolves.toMatchObject({ emailSent: true });
  });
});
