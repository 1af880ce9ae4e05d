import { readdir } from 'node:fs/promises';
import { createServer, Server } from 'node:net';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { Customer } from '../src/customers/entities/customer.entity';
import { SignInCode } from '../src/customers/entities/sign-in-code.entity';
import { UnconfirmedRegistrationsSweeper } from '../src/customers/unconfirmed-registrations.sweeper';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

const WRONG_CODE = 'That code is not right or has expired. Please check it or request a new code.';
const CODE_SENT = 'If an account uses this e-mail, we have sent it a 6-digit sign-in code. It is valid for 10 minutes.';
const documentsDir = () => join(process.env.DATA_DIR as string, 'uploads', 'customer-documents');
const storedDocuments = async () => readdir(documentsDir()).catch(() => [] as string[]);

/** The digits of the newest code e-mail to the address after `seen` earlier messages. */
async function codeFor(smtp: SmtpCapture, email: string, seen = 0): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const mails = smtp.messages.filter((message) => message.to.includes(email) && /Subject: Your sign-in code/.test(message.raw));
    if (mails.length > seen) return /Subject: Your sign-in code[^:\r\n]*: (\d{6})/.exec(mails[mails.length - 1].raw)![1];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No sign-in code e-mail to ${email}`);
}

function registrationFields(email: string): Record<string, string> {
  return {
    fullName: 'Tan Mei Ling',
    email,
    phone: '012-345 6789',
    address: '8 Jalan Tun Razak, 50400 Kuala Lumpur',
    icPassportNumber: '880202-10-5566',
    privacyConsent: 'true',
  };
}

describe('Customer sign-in with e-mailed codes (API, CUSTOMER_SIGNIN_CODE=true)', () => {
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

  const requestCode = (email: string) => request(t.server).post('/api/customers/login').send({ email });
  const verify = (email: string, code: string) => request(t.server).post('/api/customers/login/verify').send({ email, code });
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));
  function register(fields: Record<string, string>) {
    const call = request(t.server).post('/api/customers/register');
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const name of ['icPassport', 'driversLicense', 'utilityBill'])
      call.attach(name, photo, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
    return call;
  }

  it('tells the public config that codes are on', async () => {
    const response = await request(t.server).get('/api/config');
    expect(response.body.customerSignInCode).toBe(true);
  });

  it('answers a known, an unknown and a suspended e-mail identically, and e-mails only real owners', async () => {
    const known = await makeCustomer(t.dataSource);
    const suspended = await makeCustomer(t.dataSource, { status: 'blacklisted' });
    const unknown = `nobody.${uniqueSuffix()}@example.com`;
    const answers = [await requestCode(known.email), await requestCode(unknown), await requestCode(suspended.email)];
    for (const [index, response] of answers.entries()) {
      const email = [known.email, unknown, suspended.email][index];
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ codeRequired: true, email, message: CODE_SENT });
      expect(response.body).not.toHaveProperty('token');
    }
    expect(await codeFor(smtp, known.email)).toMatch(/^\d{6}$/);
    await smtp.waitFor(suspended.email);
    expect(decodeQuotedPrintable(mailsTo(suspended.email)[0].raw)).toContain('the account is suspended');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it('signs in with the right code, once, with a masked profile', async () => {
    const customer = await makeCustomer(t.dataSource);
    await requestCode(customer.email);
    const code = await codeFor(smtp, customer.email);
    const row = await t.dataSource.getRepository(SignInCode).findOneByOrFail({ email: customer.email });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);

    const wrong = await verify(customer.email, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CODE);

    const right = await verify(customer.email, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({
      id: customer.id,
      email: customer.email,
      icPassportNumber: expect.stringMatching(/^\*+\d{4}$/),
    });
    expect(right.body.user).not.toHaveProperty('icPassportUrl');
    const me = await request(t.server).get('/api/customers/me').set('Authorization', `Bearer ${right.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.icPassportNumber).toBe(right.body.user.icPassportNumber);

    const reused = await verify(customer.email, code);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(WRONG_CODE);
  });

  it('refuses an expired code', async () => {
    const customer = await makeCustomer(t.dataSource);
    await requestCode(customer.email);
    const code = await codeFor(smtp, customer.email);
    await t.dataSource.getRepository(SignInCode).update({ email: customer.email }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await verify(customer.email, code);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(WRONG_CODE);
  });

  it('gives a code 5 tries: the right code on the 6th is refused', async () => {
    const customer = await makeCustomer(t.dataSource);
    await requestCode(customer.email);
    const code = await codeFor(smtp, customer.email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify(customer.email, wrongCode)).status).toBe(401);
    const sixth = await verify(customer.email, code);
    expect(sixth.status).toBe(401);
    expect(await t.dataSource.getRepository(SignInCode).findOneByOrFail({ email: customer.email })).toMatchObject({ attempts: 5 });
  });

  it('lets only one of many parallel tries of the right code in', async () => {
    const customer = await makeCustomer(t.dataSource);
    await requestCode(customer.email);
    const code = await codeFor(smtp, customer.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(customer.email, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(7);
  });

  it('makes an earlier code useless once a new one is requested', async () => {
    const customer = await makeCustomer(t.dataSource);
    await requestCode(customer.email);
    const first = await codeFor(smtp, customer.email);
    await requestCode(customer.email);
    const second = await codeFor(smtp, customer.email, 1);
    if (first !== second) expect((await verify(customer.email, first)).status).toBe(401);
    expect((await verify(customer.email, second)).status).toBe(200);
  });

  it('refuses a malformed code with 400', async () => {
    const response = await verify('someone@example.com', '12ab56');
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['Please enter the 6-digit code from your e-mail']);
  });

  describe('registration', () => {
    it('keeps a new account inactive until its code is entered', async () => {
      const email = `mei.${uniqueSuffix()}@example.com`;
      const response = await register(registrationFields(email));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ codeRequired: true, email, message: expect.stringContaining('6-digit code') });
      const pending = await t.dataSource.getRepository(Customer).findOneByOrFail({ email });
      expect(pending.confirmedAt).toBeNull();

      const code = await codeFor(smtp, email);
      expect(decodeQuotedPrintable(mailsTo(email)[0].raw)).toContain('activate your account');
      const signedIn = await verify(email, code);
      expect(signedIn.status).toBe(200);
      expect((await t.dataSource.getRepository(Customer).findOneByOrFail({ email })).confirmedAt).not.toBeNull();
      const booking = await request(t.server).get('/api/booking-requests/mine').set('Authorization', `Bearer ${signedIn.body.token}`);
      expect(booking.status).not.toBe(401);
    });

    it('answers a taken e-mail exactly like a new one, keeps no files and leaves the account alone', async () => {
      const existing = await makeCustomer(t.dataSource);
      const before = await storedDocuments();
      const response = await register(registrationFields(existing.email));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ codeRequired: true, email: existing.email, message: expect.stringContaining('6-digit code') });
      expect(await storedDocuments()).toEqual(before);
      const unchanged = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: existing.id });
      expect(unchanged.fullName).toBe(existing.fullName);
      await smtp.waitFor(existing.email);
      expect(decodeQuotedPrintable(mailsTo(existing.email)[0].raw)).toContain('already has an account');
    });

    it('keeps a registration awaiting its code as first sent: a second one gets the same answer and changes nothing', async () => {
      const email = `retry.${uniqueSuffix()}@example.com`;
      const first = await register(registrationFields(email));
      expect(first.status).toBe(201);
      const pending = await t.dataSource.getRepository(Customer).findOneByOrFail({ email });
      await codeFor(smtp, email);
      const filesBefore = await storedDocuments();

      const again = await register({ ...registrationFields(email), fullName: 'Someone Else', phone: '019-888 7777' });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const rows = await t.dataSource.getRepository(Customer).findBy({ email });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toEqual(pending);
      expect(await storedDocuments()).toEqual(filesBefore);

      // The address's owner gets a fresh code for the account as first registered.
      const code = await codeFor(smtp, email, 1);
      const signedIn = await verify(email, code);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ id: pending.id, fullName: 'Tan Mei Ling' });
    });

    it('lets exactly one of many parallel registrations of a new e-mail in, and keeps only its documents', async () => {
      const email = `burst.${uniqueSuffix()}@example.com`;
      const filesBefore = (await storedDocuments()).length;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => register({ ...registrationFields(email), fullName: `Racer ${index}` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      const rows = await t.dataSource.getRepository(Customer).findBy({ email });
      expect(rows).toHaveLength(1);
      expect(rows[0].fullName).toMatch(/^Racer [0-7]$/);
      expect((await storedDocuments()).length).toBe(filesBefore + 3);
    });

    it('removes registrations unconfirmed after 24 hours, with their files, and nothing else', async () => {
      const email = `stale.${uniqueSuffix()}@example.com`;
      await register(registrationFields(email));
      const stale = await t.dataSource.getRepository(Customer).findOneByOrFail({ email });
      const fresh = await register(registrationFields(`fresh.${uniqueSuffix()}@example.com`));
      const confirmed = await makeCustomer(t.dataSource);
      await t.dataSource.getRepository(Customer).update({ id: stale.id }, { createdAt: new Date(Date.now() - 25 * 60 * 60_000) });
      await t.dataSource.getRepository(Customer).update({ id: confirmed.id }, { createdAt: new Date(Date.now() - 25 * 60 * 60_000) });

      expect(await t.app.get(UnconfirmedRegistrationsSweeper).sweep()).toBeGreaterThanOrEqual(1);
      expect(await t.dataSource.getRepository(Customer).existsBy({ id: stale.id })).toBe(false);
      expect(await t.dataSource.getRepository(Customer).existsBy({ email: fresh.body.email })).toBe(true);
      expect(await t.dataSource.getRepository(Customer).existsBy({ id: confirmed.id })).toBe(true);
      const files = await storedDocuments();
      for (const name of [stale.icPassportUrl, stale.driversLicenseUrl, stale.utilityBillUrl]) expect(files).not.toContain(name);
    });
  });
});

describe('Sign-in code answers and a hanging mail server (API)', () => {
  it('does not make the answer wait for the mail server', async () => {
    // A server that accepts connections and never greets: sending would hang for the full timeout.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slowApp = await createTestApp({
      CUSTOMER_SIGNIN_CODE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    try {
      const customer = await makeCustomer(slowApp.dataSource);
      const started = Date.now();
      const response = await request(slowApp.server).post('/api/customers/login').send({ email: customer.email });
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await slowApp.close();
      silent.close();
    }
  });
});

describe('Sign-in code limits (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      CUSTOMER_SIGNIN_CODE: 'true',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '3',
      MAIL_RATE_LIMIT: '1000',
      SMTP_URL: undefined,
    });
  });

  afterAll(() => t.close());

  const requestCode = (email: string, client: string) =>
    request(t.server).post('/api/customers/login').set('X-Forwarded-For', client).send({ email });

  it('limits codes per e-mail, whichever client asks', async () => {
    const email = `target.${uniqueSuffix()}@example.com`;
    for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await requestCode(email, client)).status).toBe(200);
    const fourth = await requestCode(email, '10.0.0.4');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('Too many sign-in codes were requested. Please wait a few minutes and try again.');
  });

  it('limits codes per client, whichever e-mail it names', async () => {
    for (let index = 0; index < 3; index += 1)
      expect((await requestCode(`n${index}.${uniqueSuffix()}@example.com`, '10.0.1.1')).status).toBe(200);
    expect((await requestCode(`other.${uniqueSuffix()}@example.com`, '10.0.1.1')).status).toBe(429);
    expect((await requestCode(`other.${uniqueSuffix()}@example.com`, '10.0.1.2')).status).toBe(200);
  });

  it('limits wrong codes per e-mail and client like any sign-in', async () => {
    const customer = await makeCustomer(t.dataSource);
    const verify = (client: string) =>
      request(t.server).post('/api/customers/login/verify').set('X-Forwarded-For', client).send({ email: customer.email, code: '000000' });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await verify('10.0.2.1')).status).toBe(401);
    expect((await verify('10.0.2.1')).status).toBe(429);
    // The account itself takes five times as many, from all addresses together.
    for (const client of ['10.0.2.2', '10.0.2.3', '10.0.2.4', '10.0.2.5']) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await verify(client)).status).toBe(401);
    }
    expect((await verify('10.0.2.6')).status).toBe(429);
  });
});

describe('E-mails one client may cause (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      CUSTOMER_SIGNIN_CODE: 'true',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '1000',
      MAIL_RATE_LIMIT: '2',
      SMTP_URL: undefined,
    });
  });

  afterAll(() => t.close());

  it('stops sending after MAIL_RATE_LIMIT e-mails an hour from one client', async () => {
    const ask = (client: string) =>
      request(t.server)
        .post('/api/customers/login')
        .set('X-Forwarded-For', client)
        .send({ email: `m.${uniqueSuffix()}@example.com` });
    expect((await ask('10.0.3.1')).status).toBe(200);
    expect((await ask('10.0.3.1')).status).toBe(200);
    const third = await ask('10.0.3.1');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Too many e-mails have been requested from your connection. Please try again in an hour.');
    expect((await ask('10.0.3.2')).status).toBe(200);
  });

  it('still takes a booking request past the budget, without e-mailing it', async () => {
    const customer = await makeCustomer(t.dataSource);
    const vehicle = await makeVehicle(t.dataSource);
    const token = await tokenFor(t.app, customer.id, 'customer');
    const book = (startDay: number) =>
      request(t.server)
        .post('/api/booking-requests')
        .set('X-Forwarded-For', '10.0.4.1')
        .set('Authorization', `Bearer ${token}`)
        .send({ vehicleId: vehicle.id, startDate: daysFromToday(startDay), endDate: daysFromToday(startDay + 1) });
    const answers = [await book(10), await book(13), await book(16)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const saved = await t.dataSource.getRepository(BookingRequest).find({ where: { customerId: customer.id }, order: { id: 'ASC' } });
    expect(saved.map((row) => row.emailSent)).toEqual([true, true, false]);
  });
});
