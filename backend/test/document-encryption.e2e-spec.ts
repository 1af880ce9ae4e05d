import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { newDocumentKeyText, parseDocumentKey, sealedKeyId, type DocumentKey } from '../src/common/storage/document-encryption';
import { createAppFileStorage } from '../src/common/storage/create-file-storage';
import { FileStorage, newStoredFileName, type StorageArea } from '../src/common/storage/file-storage';
import { resealDocuments } from '../src/common/storage/reseal-documents';
import { readDbSettings } from '../src/config/settings';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * Identity documents, signatures and PDFs at rest: what the disk holds is ciphertext under a key
 * named in each file; staff are served the images; a new key is rolled over every file by a
 * command that can be stopped and run again, while the app keeps serving.
 */
describe('Documents encrypted at rest, and key rotation (API)', () => {
  let dataDir: string;
  const apps: TestApp[] = [];
  const keyOf = (text: string) => parseDocumentKey(text) as DocumentKey;
  const firstKeyText = process.env.DOCUMENT_KEY as string;
  const secondKeyText = newDocumentKeyText();
  const uploads = () => join(dataDir, 'uploads');
  const onDisk = (area: StorageArea, name: string) => readFile(join(uploads(), area, name));

  beforeAll(async () => {
    // A data folder of its own, so rotating keys never touches another suite's files (with SQLite
    // the database lives in it too, and is migrated here; MariaDB keeps the worker's database).
    dataDir = await mkdtemp(join(tmpdir(), 'rental-sealed-'));
    const migrator = new DataSource(buildDataSourceOptions(readDbSettings({ ...process.env, DATA_DIR: dataDir })));
    await migrator.initialize();
    await migrator.runMigrations();
    await migrator.destroy();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (keys: { DOCUMENT_KEY: string; DOCUMENT_PREVIOUS_KEYS?: string }) => {
    const app = await createTestApp({ DATA_DIR: dataDir, DOCUMENT_PREVIOUS_KEYS: '', ...keys });
    apps.push(app);
    return app;
  };

  /** What staff are served for each of a customer's documents (status and bytes). */
  async function served(app: TestApp, names: string[]): Promise<Array<{ status: number; body: Buffer }>> {
    const { member } = await makeStaff(app.dataSource);
    const token = await tokenFor(app.app, member.id, 'staff');
    return Promise.all(
      names.map(async (name) => {
        const response = await request(app.server)
          .get(`/api/staff/customer-files/${name}`)
          .set('Authorization', `Bearer ${token}`)
          .buffer(true);
        return { status: response.status, body: response.body as Buffer };
      }),
    );
  }

  it('keeps ciphertext on disk, serves the image, rolls a new key over every file in a run that is stopped and resumed', async () => {
    const first = await start({ DOCUMENT_KEY: firstKeyText });
    const storage = first.app.get(FileStorage);
    const images = await Promise.all(['#c62828', '#2e7d32', '#1565c0', '#f9a825'].map((colour) => makePhoto(800, 600, colour)));
    const names = await Promise.all(images.map((image) => storage.save('customer-documents', image, 'jpg')));
    // A document stored before encryption was turned on: plain bytes on disk, still served.
    const legacy = newStoredFileName('jpg');
    const legacyImage = await makePhoto(800, 600, '#6a1b9a');
    await mkdir(join(uploads(), 'customer-documents'), { recursive: true });
    await writeFile(join(uploads(), 'customer-documents', legacy), legacyImage);
    await makeCustomer(first.dataSource, { icPassportUrl: names[0], driversLicenseUrl: names[1], utilityBillUrl: names[2] });
    await makeCustomer(first.dataSource, { icPassportUrl: names[3], driversLicenseUrl: legacy });
    const documents = [...names, legacy];
    const originals = [...images, legacyImage];
    const signature = await storage.save('signatures', Buffer.from('\x89PNG\r\n\x1a\n signature strokes'), 'png');
    const agreement = await storage.save('pdfs', Buffer.from('%PDF-1.7 rental agreement of Nur Aisyah'), 'pdf');

    // What someone holding the disk reads: a sealed header and no image, no PDF, no text.
    for (const name of names) {
      const bytes = await onDisk('customer-documents', name);
      expect(sealedKeyId(bytes)).toBe(keyOf(firstKeyText).id);
      await expect(sharp(bytes).metadata()).rejects.toThrow();
    }
    expect((await onDisk('pdfs', agreement)).includes('Nur Aisyah')).toBe(false);
    expect((await onDisk('signatures', signature)).includes('PNG')).toBe(false);
    // What staff are served: the very images that were stored.
    const before = await served(first, documents);
    expect(before.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    before.forEach(({ body }, index) => expect(body.equals(originals[index])).toBe(true));

    // The new key: the app serves under either while the command runs; it is stopped after two files.
    const rotating = await start({ DOCUMENT_KEY: secondKeyText, DOCUMENT_PREVIOUS_KEYS: firstKeyText });
    const keys = { current: keyOf(secondKeyText), previous: [keyOf(firstKeyText)] };
    const rotation = createAppFileStorage({ driver: 'local', root: uploads() }, keys);
    const stop = new AbortController();
    let resealedSoFar = 0;
    const interrupted = await resealDocuments(rotation, {
      signal: stop.signal,
      onResealed: () => {
        resealedSoFar += 1;
        if (resealedSoFar === 2) stop.abort();
      },
    });
    expect(interrupted).toMatchObject({ resealed: 2, alreadyCurrent: 0, failed: [], stopped: true });
    const sealedUnder = async () => Promise.all(documents.map(async (name) => sealedKeyId(await onDisk('customer-documents', name))));
    const halfway = await sealedUnder();
    expect(halfway.filter((id) => id === keys.current.id)).toHaveLength(2);
    const during = await served(rotating, documents);
    during.forEach(({ status, body }, index) => {
      expect(status).toBe(200);
      expect(body.equals(originals[index])).toBe(true);
    });

    // Run again: it goes on where it stopped and seals the rest, the plain one too.
    const resumed = await resealDocuments(rotation);
    expect(resumed).toMatchObject({ resealed: documents.length, alreadyCurrent: 2, failed: [], stopped: false });
    expect(new Set(await sealedUnder())).toEqual(new Set([keys.current.id]));
    expect(sealedKeyId(await onDisk('signatures', signature))).toBe(keys.current.id);
    expect(sealedKeyId(await onDisk('pdfs', agreement))).toBe(keys.current.id);
    expect(await resealDocuments(rotation)).toMatchObject({ resealed: 0, alreadyCurrent: documents.length + 2 });

    // The old key can go: the new one alone opens everything, the old one alone opens nothing.
    const newOnly = await start({ DOCUMENT_KEY: secondKeyText });
    (await served(newOnly, documents)).forEach(({ status, body }, index) => {
      expect(status).toBe(200);
      expect(body.equals(originals[index])).toBe(true);
    });
    expect((await newOnly.app.get(FileStorage).read('pdfs', agreement))?.toString()).toBe('%PDF-1.7 rental agreement of Nur Aisyah');
    const oldOnly = await start({ DOCUMENT_KEY: firstKeyText });
    const refused = await served(oldOnly, documents.slice(0, 1));
    expect(refused[0].status).toBe(503);
    expect(refused[0].body.toString()).not.toContain(keys.current.id);
  });

  it('refuses a file whose sealed bytes were changed, rather than serving them', async () => {
    const app = await start({ DOCUMENT_KEY: firstKeyText });
    const name = await app.app.get(FileStorage).save('customer-documents', await makePhoto(), 'jpg');
    await makeCustomer(app.dataSource, { icPassportUrl: name });
    const path = join(uploads(), 'customer-documents', name);
    const bytes = await readFile(path);
    bytes[bytes.length - 1] ^= 0xff;
    await writeFile(path, bytes);
    const [response] = await served(app, [name]);
    expect(response.status).toBe(503);
  });
});
