import JSZip from 'jszip';
import request from 'supertest';
import { FileStorage } from '../src/common/storage/file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import { LedgerEntry } from '../src/ledger/entities/ledger-entry.entity';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { payRental } from './factories/paid-rental.factory';
import { binaryBody } from './factories/pdf-text';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("The customer's PDPA rights: download my data, delete my account (API)", () => {
  let t: TestApp;
  let storage: FileStorage;
  let vehicle: Vehicle;
  let staffToken: string;
  let adminToken: string;
  let staffId: number;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(FileStorage);
    vehicle = await makeVehicle(t.dataSource);
    const staff = await makeStaff(t.dataSource);
    staffId = staff.member.id;
    staffToken = await tokenFor(t.app, staff.member.id, 'staff');
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
  });

  afterAll(() => t.close());

  /** A customer with the three identity documents stored (sealed, as registration leaves them). */
  async function customerWithDocuments(overrides: Partial<Customer> = {}, icColour = '#aa3366'): Promise<Customer> {
    const [ic, licence, bill] = await Promise.all([
      makePhoto(320, 240, icColour),
      makePhoto(320, 240, '#33aa66'),
      makePhoto(320, 240, '#3366aa'),
    ]);
    return makeCustomer(t.dataSource, {
      icPassportUrl: await storage.save('customer-documents', ic, 'jpg'),
      driversLicenseUrl: await storage.save('customer-documents', licence, 'jpg'),
      utilityBillUrl: await storage.save('customer-documents', bill, 'jpg'),
      ...overrides,
    });
  }

  const finishedRental = (customer: Customer, grandTotal: string) =>
    makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: daysFromToday(-10), endDate: daysFromToday(-7), status: 'completed' },
      { grandTotal },
    );

  async function downloadZip(token: string): Promise<{ status: number; zip: JSZip | null; body: Buffer }> {
    const response = await request(t.server).get('/api/customers/me/data-export.zip').set(bearer(token)).buffer(true).parse(binaryBody);
    const body = response.body as Buffer;
    return { status: response.status, zip: response.status === 200 ? await JSZip.loadAsync(body) : null, body };
  }

  const jsonIn = async <T>(zip: JSZip, name: string): Promise<T> => JSON.parse(await zip.file(name)!.async('string')) as T;

  describe('GET /api/customers/me/data-export.zip', () => {
    it("holds the customer's own records and files, and nobody else's", async () => {
      const customer = await customerWithDocuments();
      const other = await customerWithDocuments({}, '#222222');
      const signature = await storage.save('signatures', await makePhoto(200, 80), 'png');
      const rental = await finishedRental(customer, '300.00');
      await t.dataSource.getRepository(Rental).update(rental.id, { signatureUrl: signature });
      const payment = await payRental(t.dataSource, rental, '300.00');
      const othersRental = await finishedRental(other, '120.00');

      const { status, zip } = await downloadZip(await tokenFor(t.app, customer.id, 'customer'));
      expect(status).toBe(200);
      expect(Object.keys(zip!.files).sort()).toEqual(
        [
          'booking-requests.json',
          'documents/driversLicense.jpg',
          'documents/icPassport.jpg',
          'documents/utilityBill.jpg',
          'invoices.json',
          'loyalty.json',
          'payments.json',
          'profile.json',
          'rentals.json',
          'reviews.json',
          `rentals/${rental.id}/signature.png`,
        ].sort(),
      );
      const profile = await jsonIn<Record<string, unknown>>(zip!, 'profile.json');
      expect(profile).toMatchObject({ id: customer.id, email: customer.email, icPassportNumber: customer.icPassportNumber });
      expect(profile).not.toHaveProperty('hashedPassword');
      expect(profile).not.toHaveProperty('bookingVersion');
      expect(profile).not.toHaveProperty('icPassportUrl');

      const rentals = await jsonIn<
        Array<{
          id: number;
          customerId: number;
          accountEntries: Array<{ kind: string; amountSen: number }>;
          payments: Array<{ id: number }>;
        }>
      >(zip!, 'rentals.json');
      expect(rentals.map((row) => row.id)).toEqual([rental.id]);
      expect(rentals.map((row) => row.id)).not.toContain(othersRental.id);
      expect(rentals[0].accountEntries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'charge', amountSen: 30000 }),
          expect.objectContaining({ kind: 'payment' }),
        ]),
      );
      expect(rentals[0].payments.map((row) => row.id)).toEqual([payment.id]);
      expect((await jsonIn<Array<{ id: number }>>(zip!, 'payments.json')).map((row) => row.id)).toEqual([payment.id]);
      expect(JSON.stringify(rentals)).not.toContain(signature);

      // The document in the zip is the image staff are served (opened from its sealed file).
      const served = await request(t.server)
        .get(`/api/staff/customer-files/${customer.icPassportUrl}`)
        .set(bearer(staffToken))
        .buffer(true)
        .parse(binaryBody);
      expect(served.status).toBe(200);
      const zipped = await zip!.file('documents/icPassport.jpg')!.async('nodebuffer');
      expect(zipped.equals(served.body as Buffer)).toBe(true);
      expect(zipped.equals((await storage.read('customer-documents', other.icPassportUrl as string)) as Buffer)).toBe(false);

      const logs = await t.dataSource.getRepository(StaffLog).findBy({ action: 'customer_data_exported', targetId: String(customer.id) });
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ staffId: null, targetType: 'customer' });
    });

    it('answers only a customer: anonymous 401, staff and admin 403', async () => {
      await expect(request(t.server).get('/api/customers/me/data-export.zip')).resolves.toMatchObject({ status: 401 });
      await expect(request(t.server).get('/api/customers/me/data-export.zip').set(bearer(staffToken))).resolves.toMatchObject({
        status: 403,
      });
      await expect(request(t.server).get('/api/customers/me/data-export.zip').set(bearer(adminToken))).resolves.toMatchObject({
        status: 403,
      });
    });

    it('allows a few downloads an hour', async () => {
      const token = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
      for (let download = 0; download < 5; download += 1) await expect(downloadZip(token)).resolves.toMatchObject({ status: 200 });
      const refused = await request(t.server).get('/api/customers/me/data-export.zip').set(bearer(token));
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_DATA_EXPORTS');
    });
  });

  describe('POST /api/customers/me/deletion-request', () => {
    const ask = async (customer: Customer) =>
      request(t.server)
        .post('/api/customers/me/deletion-request')
        .set(bearer(await tokenFor(t.app, customer.id, 'customer')));

    it('is refused while a balance is owed, naming why', async () => {
      const customer = await makeCustomer(t.dataSource);
      await finishedRental(customer, '250.00');
      const response = await ask(customer);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'ACCOUNT_HAS_HOLDS', params: { holds: 'balance_owed' } });
      expect(response.body.message).toContain('a balance still owed');
      expect((await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id })).deletionRequestedAt).toBeNull();
    });

    it('is refused while a rental is not over', async () => {
      const customer = await makeCustomer(t.dataSource);
      await makeRental(t.dataSource, customer, await makeVehicle(t.dataSource), {
        startDate: daysFromToday(-1),
        endDate: daysFromToday(2),
        status: 'active',
      });
      const response = await ask(customer);
      expect(response.status).toBe(409);
      expect(response.body.params.holds).toContain('rental_open');
    });

    it('is refused while a booking request waits for an answer, but not for one whose days are past', async () => {
      const customer = await makeCustomer(t.dataSource);
      const vehicle = await makeVehicle(t.dataSource);
      await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(-5), endDate: daysFromToday(-2) });
      const waiting = await makeBookingRequest(t.dataSource, customer, vehicle, {
        startDate: daysFromToday(10),
        endDate: daysFromToday(12),
      });
      const response = await ask(customer);
      expect(response.status).toBe(409);
      expect(response.body.params.holds).toBe('request_open');
      await t.dataSource.getRepository(BookingRequest).update(waiting.id, { status: 'rejected' });
      await expect(ask(customer)).resolves.toMatchObject({ status: 200 });
    });

    it('is recorded once everything is settled, and shows on the profile', async () => {
      const customer = await makeCustomer(t.dataSource);
      await payRental(t.dataSource, await finishedRental(customer, '180.00'), '180.00');
      const response = await ask(customer);
      expect(response.status).toBe(200);
      expect(response.body.deletionRequestedAt).toEqual(expect.any(String));
      await expect(ask(customer)).resolves.toMatchObject({ status: 200 });
      const me = await request(t.server)
        .get('/api/customers/me')
        .set(bearer(await tokenFor(t.app, customer.id, 'customer')));
      expect(me.body.deletionRequestedAt).toEqual(expect.any(String));
      await expect(
        t.dataSource.getRepository(StaffLog).countBy({ action: 'customer_deletion_requested', targetId: String(customer.id) }),
      ).resolves.toBe(1);
      const pending = await request(t.server).get('/api/staff/customers/deletion-requests').set(bearer(staffToken));
      expect(pending.status).toBe(200);
      expect(pending.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: customer.id, holds: [] })]));
    });
  });

  describe('POST /api/staff/customers/:id/erase', () => {
    const erase = (id: number, token = staffToken) => request(t.server).post(`/api/staff/customers/${id}/erase`).set(bearer(token));

    it('needs a request from the customer first', async () => {
      const customer = await makeCustomer(t.dataSource);
      const response = await erase(customer.id);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('DELETION_NOT_REQUESTED');
    });

    it('is refused when a hold appeared since the request, and changes nothing', async () => {
      const customer = await customerWithDocuments({ deletionRequestedAt: new Date() });
      await finishedRental(customer, '90.00');
      const response = await erase(customer.id);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'ACCOUNT_HAS_HOLDS', params: { holds: 'balance_owed' } });
      const after = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
      expect(after).toMatchObject({ erasedAt: null, fullName: customer.fullName, email: customer.email });
      await expect(storage.open('customer-documents', customer.icPassportUrl as string)).resolves.not.toBeNull();
    });

    it('erases the personal data and files, ends sign-in, keeps the rentals and their accounts, and e-mails the customer', async () => {
      const customer = await customerWithDocuments({ socialMediaHandle: '@someone' });
      const customerToken = await tokenFor(t.app, customer.id, 'customer');
      const rental = await finishedRental(customer, '200.00');
      await payRental(t.dataSource, rental, '200.00');
      const signature = await storage.save('signatures', await makePhoto(200, 80), 'png');
      await t.dataSource.getRepository(Rental).update(rental.id, { signatureUrl: signature });
      await expect(request(t.server).post('/api/customers/me/deletion-request').set(bearer(customerToken))).resolves.toMatchObject({
        status: 200,
      });
      const entriesBefore = await t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id });
      // An e-mail sent to them earlier, and one still waiting to go.
      for (const status of ['sent', 'queued'] as const)
        await t.dataSource.getRepository(MailMessage).insert({
          recipient: customer.email,
          subject: `Booking request received: ${status}`,
          template: 'booking-request-received',
          language: 'en',
          context: { customerName: customer.fullName },
          attachments: null,
          status,
          attempts: status === 'sent' ? 1 : 0,
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        });

      const response = await erase(customer.id, adminToken);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: customer.id, erasedAt: expect.any(String) });

      const erased = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
      expect(erased).toMatchObject({
        fullName: `Erased customer #${customer.id}`,
        email: `erased-${customer.id}@erased.invalid`,
        phone: '',
        address: '',
        icPassportNumber: '',
        socialMediaHandle: null,
        icPassportUrl: null,
        driversLicenseUrl: null,
        utilityBillUrl: null,
        hashedPassword: null,
      });
      expect(erased.erasedAt).not.toBeNull();
      for (const name of [customer.icPassportUrl, customer.driversLicenseUrl, customer.utilityBillUrl]) {
        await expect(storage.open('customer-documents', name as string)).resolves.toBeNull();
      }
      await expect(storage.open('signatures', signature)).resolves.toBeNull();

      // The records stay, without the signature.
      await expect(t.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({
        customerId: customer.id,
        grandTotal: '200.00',
        signatureUrl: null,
      });
      await expect(t.dataSource.getRepository(LedgerEntry).countBy({ rentalId: rental.id })).resolves.toBe(entriesBefore);

      // No way back in: the old token, the old address, the placeholder.
      await expect(request(t.server).get('/api/customers/me').set(bearer(customerToken))).resolves.toMatchObject({ status: 401 });
      await expect(request(t.server).post('/api/customers/login').send({ email: customer.email })).resolves.toMatchObject({ status: 401 });
      await expect(request(t.server).post('/api/customers/login').send({ email: erased.email })).resolves.toMatchObject({ status: 401 });

      const mails = await t.dataSource.getRepository(MailMessage).findBy({ recipient: customer.email, template: 'account-erased' });
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Your account has been deleted');
      // Earlier e-mails keep no trace of them: only the notice that it was done is addressed to them.
      await expect(t.dataSource.getRepository(MailMessage).countBy({ recipient: customer.email })).resolves.toBe(1);
      const earlier = await t.dataSource.getRepository(MailMessage).findBy({ recipient: erased.email });
      expect(earlier.map((mail) => [mail.subject, mail.context, mail.status]).sort()).toEqual([
        ['(erased)', {}, 'failed'],
        ['(erased)', {}, 'sent'],
      ]);

      const logs = await t.dataSource.getRepository(StaffLog).findBy({ action: 'customer_erased', targetId: String(customer.id) });
      expect(logs).toHaveLength(1);
      await expect(erase(customer.id)).resolves.toMatchObject({ status: 409, body: { code: 'ACCOUNT_ALREADY_ERASED' } });
    });

    it('writes the e-mail in the language the customer chose', async () => {
      const customer = await makeCustomer(t.dataSource, { language: 'ms', deletionRequestedAt: new Date() });
      await expect(erase(customer.id)).resolves.toMatchObject({ status: 200 });
      const mail = await t.dataSource.getRepository(MailMessage).findOneByOrFail({ recipient: customer.email, template: 'account-erased' });
      expect(mail.subject).toBe('Akaun anda telah dipadam');
    });

    it('erases once when two staff confirm at the same moment', async () => {
      const customer = await customerWithDocuments({ deletionRequestedAt: new Date() });
      const other = await makeStaff(t.dataSource);
      const otherToken = await tokenFor(t.app, other.member.id, 'staff');
      const answers = await Promise.all([erase(customer.id), erase(customer.id, otherToken)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('ACCOUNT_ALREADY_ERASED');
      const logs = await t.dataSource.getRepository(StaffLog).findBy({ action: 'customer_erased', targetId: String(customer.id) });
      expect(logs).toHaveLength(1);
      expect([staffId, other.member.id]).toContain(logs[0].staffId);
      await expect(
        t.dataSource.getRepository(MailMessage).countBy({ recipient: customer.email, template: 'account-erased' }),
      ).resolves.toBe(1);
    });
  });
});
