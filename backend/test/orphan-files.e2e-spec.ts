import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStorage, StorageArea } from '../src/common/storage/file-storage';
import { ORPHAN_GRACE_HOURS, ORPHAN_LOOKBACK_DAYS, OrphanFilesSweeper } from '../src/common/storage/orphan-files.sweeper';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { makeVehicle } from './factories/vehicle.factory';
import { createTestApp, TestApp } from './setup/test-app';

const HOUR = 60 * 60_000;

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

  it('removes week-old uploads no row names, and keeps named, recent and older files', async () => {
    const day = ORPHAN_GRACE_HOURS + 2;
    const [orphanDocument, heldDocument, recentDocument, ancientDocument] = await Promise.all([
      storedFile('customer-documents', day),
      storedFile('customer-documents', day),
      storedFile('customer-documents', ORPHAN_GRACE_HOURS - 2),
      storedFile('customer-documents', ORPHAN_LOOKBACK_DAYS * 24 + 2),
    ]);
    const [photoInJson, orphanPhoto, signature, orphanPdf] = await Promise.all([
      storedFile('rental-photos', day),
      storedFile('rental-photos', day),
      storedFile('signatures', day, 'png'),
      storedFile('pdfs', day, 'pdf'),
    ]);
    const customer = await makeCustomer(t.dataSource, { icPassportUrl: heldDocument });
    const vehicle = await makeVehicle(t.dataSource);
    await makeRental(t.dataSource, customer, vehicle, { startDate: '2026-12-01', endDate: '2026-12-03', status: 'awaiting_agreement' }, {
      vehiclePhotos: [{ type: 'front', fileName: photoInJson, takenAt: new Date().toISOString() }],
      signatureUrl: signature,
    });

    const removed = await sweeper.sweep();

    expect(removed).toEqual({ 'customer-documents': 1, 'rental-photos': 1, pdfs: 1 });
    for (const [area, name] of [['customer-documents', orphanDocument], ['rental-photos', orphanPhoto], ['pdfs', orphanPdf]] as const) {
      await expect(storage.exists(area, name)).resolves.toBe(false);
    }
    for (const [area, name] of [
      ['customer-documents', heldDocument],
      ['customer-documents', recentDocument],
      ['customer-documents', ancientDocument],
      ['rental-photos', photoInJson],
      ['signatures', signature],
    ] as const) {
      await expect(storage.exists(area, name)).resolves.toBe(true);
    }
    await expect(sweeper.sweep()).resolves.toEqual({});
  });
});
