import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { FileStorage, STORAGE_UNAVAILABLE_MESSAGE, StorageArea } from '../src/common/storage/file-storage';
import { createS3Client, S3FileStorage } from '../src/common/storage/s3-file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { S3TestServer, startS3TestServer, UNREACHABLE_ENDPOINT } from './setup/s3-test-server';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * STORAGE=s3: two app instances with their own data folders share one bucket, like replicas
 * behind a load balancer; a third points at a store that is down.
 */
describe('Object storage in an S3-compatible bucket (API)', () => {
  let s3: S3TestServer;
  let bucket: S3FileStorage;
  let replicaOne: TestApp;
  let replicaTwo: TestApp;
  let storeDown: TestApp;
  const dataDirs: string[] = [];
  let photo: Buffer;

  const newDataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rental-s3-'));
    dataDirs.push(dir);
    return dir;
  };
  const objectsIn = async (area: StorageArea) => {
    const names: string[] = [];
    for await (const file of bucket.list(area)) names.push(file.fileName);
    return names;
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    bucket = new S3FileStorage(createS3Client(s3.settings), s3.settings.bucket);
    photo = await makePhoto();
    replicaOne = await createTestApp({ ...s3.env, DATA_DIR: await newDataDir() });
    replicaTwo = await createTestApp({ ...s3.env, DATA_DIR: await newDataDir() });
    storeDown = await createTestApp({ ...s3.env, S3_ENDPOINT: UNREACHABLE_ENDPOINT, DATA_DIR: await newDataDir() });
  });

  afterAll(async () => {
    await Promise.all([replicaOne, replicaTwo, storeDown].map((app) => app?.close()));
    await s3?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  function register(app: TestApp, email: string) {
    const call = request(app.server).post('/api/customers/register');
    const fields = {
      fullName: 'Siti Rahimah',
      email,
      phone: '012-345 6789',
      address: '3 Jalan Tun Razak, 50400 Kuala Lumpur',
      icPassportNumber: '880808-10-1234',
      privacyConsent: 'true',
    };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const name of ['icPassport', 'driversLicense', 'utilityBill'])
      call.attach(name, photo, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
    return call;
  }

  it('keeps documents registered through one replica in the bucket, and staff read them through another', async () => {
    const email = `s3.${uniqueSuffix()}@example.com`;
    const registered = await register(replicaOne, email);
    expect(registered.status).toBe(201);

    const customer = await replicaOne.dataSource.getRepository(Customer).findOneByOrFail({ email });
    const names = [customer.icPassportUrl, customer.driversLicenseUrl, customer.utilityBillUrl] as string[];
    expect(names.every(Boolean)).toBe(true);
    expect(await objectsIn('customer-documents')).toEqual(expect.arrayContaining(names));
    // Nothing went to the replica's own disk.
    await expect(readdir(join(dataDirs[0], 'uploads', 'customer-documents'))).rejects.toMatchObject({ code: 'ENOENT' });

    const { member } = await makeStaff(replicaTwo.dataSource);
    const token = await tokenFor(replicaTwo.app, member.id, 'staff');
    for (const name of names) {
      const read = await request(replicaTwo.server)
        .get(`/api/staff/customer-files/${name}`)
        .set('Authorization', `Bearer ${token}`)
        .buffer(true);
      expect(read.status).toBe(200);
      expect(read.headers['content-type']).toMatch(/^image\//);
      // The app opens what the bucket holds sealed: read straight from the bucket, the object is
      // ciphertext that no image reader opens; served, it is the JPEG the replica stored.
      const object = (await bucket.read('customer-documents', name)) as Buffer;
      expect(object.subarray(0, 4).toString('latin1')).toBe('RVE1');
      await expect(sharp(object).metadata()).rejects.toThrow();
      expect((await sharp(read.body as Buffer).metadata()).format).toBe('jpeg');
      expect(Buffer.compare(read.body as Buffer, (await replicaOne.app.get(FileStorage).read('customer-documents', name)) as Buffer)).toBe(
        0,
      );
    }
    // Still only through the app's checks: no token, no document.
    expect((await request(replicaTwo.server).get(`/api/staff/customer-files/${names[0]}`)).status).toBe(401);
  });

  it('serves a vehicle photo uploaded through one replica from the other', async () => {
    const { member } = await makeStaff(replicaOne.dataSource);
    const token = await tokenFor(replicaOne.app, member.id, 'staff');
    const uploaded = await request(replicaOne.server)
      .post('/api/staff/vehicles/upload-photo')
      .set('Authorization', `Bearer ${token}`)
      .attach('vehiclePhoto', photo, 'car.jpg');
    expect(uploaded.status).toBe(201);

    const served = await request(replicaTwo.server)
      .get(uploaded.body.photoUrl as string)
      .buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe((served.body as Buffer).length);
  });

  it('refuses a registration with 503 while the store is down, leaving no account behind - lost: nothing (refused whole, nothing half-written)', async () => {
    const email = `s3.down.${uniqueSuffix()}@example.com`;
    const refused = await register(storeDown, email);

    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
    expect(JSON.stringify(refused.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
    await expect(storeDown.dataSource.getRepository(Customer).existsBy({ email })).resolves.toBe(false);

    const ready = await request(storeDown.server).get('/api/ready');
    expect(ready.status).toBe(503);
  });

  it('answers 503, not 500, for a stored file while the store is down', async () => {
    const served = await request(storeDown.server).get('/api/vehicle-photos/00000000-0000-4000-8000-000000000000.jpg');
    expect(served.status).toBe(503);
    expect(served.body.message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
  });

  it('leaves no object behind when the registration is refused after the files were stored', async () => {
    const email = `s3.twice.${uniqueSuffix()}@example.com`;
    expect((await register(replicaOne, email)).status).toBe(201);
    const before = (await objectsIn('customer-documents')).length;

    const again = await register(replicaTwo, email);

    expect(again.status).toBe(409);
    expect((await objectsIn('customer-documents')).length).toBe(before);
  });
});
