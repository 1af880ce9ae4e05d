import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { formatMalaysianDate } from '../src/common/dates/calendar-date';
import { Customer } from '../src/customers/entities/customer.entity';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { CustomerLanguage1763900000002 } from '../src/database/migrations/1763900000002-CustomerLanguage';
import { makeBookingRequest } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createScratchDatabase } from './setup/scratch-database';
import { CapturedMail, decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

/** The Subject header, unfolded. */
const subjectOf = (mail: CapturedMail) => /^Subject: (.*)$/m.exec(mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))![1];
const bodyOf = (mail: CapturedMail) => decodeQuotedPrintable(mail.raw);

describe("Customers' language for e-mails (API, CUSTOMER_SIGNIN_CODE=true)", () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ CUSTOMER_SIGNIN_CODE: 'true', SMTP_URL: await smtp.start() });
    photo = await makePhoto();
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const stored = async (email: string) => (await t.dataSource.getRepository(Customer).findOneByOrFail({ email })).language;
  /** The n-th e-mail to the address (1-based), once it has arrived. */
  async function mailTo(email: string, nth = 1): Promise<CapturedMail> {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const mails = smtp.messages.filter((message) => message.to.includes(email));
      if (mails.length >= nth) return mails[nth - 1];
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No e-mail #${nth} to ${email}`);
  }
  function register(fields: Record<string, string>, acceptLanguage?: string) {
    const call = request(t.server).post('/api/customers/register');
    if (acceptLanguage) call.set('Accept-Language', acceptLanguage);
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const name of ['icPassport', 'driversLicense', 'utilityBill'])
      call.attach(name, photo, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
    return call;
  }
  const registrationFields = (email: string) => ({
    fullName: 'Siti Nurhaliza',
    email,
    phone: '013-222 3344',
    address: '12 Jalan Ampang, 50450 Kuala Lumpur',
    icPassportNumber: '850505-10-1234',
  });
  const requestCode = (email: string, acceptLanguage: string) =>
    request(t.server).post('/api/customers/login').set('Accept-Language', acceptLanguage).send({ email });

  describe('registration', () => {
    it("stores the form's language and sends the confirmation code in it", async () => {
      const email = `siti.${uniqueSuffix()}@example.com`;
      const response = await register({ ...registrationFields(email), language: 'ms' }, 'en-MY');
      expect(response.status).toBe(201);
      expect(await stored(email)).toBe('ms');

      const mail = await mailTo(email);
      expect(subjectOf(mail)).toMatch(/^Kod log masuk untuk mengesahkan akaun anda: \d{6}$/);
      const body = bodyOf(mail);
      expect(body).toContain('<html lang="ms">');
      expect(body).toContain('Kepada Siti Nurhaliza,');
      expect(body).toContain('Terima kasih kerana mendaftar. Masukkan kod ini di skrin log masuk untuk mengaktifkan akaun anda:');
      expect(body).toContain('Kod ini sah selama 10 minit dan hanya boleh digunakan sekali.');
      expect(body).not.toContain('Thank you for registering');
    });

    it("falls back to the request's Accept-Language, and to English", async () => {
      const malay = `ms.${uniqueSuffix()}@example.com`;
      const english = `en.${uniqueSuffix()}@example.com`;
      expect((await register(registrationFields(malay), 'ms_MY')).status).toBe(201);
      expect((await register(registrationFields(english))).status).toBe(201);
      expect(await stored(malay)).toBe('ms');
      expect(await stored(english)).toBe('en');
      expect(subjectOf(await mailTo(english))).toMatch(/^Your sign-in code to confirm your account: \d{6}$/);
    });

    it('refuses a language other than en or ms', async () => {
      const email = `fr.${uniqueSuffix()}@example.com`;
      const response = await register({ ...registrationFields(email), language: 'fr' });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(['Language must be en or ms']);
      expect(await t.dataSource.getRepository(Customer).existsBy({ email })).toBe(false);
    });
  });

  describe('sign-in codes', () => {
    it('e-mails the code in the Accept-Language of the request, and keeps the language of the verified sign-in', async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Ahmad Faiz' });
      expect(customer.language).toBe('en');

      const response = await requestCode(customer.email, 'ms-MY,ms;q=0.9,en;q=0.8');
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(
        'If an account uses this e-mail, we have sent it a 6-digit sign-in code. It is valid for 10 minutes.',
      );
      const mail = await mailTo(customer.email);
      expect(subjectOf(mail)).toMatch(/^Kod log masuk anda: \d{6}$/);
      const body = bodyOf(mail);
      expect(body).toContain('Kepada Ahmad Faiz,');
      expect(body).toContain('Masukkan kod ini di skrin log masuk untuk meneruskan:');
      expect(body).toContain('Jika anda tidak meminta kod ini, abaikan sahaja e-mel ini');
      // Asking for a code proves nothing: the account is left as it was until the code is entered.
      expect(await stored(customer.email)).toBe('en');
      const code = /: (\d{6})$/.exec(subjectOf(mail))![1];
      const verified = await request(t.server)
        .post('/api/customers/login/verify')
        .set('Accept-Language', 'ms')
        .send({ email: customer.email, code });
      expect(verified.status).toBe(200);
      expect(await stored(customer.email)).toBe('ms');

      await requestCode(customer.email, 'en-GB');
      const english = await mailTo(customer.email, 2);
      expect(subjectOf(english)).toMatch(/^Your sign-in code: \d{6}$/);
      expect(bodyOf(english)).toContain('Enter this code on the sign-in screen to continue:');
      expect(await stored(customer.email)).toBe('ms');
    });

    it("does not change a stranger's account language by asking for codes in another language, nor by wrong codes", async () => {
      const customer = await makeCustomer(t.dataSource, { language: 'ms' });
      expect((await requestCode(customer.email, 'en')).status).toBe(200);
      await mailTo(customer.email);
      expect(await stored(customer.email)).toBe('ms');
      const wrong = await request(t.server)
        .post('/api/customers/login/verify')
        .set('Accept-Language', 'en')
        .send({ email: customer.email, code: '000000' });
      expect(wrong.status).toBe(401);
      expect(await stored(customer.email)).toBe('ms');
    });

    it('writes the suspended notice in the request language too', async () => {
      const suspended = await makeCustomer(t.dataSource, { status: 'blacklisted' });
      expect((await requestCode(suspended.email, 'ms')).status).toBe(200);
      const mail = await mailTo(suspended.email);
      expect(subjectOf(mail)).toBe('Mengenai permintaan log masuk anda');
      expect(bodyOf(mail)).toContain('akaun ini telah digantung');
    });

    it('answers an unknown e-mail the same, in any language', async () => {
      const response = await requestCode(`nobody.${uniqueSuffix()}@example.com`, 'ms');
      expect(response.status).toBe(200);
      expect(response.body.codeRequired).toBe(true);
    });
  });

  describe('PATCH /api/customers/me/language', () => {
    const patch = (body: unknown, token?: string) => {
      const call = request(t.server).patch('/api/customers/me/language');
      if (token) call.set('Authorization', `Bearer ${token}`);
      return call.send(body as object);
    };

    it('stores the language a signed-in customer switches to', async () => {
      const customer = await makeCustomer(t.dataSource);
      const token = await tokenFor(t.app, customer.id, 'customer');
      const response = await patch({ language: 'ms' }, token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ language: 'ms' });
      expect(await stored(customer.email)).toBe('ms');
      const me = await request(t.server).get('/api/customers/me').set('Authorization', `Bearer ${token}`);
      expect(me.body.language).toBe('ms');

      expect((await patch({ language: 'en' }, token)).body).toEqual({ language: 'en' });
      expect(await stored(customer.email)).toBe('en');
    });

    it('refuses anything but en or ms with 400, and changes nothing', async () => {
      const customer = await makeCustomer(t.dataSource, { language: 'ms' });
      const token = await tokenFor(t.app, customer.id, 'customer');
      for (const body of [
        { language: 'fr' },
        { language: 'MS' },
        { language: '' },
        { language: null },
        { language: 1 },
        {},
        { language: 'ms', other: 1 },
      ]) {
        const response = await patch(body, token);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
      }
      expect((await patch({ language: 'fr' }, token)).body.message).toEqual(['Language must be en or ms']);
      expect(await stored(customer.email)).toBe('ms');
    });

    it('needs a signed-in customer', async () => {
      expect((await patch({ language: 'ms' })).status).toBe(401);
      const staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
      expect((await patch({ language: 'ms' }, staffToken)).status).toBe(403);
    });
  });

  describe('booking e-mails', () => {
    it("are written in the customer's stored language, whatever the request's", async () => {
      const customer = await makeCustomer(t.dataSource, { fullName: 'Lim Wei', language: 'ms' });
      const vehicle = await makeVehicle(t.dataSource, {
        make: 'Proton',
        model: 'Saga',
        plateIdentifier: 'VBN',
        dailyRate: '100.00',
        deposit: '150.00',
      });
      const startDate = daysFromToday(6);
      const endDate = daysFromToday(8);
      const created = await request(t.server)
        .post('/api/booking-requests')
        .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`)
        .set('Accept-Language', 'en')
        .send({ vehicleId: vehicle.id, startDate, endDate, customerMessage: 'Ambil di KLIA' });
      expect(created.status).toBe(201);
      const received = await mailTo(customer.email);
      expect(subjectOf(received)).toBe(`Permohonan tempahan #${created.body.id} diterima: Proton Saga - VBN`);
      const body = bodyOf(received);
      expect(body).toContain('Terima kasih atas permohonan tempahan anda.');
      expect(body).toContain(`Tarikh Ambil:    ${formatMalaysianDate(startDate)}`);
      // The days as priced, with their reason, in Malay.
      expect(body).toContain('2 hari pada RM 100.00: RM 200.00');
      expect(body).toContain('Deposit:         RM 150.00 (boleh dikembalikan)');
      expect(body).toContain('Mesej anda: "Ambil di KLIA"');

      const staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
      // Staff see the customer's language, to write to them in it (WhatsApp).
      const pending = await request(t.server).get('/api/staff/booking-requests').set('Authorization', `Bearer ${staffToken}`);
      expect(pending.status).toBe(200);
      expect(
        (pending.body.items as Array<{ id: number; customerLanguage: string }>).find((item) => item.id === created.body.id),
      ).toMatchObject({ customerLanguage: 'ms' });
      const rejected = await request(t.server)
        .patch(`/api/staff/booking-requests/${created.body.id}/reject`)
        .set('Authorization', `Bearer ${staffToken}`)
        .send({ reason: 'Kereta dalam servis' });
      expect(rejected.status).toBe(200);
      const decision = await mailTo(customer.email, 2);
      expect(subjectOf(decision)).toBe(`Permohonan tempahan #${created.body.id} ditolak: Proton Saga - VBN`);
      const text = bodyOf(decision);
      expect(text).toContain(
        `<strong>#${created.body.id}</strong> untuk <strong>Proton Saga - VBN</strong> dari ${formatMalaysianDate(startDate)} hingga ${formatMalaysianDate(endDate)}.`,
      );
      expect(text).toContain('Sebab: Kereta dalam servis');
      expect(text).toContain('Sila cuba tarikh lain atau kereta lain');
    });

    it('stay English for an English customer, with dates as dd/mm/yyyy', async () => {
      const customer = await makeCustomer(t.dataSource);
      const vehicle = await makeVehicle(t.dataSource);
      const startDate = daysFromToday(40);
      const endDate = daysFromToday(43);
      const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate, endDate });
      const staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
      const approved = await request(t.server)
        .patch(`/api/staff/booking-requests/${pending.id}/approve`)
        .set('Authorization', `Bearer ${staffToken}`)
        .set('Accept-Language', 'ms');
      expect(approved.status).toBe(200);
      const mail = await mailTo(customer.email);
      expect(subjectOf(mail)).toBe(`Booking request #${pending.id} approved: Perodua Myvi - WXY`);
      expect(bodyOf(mail)).toContain(`from ${formatMalaysianDate(startDate)} to ${formatMalaysianDate(endDate)} (3 days) is approved.`);
      expect(await t.dataSource.getRepository(BookingRequest).findOneByOrFail({ id: pending.id })).toMatchObject({ emailSent: true });
    });
  });
});

describe('The customer language migration', () => {
  it('adds language with English for existing customers, and removes it again', async () => {
    const scratch = await createScratchDatabase('rental-language');
    // Up to and including this migration, so that undoing the last one undoes it.
    const upToLanguage = MIGRATIONS.slice(0, MIGRATIONS.indexOf(CustomerLanguage1763900000002) + 1);
    const dataSource = new DataSource({ ...buildDataSourceOptions(scratch.settings), migrations: upToLanguage });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    try {
      await dataSource.runMigrations();
      expect(await runner.hasColumn('customers', 'language')).toBe(true);
      if (scratch.settings.type === 'mysql') {
        // The entity and the migration agree: nothing left for TypeORM to change on this column.
        // (On SQLite TypeORM would rebuild every table anyway, so there is nothing to compare.)
        const pending = await dataSource.driver.createSchemaBuilder().log();
        expect(
          pending.upQueries.map((query) => query.query).filter((sql) => sql.includes('`customers`') && sql.includes('language')),
        ).toEqual([]);
      }

      await dataSource.undoLastMigration();
      expect(await runner.hasColumn('customers', 'language')).toBe(false);
      await runner.query(
        "INSERT INTO customers (fullName, email, phone, address, icPassportNumber) VALUES ('Old Customer', 'old@example.com', '+60123456789', '1 Jalan Lama, Ipoh', '900101-14-5678')",
      );

      await expect(dataSource.runMigrations()).resolves.toHaveLength(1);
      // Only the columns this migration knows: the entity has grown since (deletionRequestedAt, erasedAt).
      const old = await dataSource
        .getRepository(Customer)
        .findOneOrFail({ select: { id: true, language: true }, where: { email: 'old@example.com' } });
      expect(old).toMatchObject({ language: 'en' });
      await expect(dataSource.showMigrations()).resolves.toBe(false);
      expect(upToLanguage[upToLanguage.length - 1].name).toBe('CustomerLanguage1763900000002');
    } finally {
      await runner.release();
      await dataSource.destroy();
      await scratch.drop();
    }
  });
});
