import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { Customer } from '../src/customers/entities/customer.entity';
import { PRIVACY_NOTICE_VERSION } from '../src/privacy/privacy-notice';
import { AppSetting } from '../src/settings/entities/app-setting.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

const OFFICER = { name: 'Nurul Huda binti Hassan', email: 'dpo@keretasewa.my', phone: '+60 3-2161 0000' };

/**
 * The privacy notice (PDPA 2010): its public version and officer, the admin naming the officer,
 * and registration refused without the customer's consent and recording it with.
 */
describe('Privacy notice and consent (API)', () => {
  let t: IsolatedTestApp;
  let staffToken: string;
  let adminToken: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
    photo = await makePhoto();
  });

  afterAll(() => t.close());

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const saveOfficer = (token: string, body: unknown) =>
    as(token)(request(t.server).put('/api/admin/settings/privacy')).send(body as object);
  const officerLogs = () =>
    t.dataSource.getRepository(StaffLog).find({ where: { action: 'privacy_officer_updated' }, order: { id: 'ASC' } });
  const storedDocuments = () => readdir(join(t.dataDir, 'uploads', 'customer-documents')).catch(() => [] as string[]);

  function register(fields: Record<string, string>) {
    const call = request(t.server).post('/api/customers/register');
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const name of ['icPassport', 'driversLicense', 'utilityBill'])
      call.attach(name, photo, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
    return call;
  }
  const fields = (email: string, consent?: string): Record<string, string> => ({
    fullName: 'Nur Aisyah binti Ahmad',
    email,
    phone: '012-345 6789',
    address: '23 Jalan SS 2/24, 47300 Petaling Jaya',
    icPassportNumber: '900101-14-5678',
    ...(consent === undefined ? {} : { privacyConsent: consent }),
  });

  describe('GET /api/privacy-notice', () => {
    it('is public and gives the version and no officer until the admin names one', async () => {
      const response = await request(t.server).get('/api/privacy-notice').expect(200);
      expect(response.body).toEqual({ version: PRIVACY_NOTICE_VERSION, dpo: null, documentRetentionMonths: 24 });
      expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  describe('PUT /api/admin/settings/privacy', () => {
    it("is the admin's alone: signed out 401, staff 403, and nothing changes", async () => {
      await request(t.server).get('/api/admin/settings/privacy').expect(401);
      await request(t.server).put('/api/admin/settings/privacy').send(OFFICER).expect(401);
      await as(staffToken)(request(t.server).get('/api/admin/settings/privacy')).expect(403);
      const refused = await saveOfficer(staffToken, OFFICER).expect(403);
      expect(refused.body.code).toBe('PERMISSION_DENIED');
      await expect(t.dataSource.getRepository(AppSetting).countBy({ name: 'privacyOfficerName' })).resolves.toBe(0);
      await expect(officerLogs()).resolves.toEqual([]);
    });

    it('refuses a bad e-mail, phone or name with the field messages and changes nothing', async () => {
      const bad: Array<[Record<string, unknown>, string, string]> = [
        [{ ...OFFICER, email: 'not-an-email' }, 'email', "Please enter the data protection officer's e-mail address"],
        [{ ...OFFICER, email: `${'a'.repeat(250)}@example.com` }, 'email', "Please enter the data protection officer's e-mail address"],
        [
          { ...OFFICER, phone: 'call me' },
          'phone',
          "Please enter the data protection officer's phone number: 7 to 15 digits, spaces, dashes or a leading + allowed",
        ],
        [
          { ...OFFICER, phone: '1'.repeat(16) },
          'phone',
          "Please enter the data protection officer's phone number: 7 to 15 digits, spaces, dashes or a leading + allowed",
        ],
        [{ ...OFFICER, name: '   ' }, 'name', "Please enter the data protection officer's name (at most 100 characters)"],
        [{ ...OFFICER, name: 'N'.repeat(101) }, 'name', "Please enter the data protection officer's name (at most 100 characters)"],
        [
          { email: OFFICER.email, phone: OFFICER.phone },
          'name',
          "Please enter the data protection officer's name (at most 100 characters)",
        ],
        [{ ...OFFICER, email: 42 }, 'email', "Please enter the data protection officer's e-mail address"],
      ];
      for (const [body, field, message] of bad) {
        const response = await saveOfficer(adminToken, body).expect(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(response.body.message).toContain(message);
        expect(response.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      }
      await expect(request(t.server).get('/api/privacy-notice')).resolves.toMatchObject({ body: { dpo: null } });
      await expect(officerLogs()).resolves.toEqual([]);
    });

    it('saves the officer (trimmed), shows it on the public notice and logs each change once', async () => {
      const saved = await saveOfficer(adminToken, { ...OFFICER, name: `  ${OFFICER.name} ` }).expect(200);
      expect(saved.body).toEqual({ version: PRIVACY_NOTICE_VERSION, dpo: OFFICER, documentRetentionMonths: 24 });
      expect((await request(t.server).get('/api/privacy-notice').expect(200)).body).toEqual({
        version: PRIVACY_NOTICE_VERSION,
        dpo: OFFICER,
        documentRetentionMonths: 24,
      });
      expect((await as(adminToken)(request(t.server).get('/api/admin/settings/privacy')).expect(200)).body.dpo).toEqual(OFFICER);

      // The same values again change and log nothing.
      await saveOfficer(adminToken, OFFICER).expect(200);
      const replacement = { name: 'Lim Mei Ling', email: 'privacy@keretasewa.my', phone: '012-987 6543' };
      await saveOfficer(adminToken, replacement).expect(200);

      const logs = await officerLogs();
      expect(logs).toHaveLength(2);
      expect(logs[0]).toMatchObject({ targetType: 'settings', targetId: 'privacyOfficer' });
      expect(logs[0].details).toEqual({
        previousName: null,
        previousEmail: null,
        previousPhone: null,
        name: OFFICER.name,
        email: OFFICER.email,
        phone: OFFICER.phone,
      });
      expect(logs[1].details).toMatchObject({ previousName: OFFICER.name, previousEmail: OFFICER.email, name: 'Lim Mei Ling' });
      expect((await request(t.server).get('/api/privacy-notice')).body.dpo).toEqual(replacement);
    });
  });

  describe('POST /api/customers/register', () => {
    it.each([
      ['without the consent field', undefined],
      ['with consent refused', 'false'],
    ])('refuses a registration %s with PRIVACY_CONSENT_REQUIRED and writes nothing', async (_label, consent) => {
      const email = `no.consent.${uniqueSuffix()}@example.com`;
      const before = await storedDocuments();
      const response = await register(fields(email, consent)).expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'PRIVACY_CONSENT_REQUIRED',
        message: 'Please read and agree to the privacy notice to create an account',
      });
      await expect(t.dataSource.getRepository(Customer).countBy({ email })).resolves.toBe(0);
      await expect(storedDocuments()).resolves.toEqual(before);
    });

    it('refuses a consent that is not true or false as a field error', async () => {
      const email = `odd.consent.${uniqueSuffix()}@example.com`;
      const response = await register(fields(email, 'yes')).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body.fields).toEqual([expect.objectContaining({ field: 'privacyConsent', code: 'IS_BOOLEAN' })]);
      await expect(t.dataSource.getRepository(Customer).countBy({ email })).resolves.toBe(0);
    });

    it('stores the version agreed to and when', async () => {
      const email = `consent.${uniqueSuffix()}@example.com`;
      const started = Date.now();
      const response = await register(fields(email, 'true')).expect(201);
      const stored = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: response.body.id });
      expect(stored.privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
      expect(stored.privacyConsentAt).toBeInstanceOf(Date);
      // Whole seconds on MariaDB's datetime: allow the second it was written in.
      expect(stored.privacyConsentAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
      expect(stored.privacyConsentAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('keeps the consent in two nullable columns the entity and migration 039 agree on', async () => {
      const runner = t.dataSource.createQueryRunner();
      try {
        const table = await runner.getTable('customers');
        expect(table?.findColumnByName('privacyConsentVersion')).toMatchObject({ isNullable: true, length: '20' });
        expect(table?.findColumnByName('privacyConsentAt')).toMatchObject({ isNullable: true });
      } finally {
        await runner.release();
      }
      if (process.env.DB_TYPE === 'mysql') {
        // On MariaDB TypeORM proposes a no-op "CHANGE x x <type> NULL" for every nullable column (it reads
        // the NULL default back as text); anything beyond that would be a mismatch.
        const noOps = [
          'ALTER TABLE `customers` CHANGE `privacyConsentVersion` `privacyConsentVersion` varchar(20) NULL',
          'ALTER TABLE `customers` CHANGE `privacyConsentAt` `privacyConsentAt` datetime NULL',
        ];
        const pending = (await t.dataSource.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
        const touching = pending.filter((sql) => sql.includes('`customers`') && sql.includes('privacyConsent'));
        expect(touching.filter((sql) => !noOps.includes(sql))).toEqual([]);
      }
    });

    it('leaves customers made before the notice (and by the seeds) with consent not recorded', async () => {
      const customer = await makeCustomer(t.dataSource);
      const stored = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
      expect(stored).toMatchObject({ privacyConsentVersion: null, privacyConsentAt: null });
    });
  });
});
