import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { FileStorage } from '../src/common/storage/file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto, makeTwelveMegapixelPhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { createTestApp, TestApp } from './setup/test-app';

const documentsDir = () => join(process.env.DATA_DIR as string, 'uploads', 'customer-documents');
const storedDocuments = async () => readdir(documentsDir()).catch(() => [] as string[]);

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fullName: 'Nur Aisyah binti Ahmad',
    email: `aisyah.${uniqueSuffix()}@example.com`,
    phone: '012-345 6789',
    address: '23 Jalan SS 2/24, 47300 Petaling Jaya',
    icPassportNumber: '900101-14-5678',
    privacyConsent: 'true',
    ...overrides,
  };
}

describe('Customer registration, sign-in and documents (API)', () => {
  let t: TestApp;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    photo = await makePhoto();
  });

  afterAll(() => t.close());

  function register(fields: Record<string, string>, files: Partial<Record<'icPassport' | 'driversLicense' | 'utilityBill', Buffer>> = {}) {
    const call = request(t.server).post('/api/customers/register');
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const [name, data] of Object.entries(files)) call.attach(name, data, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
    return call;
  }
  const allDocuments = () => ({ icPassport: photo, driversLicense: photo, utilityBill: photo });

  describe('POST /api/customers/register', () => {
    it('creates the account and stores three processed, watermarked documents', async () => {
      const fields = validFields({ socialMediaHandle: '  @aisyah  ', email: `  MiXeD.${uniqueSuffix()}@Example.com ` });
      const before = (await storedDocuments()).length;
      const response = await register(fields, { icPassport: await makeTwelveMegapixelPhoto(), driversLicense: photo, utilityBill: photo });

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        fullName: fields.fullName,
        email: fields.email.trim().toLowerCase(),
        status: 'active',
        loyaltyPoints: 0,
        socialMediaHandle: '@aisyah',
      });
      expect(response.body.hashedPassword).toBeUndefined();
      // The customer-facing view masks the ID number and names no document files.
      expect(response.body.icPassportNumber).toBe('**********5678');
      expect(response.body).not.toHaveProperty('icPassportUrl');
      expect(response.body).not.toHaveProperty('driversLicenseUrl');
      expect(response.body).not.toHaveProperty('utilityBillUrl');

      const stored = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: response.body.id });
      expect((await storedDocuments()).length).toBe(before + 3);
      // On disk each document is ciphertext; the app opens it as a clean JPEG.
      const plain = (name: string) => t.app.get(FileStorage).read('customer-documents', name) as Promise<Buffer>;
      for (const name of [stored.icPassportUrl, stored.driversLicenseUrl, stored.utilityBillUrl]) {
        expect(name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
        const onDisk = await readFile(join(documentsDir(), name as string));
        expect(onDisk.subarray(0, 4).toString('latin1')).toBe('RVE1');
        await expect(sharp(onDisk).metadata()).rejects.toThrow();
        const metadata = await sharp(await plain(name as string)).metadata();
        expect(metadata.format).toBe('jpeg');
        expect(metadata.exif).toBeUndefined();
      }
      const passport = await sharp(await plain(stored.icPassportUrl as string)).metadata();
      expect(Math.max(passport.width ?? 0, passport.height ?? 0)).toBeLessThanOrEqual(2000);
    });

    it('reports every field rule with the form messages', async () => {
      const response = await register(
        { fullName: ' ', email: 'not-an-email', phone: '0123', address: 'short', icPassportNumber: '' },
        allDocuments(),
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(
        expect.arrayContaining([
          'Full name is required',
          'Please enter a valid email',
          'Please enter a valid phone number',
          'Please enter your complete address',
          'IC/Passport number is required',
        ]),
      );
    });

    it('names each missing document', async () => {
      const response = await register(validFields(), { driversLicense: photo });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(['Please upload your IC/Passport image', 'Please upload your utility bill image']);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields).toEqual([
        { field: 'icPassport', code: 'DOCUMENT_MISSING', message: 'Please upload your IC/Passport image' },
        { field: 'utilityBill', code: 'DOCUMENT_MISSING', message: 'Please upload your utility bill image' },
      ]);
    });

    it('refuses a text file renamed to .jpg and leaves no file or row behind', async () => {
      const fields = validFields();
      const before = await storedDocuments();
      const response = await request(t.server)
        .post('/api/customers/register')
        .field(fields)
        .attach('icPassport', photo, 'ic.jpg')
        .attach('driversLicense', Buffer.from('this is not an image at all'), { filename: 'license.jpg', contentType: 'image/jpeg' })
        .attach('utilityBill', photo, 'bill.jpg');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Driver's license: Please upload a JPEG, PNG or WebP image");
      expect(response.body.fields).toEqual([
        {
          field: 'driversLicense',
          code: 'DOCUMENT_UNUSABLE',
          message: 'Please upload a JPEG, PNG or WebP image',
          params: { reason: 'NOT_AN_IMAGE' },
        },
      ]);
      expect(await storedDocuments()).toEqual(before);
      await expect(t.dataSource.getRepository(Customer).existsBy({ email: fields.email })).resolves.toBe(false);
    });

    it('refuses an 11 MB file with 413 while parsing', async () => {
      const huge = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]);
      const response = await register(validFields(), { icPassport: huge, driversLicense: photo, utilityBill: photo });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        message: 'Each file must be 10 MB or smaller',
        error: 'Payload Too Large',
      });
    });

    it('refuses a second account for the same e-mail, whatever its case (409)', async () => {
      const existing = await makeCustomer(t.dataSource);
      const before = await storedDocuments();
      const response = await register(validFields({ email: existing.email.toUpperCase() }), allDocuments());
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('An account with this email already exists');
      expect(await storedDocuments()).toEqual(before);
    });

    it('refuses unknown fields', async () => {
      const response = await register(validFields({ status: 'blacklisted' }), allDocuments());
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('property status should not exist');
    });
  });

  describe('POST /api/customers/login', () => {
    it('signs a customer in with the e-mail alone', async () => {
      const customer = await makeCustomer(t.dataSource);
      const response = await request(t.server)
        .post('/api/customers/login')
        .send({ email: `  ${customer.email.toUpperCase()} ` });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        id: customer.id,
        email: customer.email,
        icPassportNumber: `**********${customer.icPassportNumber.slice(-4)}`,
      });
      expect(response.body.user).not.toHaveProperty('icPassportUrl');
      const me = await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`);
      expect(me.body).toMatchObject({ id: customer.id, role: 'customer' });
    });

    it('answers 401 for an unknown e-mail, 403 for a blacklisted one, 400 for a malformed one', async () => {
      const unknown = await request(t.server).post('/api/customers/login').send({ email: 'nobody@example.com' });
      expect(unknown.status).toBe(401);
      const blacklisted = await makeCustomer(t.dataSource, { status: 'blacklisted' });
      const refused = await request(t.server).post('/api/customers/login').send({ email: blacklisted.email });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This account has been suspended. Please contact us for help.');
      const malformed = await request(t.server).post('/api/customers/login').send({ email: 'nope' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toEqual(['Please enter a valid email']);
    });
  });

  describe('customer documents', () => {
    let owner: Customer;
    let ownerToken: string;

    beforeAll(async () => {
      const response = await register(validFields(), allDocuments());
      owner = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: response.body.id });
      ownerToken = await tokenFor(t.app, owner.id, 'customer');
    });

    it('serves ID images to staff only, privately, and logs each view', async () => {
      const { member } = await makeStaff(t.dataSource);
      const staffToken = await tokenFor(t.app, member.id, 'staff');
      for (const path of [`/api/customer-files/${owner.icPassportUrl}`, `/api/staff/customer-files/${owner.icPassportUrl}`]) {
        const response = await request(t.server).get(path).set('Authorization', `Bearer ${staffToken}`);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect((await sharp(response.body as Buffer).metadata()).format).toBe('jpeg');
      }
      const logs = await t.dataSource.getRepository(StaffLog).findBy({ staffId: member.id, action: 'customer_document_viewed' });
      expect(logs).toHaveLength(2);
      expect(logs[0]).toMatchObject({
        staffUsername: member.username,
        targetType: 'customer',
        targetId: String(owner.id),
        details: { document: 'icPassport' },
      });
    });

    it('never gives a customer an ID image, not even their own (401 without a token, 403 with one)', async () => {
      const anonymous = await request(t.server).get(`/api/customer-files/${owner.icPassportUrl}`);
      expect(anonymous.status).toBe(401);
      for (const path of [`/api/customer-files/${owner.icPassportUrl}`, `/api/staff/customer-files/${owner.icPassportUrl}`]) {
        const own = await request(t.server).get(path).set('Authorization', `Bearer ${ownerToken}`);
        expect(own.status).toBe(403);
        expect(own.headers['content-type']).toMatch(/application\/json/);
      }
    });

    it('answers 404 for a well-formed name no customer holds, and logs nothing', async () => {
      const { member } = await makeStaff(t.dataSource);
      const response = await request(t.server)
        .get('/api/customer-files/00000000-0000-4000-8000-000000000000.jpg')
        .set('Authorization', `Bearer ${await tokenFor(t.app, member.id, 'staff')}`);
      expect(response.status).toBe(404);
      expect(await t.dataSource.getRepository(StaffLog).countBy({ staffId: member.id })).toBe(0);
    });

    it.each(['..%2F..%2F.jwt-secret', '%2e%2e%2f.jwt-secret', '..%5c.jwt-secret', '.jwt-secret', 'x.jpg'])(
      'never serves a file for the name %s',
      async (name) => {
        const { member } = await makeStaff(t.dataSource);
        const response = await request(t.server)
          .get(`/api/customer-files/${name}`)
          .set('Authorization', `Bearer ${await tokenFor(t.app, member.id, 'staff')}`);
        expect([400, 404]).toContain(response.status);
        expect(response.headers['content-type']).toMatch(/application\/json/);
      },
    );

    it('reports which documents exist, to the owner and staff only', async () => {
      const own = await request(t.server).get(`/api/customers/${owner.id}/check-files`).set('Authorization', `Bearer ${ownerToken}`);
      expect(own.status).toBe(200);
      expect(own.body).toEqual({ icPassport: { exists: true }, driversLicense: { exists: true }, utilityBill: { exists: true } });

      const noDocuments = await makeCustomer(t.dataSource);
      const { member } = await makeStaff(t.dataSource);
      const staffView = await request(t.server)
        .get(`/api/customers/${noDocuments.id}/check-files`)
        .set('Authorization', `Bearer ${await tokenFor(t.app, member.id, 'staff')}`);
      expect(staffView.body).toEqual({ icPassport: { exists: false }, driversLicense: { exists: false }, utilityBill: { exists: false } });

      const snooping = await request(t.server)
        .get(`/api/customers/${owner.id}/check-files`)
        .set('Authorization', `Bearer ${await tokenFor(t.app, noDocuments.id, 'customer')}`);
      expect(snooping.status).toBe(403);
      const badId = await request(t.server).get('/api/customers/abc/check-files').set('Authorization', `Bearer ${ownerToken}`);
      expect(badId.status).toBe(400);
    });
  });
});
