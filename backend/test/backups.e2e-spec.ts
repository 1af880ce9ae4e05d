import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ArchiveError } from '../src/backups/archive-format';
import { runBackup, writeBackup } from '../src/backups/backup';
import { createBackupDestination } from '../src/backups/backup-destination';
import { BackupScheduler } from '../src/backups/backup-scheduler';
import { restoreBackup } from '../src/backups/restore';
import { newDocumentKeyText, parseDocumentKey, type DocumentKey } from '../src/common/storage/document-encryption';
import { EncryptedFileStorage } from '../src/common/storage/encrypted-file-storage';
import { FileStorage } from '../src/common/storage/file-storage';
import { LocalFileStorage } from '../src/common/storage/local-file-storage';
import { Customer } from '../src/customers/entities/customer.entity';
import type { DbSettings } from '../src/config/settings';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { makeCustomer } from './factories/customer.factory';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { createScratchDatabase } from './setup/scratch-database';
import { startS3TestServer } from './setup/s3-test-server';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * Backups: one archive of the database and every file, encrypted with BACKUP_KEY; a restore into
 * an empty database and store gives the same product back, and refuses an archive it cannot trust.
 */
describe('Backup and restore (API)', () => {
  const backupKey = parseDocumentKey(newDocumentKeyText()) as DocumentKey;
  let source: IsolatedTestApp;
  let archive: string;
  let work: string;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'rental-backups-'));
    source = await createIsolatedTestApp();
    cleanups.push(() => source.close());
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await rm(work, { recursive: true, force: true });
  });

  const rawStore = (app: TestApp) => (app.app.get(FileStorage) as EncryptedFileStorage).sealedStore;

  async function staffGet(app: TestApp, path: string) {
    const { member } = await makeStaff(app.dataSource);
    const token = await tokenFor(app.app, member.id, 'staff');
    return request(app.server).get(path).set('Authorization', `Bearer ${token}`).buffer(true);
  }

  it('writes an archive whose restore gives the same rows, files and answers, and keeps 7 daily and 4 weekly', async () => {
    const vehicle = await makeVehicle(source.dataSource, { dailyRate: '123.45' });
    const store = source.app.get(FileStorage);
    const ic = await makePhoto(640, 480, '#aa3344');
    const icName = await store.save('customer-documents', ic, 'jpg');
    const customer = await makeCustomer(source.dataSource, { fullName: 'Nur Aisyah binti Ahmad', icPassportUrl: icName });
    const destination = createBackupDestination({ kind: 'folder', path: join(work, 'kept') });

    const run = await runBackup(source.dataSource, rawStore(source), backupKey, destination, { keepDaily: 7, keepWeekly: 4 });
    expect(run.files).toBeGreaterThanOrEqual(1);
    expect(run.rows).toBeGreaterThan(0);
    const [kept] = await destination.list();
    expect(kept.name).toBe(run.name);
    archive = join(work, 'archive.rvb');
    expect(await destination.fetch(run.name, archive)).toBe(true);
    // The archive is ciphertext: neither the customer's name nor the image is in it.
    const bytes = await readFile(archive);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RVB1');
    expect(bytes.includes('Nur Aisyah')).toBe(false);

    // Restore into an empty database and an empty store, then serve from them.
    const target = await createScratchDatabase('rental-restore');
    cleanups.push(() => target.drop());
    const targetDir = await mkdtemp(join(tmpdir(), 'rental-restored-'));
    cleanups.push(() => rm(targetDir, { recursive: true, force: true }));
    const targetDb =
      target.settings.type === 'sqlite' ? { ...target.settings, database: join(targetDir, 'rental.sqlite') } : target.settings;
    const report = await restoreBackup({
      archivePath: archive,
      key: backupKey,
      db: targetDb,
      store: new LocalFileStorage(join(targetDir, 'uploads')),
    });
    expect(report.rows).toBe(run.rows);
    expect(report.files).toBe(run.files);

    const restored = await createTestApp({
      DATA_DIR: targetDir,
      ...(target.settings.type === 'mysql' ? { DB_NAME: target.settings.database } : {}),
    });
    cleanups.push(() => restored.close());
    const restoredCustomer = await restored.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
    expect(restoredCustomer).toMatchObject({ fullName: 'Nur Aisyah binti Ahmad', icPassportUrl: icName, createdAt: customer.createdAt });
    const document = await staffGet(restored, `/api/staff/customer-files/${icName}`);
    expect(document.status).toBe(200);
    expect((document.body as Buffer).equals(ic)).toBe(true);
    const answers: string[] = [];
    for (const path of ['/api/vehicles', '/api/staff/vehicles', `/api/staff/customers?search=${encodeURIComponent(customer.email)}`]) {
      const [before, after] = await Promise.all([staffGet(source, path), staffGet(restored, path)]);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(before.body);
      answers.push(JSON.stringify(after.body));
    }
    expect(answers[0]).toContain('123.45');
    expect(answers[1]).toContain(vehicle.plateIdentifier);
    expect(answers[2]).toContain('Nur Aisyah binti Ahmad');

    // Retention: with archives of the last 20 days, the newest of the last 7 days and of the last 4 weeks stay.
    const day = 24 * 3_600_000;
    for (let back = 1; back <= 20; back += 1) {
      const older = await writeBackup(source.dataSource, rawStore(source), backupKey, new Date(Date.now() - back * day));
      await destination.keep(older.name, older.path);
      await older.cleanup();
    }
    const pruned = await runBackup(source.dataSource, rawStore(source), backupKey, destination, { keepDaily: 7, keepWeekly: 4 });
    const left = await destination.list();
    expect(left.length).toBeGreaterThanOrEqual(7);
    expect(left.length).toBeLessThanOrEqual(11);
    expect(pruned.removed.length).toBe(22 - left.length);
    expect(left.map(({ name }) => name)).toContain(pruned.name);
  });

  it('refuses an archive made with another key, one changed by a byte, one cut short, and a target that is not empty', async () => {
    const empty = async () => {
      const dir = await mkdtemp(join(tmpdir(), 'rental-refused-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const scratch = process.env.DB_TYPE === 'mysql' ? await createScratchDatabase('rental-refused') : null;
      if (scratch) cleanups.push(() => scratch.drop());
      const db: DbSettings = scratch ? scratch.settings : { type: 'sqlite', database: join(dir, 'rental.sqlite') };
      return { dir, db, store: new LocalFileStorage(join(dir, 'uploads')) };
    };
    const attempt = async (archivePath: string, key: DocumentKey, target?: { db: DbSettings; store: FileStorage }) => {
      const into = target ?? (await empty());
      return restoreBackup({ archivePath, key, db: into.db, store: into.store }).then(
        () => null,
        (error: unknown) => error,
      );
    };
    const sqliteOnly = process.env.DB_TYPE !== 'mysql';

    const wrongKey = await attempt(archive, parseDocumentKey(newDocumentKeyText()) as DocumentKey);
    expect(wrongKey).toBeInstanceOf(ArchiveError);
    expect((wrongKey as Error).message).toMatch(/encrypted with another BACKUP_KEY \(key id [0-9a-f]{16}/);

    const bytes = await readFile(archive);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)] ^= 0x01;
    await writeFile(join(work, 'flipped.rvb'), flipped);
    const damaged = await attempt(join(work, 'flipped.rvb'), backupKey);
    expect(damaged).toBeInstanceOf(ArchiveError);
    expect((damaged as Error).message).toMatch(/damaged or was changed.*nothing was restored/);

    await writeFile(join(work, 'short.rvb'), bytes.subarray(0, bytes.length - 100));
    expect(await attempt(join(work, 'short.rvb'), backupKey)).toBeInstanceOf(ArchiveError);
    await writeFile(join(work, 'not-an-archive.rvb'), 'hello');
    expect(((await attempt(join(work, 'not-an-archive.rvb'), backupKey)) as Error).message).toMatch(/not a backup archive/);

    // A store that already holds files is not restored over.
    const busy = await empty();
    await busy.store.save('vehicle-photos', Buffer.from('a car'), 'jpg');
    expect(((await attempt(archive, backupKey, busy)) as Error).message).toMatch(/file store is not empty/);
    if (sqliteOnly) {
      // Nor is a database that already exists.
      const existing = await empty();
      const db = new DataSource(buildDataSourceOptions(existing.db));
      await db.initialize();
      await db.runMigrations();
      await db.destroy();
      expect(((await attempt(archive, backupKey, existing)) as Error).message).toMatch(/already exists: restore into an empty DATA_DIR/);
    }
  });

  it('backs up once a day from BACKUP_HOUR in Kuala Lumpur, on whichever replica gets there first', async () => {
    const folder = join(work, 'daily');
    const settings = { BACKUP_KEY: newDocumentKeyText(), BACKUP_DIR: folder, BACKUP_HOUR: '3', DATA_DIR: source.dataDir };
    const replicas = [await createTestApp(settings), await createTestApp(settings)];
    cleanups.push(() => Promise.all(replicas.map((replica) => replica.close())));
    const schedulers = replicas.map((replica) => replica.app.get(BackupScheduler));
    // 02:59 in Kuala Lumpur: not yet.
    await expect(schedulers[0].backUpIfDue(new Date('2026-11-27T18:59:00Z'))).resolves.toBeNull();
    // 03:05: both replicas look at once; one archive is written.
    const runs = await Promise.all(schedulers.map((scheduler) => scheduler.backUpIfDue(new Date('2026-11-27T19:05:00Z'))));
    const destination = createBackupDestination({ kind: 'folder', path: folder });
    expect((await destination.list()).map(({ name }) => name)).toEqual(['backup-20261127T190500Z.rvb']);
    expect(runs.filter(Boolean).length).toBeLessThanOrEqual(2);
    // Later that day nothing more; the next day, again.
    await expect(schedulers[1].backUpIfDue(new Date('2026-11-28T10:00:00Z'))).resolves.toBeNull();
    await expect(schedulers[1].backUpIfDue(new Date('2026-11-28T19:30:00Z'))).resolves.toMatchObject({
      name: 'backup-20261128T193000Z.rvb',
    });
  });

  it('keeps archives in a bucket as well: written, listed, fetched whole for a restore, pruned', async () => {
    const s3 = await startS3TestServer();
    cleanups.push(() => s3.close());
    const bucket = createBackupDestination({ kind: 's3', bucket: s3.settings.bucket, prefix: 'backups/', s3: s3.settings });
    const run = await runBackup(source.dataSource, rawStore(source), backupKey, bucket, { keepDaily: 1, keepWeekly: 0 });
    expect((await bucket.list()).map(({ name }) => name)).toEqual([run.name]);
    const fetched = join(work, 'from-bucket.rvb');
    expect(await bucket.fetch(run.name, fetched)).toBe(true);
    expect((await readFile(fetched)).subarray(0, 4).toString('latin1')).toBe('RVB1');
    expect(await bucket.fetch('backup-20000101T000000Z.rvb', join(work, 'none.rvb'))).toBe(false);
    // A second archive the same day replaces the first under keep-1-daily.
    const later = await runBackup(
      source.dataSource,
      rawStore(source),
      backupKey,
      bucket,
      { keepDaily: 1, keepWeekly: 0 },
      new Date(Date.now() + 1_000),
    );
    expect(later.removed).toEqual([run.name]);
    expect((await bucket.list()).map(({ name }) => name)).toEqual([later.name]);
  });
});
