import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { FileStorage, STORAGE_AREAS } from '../common/storage/file-storage';
import type { DocumentKey } from '../common/storage/document-encryption';
import type { DbSettings } from '../config/settings';
import { buildDataSourceOptions } from '../database/data-source-options';
import { MIGRATIONS } from '../database/migrations';
import { ArchiveError, extractArchive } from './archive-format';
import { type BackupManifest, MANIFEST_FORMAT, sha256 } from './backup';
import { describeSqlite, mysqlTables, quoteMysql, readDumpedRows, SAFE_TABLE } from './database-snapshot';

export interface RestoreReport {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
}

/** Rows inserted per statement: well under MariaDB's packet limit with the widest rows. */
const INSERT_BATCH = 200;

/** This version's migrations in the order TypeORM runs them: by the timestamp ending each name. */
const migrationNames = (): string[] =>
  MIGRATIONS.map((migration) => (new migration() as { name?: string }).name ?? migration.name).sort(
    (a, b) => Number(/\d+$/.exec(a)?.[0] ?? 0) - Number(/\d+$/.exec(b)?.[0] ?? 0),
  );

/**
 * Restores an archive into an empty database and an empty store, checking as it goes: the key and
 * the tag before anything is written, the manifest against this app, then every table's row count
 * and every file's SHA-256 (read back from the store) against the manifest.
 */
export async function restoreBackup(options: {
  archivePath: string;
  key: DocumentKey;
  db: DbSettings;
  store: FileStorage;
  log?: (line: string) => void;
}): Promise<RestoreReport> {
  const { archivePath, key, db, store, log = () => undefined } = options;
  const work = await mkdtemp(join(tmpdir(), 'rental-restore-'));
  try {
    log('Checking the archive...');
    await extractArchive(archivePath, key, work);
    const manifest = await readManifest(work);
    const known = migrationNames();
    if (manifest.database.migration !== null && !known.includes(manifest.database.migration))
      throw new ArchiveError(
        `The archive was made by app version ${manifest.appVersion} at migration ${manifest.database.migration}, which this version does not know: restore with that version or a later one`,
      );
    const wanted = db.type === 'mysql' ? 'mysql' : 'sqlite';
    if (manifest.database.type !== wanted)
      throw new ArchiveError(`The archive holds a ${manifest.database.type} database; this app is set to ${wanted} (DB_TYPE)`);
    await assertStoreEmpty(store);

    log(`Restoring ${Object.keys(manifest.database.tables).length} tables...`);
    if (db.type === 'sqlite') await restoreSqlite(work, db.database, manifest);
    else await restoreMysql(work, db, manifest, known);

    log(`Restoring ${manifest.files.length} files...`);
    for (const file of manifest.files) {
      const bytes = await readFile(join(work, 'files', file.area, file.name));
      if (sha256(bytes) !== file.sha256) throw new ArchiveError(`${file.area}/${file.name} does not match its hash in the manifest`);
      await store.put(file.area, file.name, bytes);
      const back = await store.read(file.area, file.name);
      if (!back || sha256(back) !== file.sha256) throw new Error(`${file.area}/${file.name} did not read back as written`);
    }
    const counts = Object.values(manifest.database.tables);
    return { manifest, tables: counts.length, rows: counts.reduce((sum, count) => sum + count, 0), files: manifest.files.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readManifest(work: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new ArchiveError('The archive has no readable manifest');
  }
  if (manifest.format !== MANIFEST_FORMAT)
    throw new ArchiveError(`The archive's format ${String(manifest.format)} is not one this version reads`);
  return manifest;
}

async function assertStoreEmpty(store: FileStorage): Promise<void> {
  for (const area of STORAGE_AREAS) {
    for await (const file of store.list(area)) {
      throw new ArchiveError(`The file store is not empty (${area}/${file.fileName}): restore into an empty one`);
    }
  }
}

function assertCounts(actual: Record<string, number>, manifest: BackupManifest): void {
  for (const [table, count] of Object.entries(manifest.database.tables)) {
    if (actual[table] !== count)
      throw new Error(`Table ${table} has ${actual[table] ?? 'no'} rows after the restore; the archive says ${count}`);
  }
}

async function restoreSqlite(work: string, target: string, manifest: BackupManifest): Promise<void> {
  if (existsSync(target) && statSync(target).size > 0)
    throw new ArchiveError(`The database ${target} already exists: restore into an empty DATA_DIR`);
  await mkdir(dirname(target), { recursive: true });
  await copyFile(join(work, 'database.sqlite'), target);
  const restored = new Database(target, { readonly: true });
  try {
    assertCounts(describeSqlite(restored).tables, manifest);
  } finally {
    restored.close();
  }
}

async function restoreMysql(
  work: string,
  db: Extract<DbSettings, { type: 'mysql' }>,
  manifest: BackupManifest,
  known: string[],
): Promise<void> {
  if (manifest.database.migration !== known[known.length - 1])
    throw new ArchiveError(
      `The archive is at migration ${manifest.database.migration ?? 'none'}; this version is at ${known[known.length - 1]}: restore with the version that made it (${manifest.appVersion}), then upgrade`,
    );
  const dataSource = new DataSource(buildDataSourceOptions(db));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    if ((await mysqlTables(runner)).length > 0)
      throw new ArchiveError(`The database ${db.database} is not empty: restore into an empty database`);
    await dataSource.runMigrations();
    // Rows go in table by table; the references between them hold again once all are in.
    await runner.query('SET FOREIGN_KEY_CHECKS = 0');
    const counts: Record<string, number> = {};
    for (const table of Object.keys(manifest.database.tables)) {
      if (!SAFE_TABLE.test(table)) throw new ArchiveError(`The archive names a table it should not: ${table}`);
      if (table === 'migrations') {
        const [{ count }] = (await runner.query('SELECT COUNT(*) AS count FROM migrations')) as Array<{ count: string | number }>;
        counts[table] = Number(count);
        continue;
      }
      await runner.query(`DELETE FROM ${quoteMysql(table)}`);
      counts[table] = 0;
      for await (const rows of readDumpedRows(join(work, 'database', `${table}.jsonl`), INSERT_BATCH)) {
        const columns = Object.keys(rows[0]);
        const values = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
        await runner.query(
          `INSERT INTO ${quoteMysql(table)} (${columns.map(quoteMysql).join(', ')}) VALUES ${values}`,
          rows.flatMap((row) => columns.map((column) => row[column])),
        );
        counts[table] += rows.length;
      }
    }
    await runner.query('SET FOREIGN_KEY_CHECKS = 1');
    assertCounts(counts, manifest);
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
