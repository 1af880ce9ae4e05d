import request from 'supertest';
import { DataSource } from 'typeorm';
import { Customer } from '../src/customers/entities/customer.entity';
import { SignInCode } from '../src/customers/entities/sign-in-code.entity';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { createScratchDatabase } from './setup/scratch-database';
import { SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

/*
 * Look-alike sign-in names. MariaDB's utf8mb4_unicode_ci collation finds 'staff' for 'stäff' and
 * 'aisyah@' for 'äisyah@'; SQLite compares bytes, so 'Staff' and 'staff' were two accounts there.
 * Every case runs on both databases: the first kind fails on MariaDB without the fix, the second on SQLite.
 */
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.';
const TOO_MANY_CODES = 'Too many sign-in codes were requested. Please wait a few minutes and try again.';
const isMariaDb = () => process.env.DB_TYPE === 'mysql';

/** The name with its first 'a' accented: ä, à, á, â, ã or å by `variant`. */
const lookAlike = (name: string, variant = 0) => name.replace('a', ['ä', 'à', 'á', 'â', 'ã', 'å'][variant]);
/** The name in full-width letters ('ｓｔａｆｆ'), which NFKC folds back. */
const fullWidth = (name: string) => name.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

describe('Look-alike sign-in names (API, LOGIN_RATE_LIMIT=3: 3 per address and account, 15 per account)', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      CUSTOMER_SIGNIN_CODE: 'true',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '3',
      MAIL_RATE_LIMIT: '1000',
      SMTP_URL: await smtp.start(),
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const staffSignIn = (client: string, username: string, password: string) =>
    request(t.server).post('/api/staff/login').set('X-Forwarded-For', client).send({ username, password });
  const requestCode = (client: string, email: string) =>
    request(t.server).post('/api/customers/login').set('X-Forwarded-For', client).send({ email });
  const verify = (client: string, email: string, code: string) =>
    request(t.server).post('/api/customers/login/verify').set('X-Forwarded-For', client).send({ email, code });
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));
  async function codeMailedTo(email: string): Promise<string> {
    await smtp.waitFor(email);
    return /Subject: Your sign-in code[^:\r\n]*: (\d{6})/.exec(mailsTo(email)[mailsTo(email).length - 1].raw)![1];
  }
  /** Five addresses, three failures each: the account-wide limit of 15. */
  async function failFromFiveAddresses(
    prefix: string,
    attempt: (client: string, index: number) => Promise<request.Response>,
  ): Promise<void> {
    for (let address = 1; address <= 5; address += 1) {
      for (let index = 0; index < 3; index += 1) expect((await attempt(`${prefix}.${address}`, address + index)).status).toBe(401);
    }
  }

  describe('staff and admin names', () => {
    it('signs in under any case or width of the name, never under a look-alike', async () => {
      const { member, password } = await makeStaff(t.dataSource, { username: `staff_${uniqueSuffix()}` });
      const impostor = await staffSignIn('10.20.0.1', lookAlike(member.username), password);
      expect(impostor.status).toBe(401);
      expect(impostor.body.token).toBeUndefined();
      expect((await staffSignIn('10.20.0.1', member.username.toUpperCase(), password)).status).toBe(200);
      expect((await staffSignIn('10.20.0.1', ` ${fullWidth(member.username)} `, password)).status).toBe(200);
    });

    it('gives a look-alike no budget of its own: its failures lock the real name', async () => {
      const { member, password } = await makeStaff(t.dataSource, { username: `staff_${uniqueSuffix()}` });
      await failFromFiveAddresses('10.21.0', (client, index) => staffSignIn(client, lookAlike(member.username, index % 6), 'guess'));
      const blocked = await staffSignIn('10.21.9.9', member.username, password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(TOO_MANY_SIGN_INS);
    });

    it('does not let a locked account in under a look-alike name', async () => {
      const { member, password } = await makeStaff(t.dataSource, { username: `staff_${uniqueSuffix()}` });
      await failFromFiveAddresses('10.22.0', (client) => staffSignIn(client, member.username, 'guess'));
      expect((await staffSignIn('10.22.9.9', lookAlike(member.username), password)).status).toBe(429);
      expect((await staffSignIn('10.22.9.9', member.username.toUpperCase(), password)).status).toBe(429);
      // The address a stranger locked stays locked for the look-alike too.
      expect((await staffSignIn('10.22.0.1', lookAlike(member.username, 1), password)).status).toBe(429);
    });

    it('stores names in lower case and refuses a second account that differs only in case or width', async () => {
      const admin = await makeStaff(t.dataSource, { role: 'admin' });
      const token = await tokenFor(t.app, admin.member.id, 'admin');
      const create = (username: string) =>
        request(t.server)
          .post('/api/staff/create')
          .set('Authorization', `Bearer ${token}`)
          .send({ username, password: 'a-long-password-1' });
      const suffix = uniqueSuffix();
      const created = await create(`QA-ADMIN-${suffix}`);
      expect(created.status).toBe(201);
      expect(created.body.username).toBe(`qa-admin-${suffix}`);
      for (const again of [`qa-admin-${suffix}`, `Qa-Admin-${suffix}`, ` QA-ADMIN-${suffix} `]) {
        const refused = await create(again);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('That username is already taken');
      }
      expect(await t.dataSource.getRepository(StaffMember).countBy({ username: `qa-admin-${suffix}` })).toBe(1);
      expect((await staffSignIn('10.23.0.1', `QA-Admin-${suffix}`, 'a-long-password-1')).status).toBe(200);
    });
  });

  describe('customer e-mails and sign-in codes', () => {
    it('sends a look-alike e-mail no code for the real account, and binds no code to it', async () => {
      const customer = await makeCustomer(t.dataSource, { email: `aisyah.${uniqueSuffix()}@example.com` });
      const impostor = lookAlike(customer.email);
      const answer = await requestCode('10.30.0.1', impostor);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ codeRequired: true, email: impostor, message: expect.stringContaining('6-digit sign-in code') });
      expect(await t.dataSource.getRepository(SignInCode).countBy({ customerId: customer.id })).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsTo(customer.email)).toHaveLength(0);
    });

    it("verifies a code only with the e-mail of the account it was sent to, not a look-alike's", async () => {
      const customer = await makeCustomer(t.dataSource, { email: `aisyah.${uniqueSuffix()}@example.com` });
      expect((await requestCode('10.31.0.1', customer.email)).status).toBe(200);
      const code = await codeMailedTo(customer.email);
      expect((await verify('10.31.0.1', lookAlike(customer.email), code)).status).toBe(401);
      const owner = await verify('10.31.0.1', fullWidth(customer.email.toUpperCase()), code);
      expect(owner.status).toBe(200);
      expect(owner.body.user.id).toBe(customer.id);
    });

    it('gives look-alike e-mails no code budget of their own', async () => {
      const customer = await makeCustomer(t.dataSource, { email: `aisyah.${uniqueSuffix()}@example.com` });
      for (const variant of [0, 1, 2])
        expect((await requestCode(`10.32.0.${variant + 1}`, lookAlike(customer.email, variant))).status).toBe(200);
      const blocked = await requestCode('10.32.9.9', customer.email);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(TOO_MANY_CODES);
    });

    it("counts wrong codes under look-alike e-mails against the real account's sign-in budget", async () => {
      const customer = await makeCustomer(t.dataSource, { email: `aisyah.${uniqueSuffix()}@example.com` });
      expect((await requestCode('10.33.0.1', customer.email)).status).toBe(200);
      const code = await codeMailedTo(customer.email);
      await failFromFiveAddresses('10.33.1', (client, index) => verify(client, lookAlike(customer.email, index % 6), '000000'));
      const blocked = await verify('10.33.9.9', customer.email, code);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(TOO_MANY_SIGN_INS);
    });

    it('keeps one account per e-mail whatever its case or width, and a look-alike registration changes nothing of the real one', async () => {
      const photo = await makePhoto();
      const register = (email: string) => {
        const call = request(t.server).post('/api/customers/register').set('X-Forwarded-For', '10.34.0.1');
        const fields = {
          fullName: 'Nur Impostor',
          email,
          phone: '012-345 6789',
          address: '8 Jalan Tun Razak, 50400 Kuala Lumpur',
          icPassportNumber: '880202-10-5566',
        };
        for (const [name, value] of Object.entries(fields)) call.field(name, value);
        for (const name of ['icPassport', 'driversLicense', 'utilityBill'])
          call.attach(name, photo, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
        return call;
      };
      const customer = await makeCustomer(t.dataSource, { email: `aisyah.${uniqueSuffix()}@example.com` });
      const before = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
      for (const spelling of [fullWidth(customer.email), customer.email.toUpperCase(), lookAlike(customer.email)]) {
        const answer = await register(spelling);
        expect(answer.status).toBe(201);
        expect(answer.body.codeRequired).toBe(true);
      }
      expect(await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id })).toEqual(before);
      const rows = await t.dataSource.getRepository(Customer).findBy({ fullName: 'Nur Impostor' });
      // SQLite keeps 'äisyah@' as an address of its own; MariaDB's accent-insensitive unique index refuses it.
      expect(rows.map((row) => row.email)).toEqual(isMariaDb() ? [] : [lookAlike(customer.email)]);
    });
  });
});

describe('The CanonicalSignInNames1763900000013 migration', () => {
  const migration = MIGRATIONS.find((candidate) => candidate.name === 'CanonicalSignInNames1763900000013')!;
  const upToCanonical = MIGRATIONS.slice(0, MIGRATIONS.indexOf(migration) + 1);

  async function withMigratedScratch(body: (dataSource: DataSource) => Promise<void>): Promise<void> {
    const scratch = await createScratchDatabase('rental-names');
    const dataSource = new DataSource({ ...buildDataSourceOptions(scratch.settings), migrations: upToCanonical });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations();
      await dataSource.undoLastMigration();
      await body(dataSource);
    } finally {
      await dataSource.destroy();
      await scratch.drop();
    }
  }
  const addStaff = (dataSource: DataSource, username: string) =>
    dataSource.getRepository(StaffMember).insert({ username, hashedPassword: 'x', role: 'staff' });
  // Only the columns this migration knows: the entity has grown since (deletionRequestedAt, erasedAt).
  const addCustomer = (dataSource: DataSource, email: string) =>
    dataSource.query('INSERT INTO customers (fullName, email, phone, address, icPassportNumber) VALUES (?, ?, ?, ?, ?)', [
      'Old Customer',
      email,
      '+60123456789',
      '1 Jalan Lama, Ipoh',
      '900101-14-5678',
    ]);
  const customerEmails = async (dataSource: DataSource) =>
    (await dataSource.getRepository(Customer).find({ select: { id: true, email: true }, order: { id: 'ASC' } })).map(
      (customer) => customer.email,
    );

  it('rewrites existing names and e-mails into their canonical form, and leaves canonical ones alone', async () => {
    await withMigratedScratch(async (dataSource) => {
      await addStaff(dataSource, ' Boss.Lee ');
      await addStaff(dataSource, 'ｗｉｄｅ');
      await addStaff(dataSource, 'plain');
      await addCustomer(dataSource, 'Mixed.Case@Example.COM');
      await addCustomer(dataSource, 'ｆｕｌｌ@example.com');

      await expect(dataSource.runMigrations()).resolves.toHaveLength(1);
      const names = (await dataSource.getRepository(StaffMember).find({ order: { id: 'ASC' } })).map((member) => member.username);
      expect(names).toEqual(['boss.lee', 'wide', 'plain']);
      expect(await customerEmails(dataSource)).toEqual(['mixed.case@example.com', 'full@example.com']);
      await expect(dataSource.showMigrations()).resolves.toBe(false);
    });
  });

  it('stops before writing anything when two rows would share a name, and names them', async () => {
    await withMigratedScratch(async (dataSource) => {
      await addCustomer(dataSource, 'Tan@Example.com');
      await addStaff(dataSource, 'qa-admin');
      if (isMariaDb()) {
        // The accent- and case-insensitive unique index never let such a pair in.
        await expect(addStaff(dataSource, 'QA-ADMIN')).rejects.toThrow();
        return;
      }
      await addStaff(dataSource, 'QA-ADMIN');
      await expect(dataSource.runMigrations()).rejects.toThrow(/staff\.username "qa-admin": id 1 "qa-admin", id 2 "QA-ADMIN"/);
      expect((await dataSource.getRepository(StaffMember).find({ order: { id: 'ASC' } })).map((member) => member.username)).toEqual([
        'qa-admin',
        'QA-ADMIN',
      ]);
      expect(await customerEmails(dataSource)).toEqual(['Tan@Example.com']);
      await expect(dataSource.showMigrations()).resolves.toBe(true);
    });
  });
});
