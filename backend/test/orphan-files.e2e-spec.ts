import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStorage, StorageArea } from '../src/common/storage/file-storage';
import { ORPHAN_GRACE_HOURS, OrphanFilesSweeper } from '../src/common/storage/orphan-files.sweeper';
import { STORED_FILE_REFERENCES } from '../src/common/storage/stored-file-references';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { makeVehicle } from './factories/vehicle.factory';
import { S3TestServer, startS3TestServer } from './setup/s3-test-server';
import { createTestApp, TestApp } from './setup/test-app';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('Orphan file sweep (API, real database)', () => {
  let t: TestApp;
  let storage: FileStorage;
  let sweeper: OrphanFilesSweeper;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(FileStorage);
    sweeper = t.app.get(OrphanFilesSweeper);
  });

  afterAll(() => t.close());

  /** A stored file whose last change was `hoursAgo` hours before now. */
  async function storedFile(area: StorageArea, hoursAgo: number, extension: 'jpg' | 'png' | 'pdf' = 'jpg'): Promise<string> {
    const name = await storage.save(area, Buffer.from(`${area} ${hoursAgo}`), extension);
    const at = new Date(Date.now() - hoursAgo * HOUR);
    await utimes(join(process.env.DATA_DIR as string, 'uploads', area, name), at, at);
    return name;
  }

  it('removes unnamed files past the grace period whatever their age, and keeps named and recent ones', async () => {
    const day = ORPHAN_GRACE_HOURS + 2;
    const monthOld = 30 * 24;
    const [orphanDocument, heldDocument, recentDocument, oldOrphanDocument, oldHeldDocument] = await Promise.all([
      storedFile('customer-documents', day),
      storedFile('customer-documents', day),
      storedFile('customer-documents', ORPHAN_GRACE_HOURS - 2),
      storedFile('customer-documents', monthOld),
      storedFile('customer-documents', monthOld),
    ]);
    const [photoInJson, orphanPhoto, signature, orphanPdf, oldAgreement] = await Promise.all([
      storedFile('rental-photos', monthOld),
      storedFile('rental-photos', day),
      storedFile('signatures', day, 'png'),
      storedFile('pdfs', day, 'pdf'),
      storedFile('pdfs', monthOld, 'pdf'),
    ]);
    const customer = await makeCustomer(t.dataSource, { icPassportUrl: heldDocument, utilityBillUrl: oldHeldDocument });
    const vehicle = await makeVehicle(t.dataSource);
    await makeRental(
      t.dataSource,
      customer,
      vehicle,
      { startDate: '2026-12-01', endDate: '2026-12-03', status: 'awaiting_agreement' },
      {
        vehiclePhotos: [{ type: 'front', fileName: photoInJson, takenAt: new Date().toISOString() }],
        signatureUrl: signature,
        agreementPdfUrl: oldAgreement,
      },
    );

    const removed = await sweeper.sweep();

    expect(removed).toEqual({ 'customer-documents': 2, 'rental-photos': 1, pdfs: 1 });
    for (const [area, name] of [
      ['customer-documents', orphanDocument],
      ['customer-documents', oldOrphanDocument],
      ['rental-photos', orphanPhoto],
      ['pdfs', orphanPdf],
    ] as const) {
      await expect(storage.exists(area, name)).resolves.toBe(false);
    }
    for (const [area, name] of [
      ['customer-documents', heldDocument],
      ['customer-documents', oldHeldDocument],
      ['customer-documents', recentDocument],
      ['rental-photos', photoInJson],
      ['signatures', signature],
      ['pdfs', oldAgreement],
    ] as const) {
      await expect(storage.exists(area, name)).resolves.toBe(true);
    }
    await expect(sweeper.sweep()).resolves.toEqual({});
  });

  it('names only real columns in its list of file references (a renamed column would make its files look orphaned)', () => {
    for (const reference of Object.values(STORED_FILE_REFERENCES).flat()) {
      const metadata = t.dataSource.entityMetadatas.find((entity) => entity.tableName === reference.table);
      expect([reference.table, metadata?.findColumnWithDatabaseName(reference.column)?.databaseName]).toEqual([
        reference.table,
        reference.column,
      ]);
    }
  });

  it('checks the listing page by page: named files on every page are kept, the rest go', async () => {
    const names = await Promise.all(Array.from({ length: 7 }, () => storedFile('signatures', 90 * 24, 'png')));
    const named = [names[0], names[3], names[6]];
    const customer = await makeCustomer(t.dataSource);
    const vehicle = await makeVehicle(t.dataSource);
    for (const signatureUrl of named) {
      await makeRental(
        t.dataSource,
        customer,
        vehicle,
        { startDate: '2027-01-01', endDate: '2027-01-02', status: 'cancelled' },
        { signatureUrl },
      );
    }

    const removed = await sweeper.sweep(new Date(), 2);

    expect(removed).toEqual({ signatures: 4 });
    for (const name of names) await expect(storage.exists('signatures', name)).resolves.toBe(named.includes(name));
  });

  it('keeps the photos rentals list among a full page of old orphans', async () => {
    const photos = await Promise.all(Array.from({ length: 80 }, () => storedFile('rental-photos', 45 * 24)));
    const listed = [photos[5], photos[42], photos[79]];
    const customer = await makeCustomer(t.dataSource);
    await makeRental(
      t.dataSource,
      customer,
      await makeVehicle(t.dataSource),
      { startDate: '2027-03-01', endDate: '2027-03-02', status: 'completed' },
      {
        vehiclePhotos: listed.map((fileName) => ({ type: 'front', fileName, takenAt: new Date().toISOString() })),
      },
    );

    await expect(sweeper.sweep()).resolves.toEqual({ 'rental-photos': 77 });

    for (const photo of photos) await expect(storage.exists('rental-photos', photo)).resolves.toBe(listed.includes(photo));
  });
});

describe('Orphan file sweep in an S3 bucket (API, real database)', () => {
  let s3: S3TestServer;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(s3.env);
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('removes objects no row names once past the grace period, however old, and keeps named ones', async () => {
    const storage = t.app.get(FileStorage);
    const sweeper = t.app.get(OrphanFilesSweeper);
    const [orphan, named, orphanPdf] = await Promise.all([
      storage.save('rental-photos', Buffer.from('orphan'), 'jpg'),
      storage.save('rental-photos', Buffer.from('named'), 'jpg'),
      storage.save('pdfs', Buffer.from('orphan pdf'), 'pdf'),
    ]);
    const customer = await makeCustomer(t.dataSource);
    await makeRental(
      t.dataSource,
      customer,
      await makeVehicle(t.dataSource),
      { startDate: '2027-02-01', endDate: '2027-02-02', status: 'cancelled' },
      { keyHandoverPhotoUrl: named },
    );

    // Within the grace period nothing goes; a month later the orphans go, in pages of one.
    await expect(sweeper.sweep(new Date(Date.now() + (ORPHAN_GRACE_HOURS - 1) * HOUR))).resolves.toEqual({});
    await expect(sweeper.sweep(new Date(Date.now() + 30 * DAY), 1)).resolves.toEqual({ 'rental-photos': 1, pdfs: 1 });

    await expect(storage.exists('rental-photos', orphan)).resolves.toBe(false);
    await expect(storage.exists('pdfs', orphanPdf)).resolves.toBe(false);
    await expect(storage.exists('rental-photos', named)).resolves.toBe(true);
  });
});
