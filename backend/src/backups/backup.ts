import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { type DocumentKey, sealedKeyId } from '../common/storage/document-encryption';
import { FileStorage, STORAGE_AREAS, type StorageArea } from '../common/storage/file-storage';
import { createArchive } from './archive-format';
import { archiveName, type BackupDestination } from './backup-destination';
import { type DatabaseSnapshot, snapshotDatabase } from './database-snapshot';
import { archivesToRemove } from './retention';

export const MANIFEST_FORMAT = 1;

/** What an archive holds, checked by every restore before anything is written. */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  appVersion: string;
  createdAt: string;
  database: Omit<DatabaseSnapshot, 'entries'>;
  /** Every stored file as the store holds it (identity documents stay sealed with DOCUMENT_KEY). */
  files: Array<{ area: StorageArea; name: string; size: number; sha256: string }>;
  /** Ids of the DOCUMENT_KEYs that sealed the files: the restored app needs those keys, which no archive holds. */
  documentKeyIds: string[];
}

export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes one consistent archive: the database snapshot first, then every stored file. Files are
 * never rewritten under a name, so one stored after the snapshot is simply one no row of it names.
 * `store` is the raw store: sealed documents go into the archive sealed.
 */
export async function writeBackup(
  dataSource: DataSource,
  store: FileStorage,
  key: DocumentKey,
  now = new Date(),
): Promise<{ path: string; name: string; manifest: BackupManifest; cleanup: () => Promise<void> }> {
  const work = await mkdtemp(join(tmpdir(), 'rental-backup-'));
  const cleanup = () => rm(work, { recursive: true, force: true });
  try {
    const snapshot = await snapshotDatabase(dataSource, work);
    const name = archiveName(now);
    const path = join(work, name);
    const archive = await createArchive(path, key);
    for (const entry of snapshot.entries) {
      await archive.add(entry.name, { path: entry.path, size: (await stat(entry.path)).size });
      await rm(entry.path, { force: true });
    }
    const files: BackupManifest['files'] = [];
    const documentKeyIds = new Set<string>();
    for (const area of STORAGE_AREAS) {
      for await (const { fileName } of store.list(area)) {
        const bytes = await store.read(area, fileName);
        if (bytes === null) continue; // removed since the listing: no row of the snapshot can need it
        files.push({ area, name: fileName, size: bytes.length, sha256: sha256(bytes) });
        const keyId = sealedKeyId(bytes);
        if (keyId) documentKeyIds.add(keyId);
        await archive.add(`files/${area}/${fileName}`, bytes);
      }
    }
    const { entries: _entries, ...database } = snapshot;
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      database,
      files,
      documentKeyIds: [...documentKeyIds],
    };
    await archive.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 1)));
    await archive.close();
    return { path, name, manifest, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export interface BackupRun {
  name: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  removed: string[];
}

/** A backup kept at its destination, then older archives pruned to the retention rule. */
export async function runBackup(
  dataSource: DataSource,
  store: FileStorage,
  key: DocumentKey,
  destination: BackupDestination,
  retention: { keepDaily: number; keepWeekly: number },
  now = new Date(),
): Promise<BackupRun> {
  const written = await writeBackup(dataSource, store, key, now);
  try {
    const bytes = (await stat(written.path)).size;
    await destination.keep(written.name, written.path);
    const removed = archivesToRemove(await destination.list(), retention.keepDaily, retention.keepWeekly);
    for (const name of removed) await destination.remove(name);
    const counts = Object.values(written.manifest.database.tables);
    return {
      name: written.name,
      bytes,
      tables: counts.length,
      rows: counts.reduce((sum, count) => sum + count, 0),
      files: written.manifest.files.length,
      removed,
    };
  } finally {
    await written.cleanup();
  }
}
