import Database from 'better-sqlite3';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { DataSource, QueryRunner } from 'typeorm';

/** What a snapshot holds: rows per table, the last migration, and when it was taken. */
export interface DatabaseSnapshot {
  type: 'sqlite' | 'mysql';
  /** Every write acknowledged before this instant is in the snapshot. */
  takenAt: string;
  migration: string | null;
  tables: Record<string, number>;
  /** Archive entry name -> the file in the work folder. */
  entries: Array<{ name: string; path: string }>;
}

type Row = Record<string, unknown>;
/** JSON keeps no dates or bytes: they are written as tagged objects and read back as such. */
type StoredValue = string | number | boolean | null | { $date: string } | { $base64: string };

const quoteMysql = (name: string) => `\`${name.replace(/`/g, '``')}\``;
const SAFE_TABLE = /^[A-Za-z0-9_]{1,64}$/;

function encodeRow(row: Row): Record<string, StoredValue> {
  const encoded: Record<string, StoredValue> = {};
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Date) encoded[column] = { $date: value.toISOString() };
    else if (Buffer.isBuffer(value)) encoded[column] = { $base64: value.toString('base64') };
    else if (typeof value === 'bigint') encoded[column] = value.toString();
    else encoded[column] = value as StoredValue;
  }
  return encoded;
}

function decodeValue(value: StoredValue): unknown {
  if (value !== null && typeof value === 'object') return '$date' in value ? new Date(value.$date) : Buffer.from(value.$base64, 'base64');
  return value;
}

/**
 * A consistent copy of the database, taken while the app keeps writing: SQLite through its online
 * backup API (pages copied in steps, writers carry on), MariaDB/MySQL in one transaction with a
 * consistent snapshot, each table streamed row by row to a JSON-lines file (InnoDB takes no locks
 * for it).
 */
export async function snapshotDatabase(dataSource: DataSource, workFolder: string): Promise<DatabaseSnapshot> {
  return dataSource.options.type === 'mysql' ? snapshotMysql(dataSource, workFolder) : snapshotSqlite(dataSource, workFolder);
}

async function snapshotSqlite(dataSource: DataSource, workFolder: string): Promise<DatabaseSnapshot> {
  const live = (dataSource.driver as unknown as { databaseConnection: Database.Database }).databaseConnection;
  const path = join(workFolder, 'database.sqlite');
  const takenAt = new Date().toISOString();
  await live.backup(path);
  const copy = new Database(path, { readonly: true });
  try {
    return { type: 'sqlite', takenAt, ...describeSqlite(copy), entries: [{ name: 'database.sqlite', path }] };
  } finally {
    copy.close();
  }
}

/** Row counts per table and the last migration of a SQLite file. */
export function describeSqlite(database: Database.Database): { migration: string | null; tables: Record<string, number> } {
  const names = database
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map(({ name }) => name);
  const tables: Record<string, number> = {};
  for (const name of names)
    tables[name] = database.prepare<[], { count: number }>(`SELECT COUNT(*) AS count FROM "${name}"`).get()?.count ?? 0;
  const last = names.includes('migrations')
    ? database.prepare<[], { name: string }>('SELECT name FROM migrations ORDER BY id DESC LIMIT 1').get()
    : undefined;
  return { migration: last?.name ?? null, tables };
}

async function snapshotMysql(dataSource: DataSource, workFolder: string): Promise<DatabaseSnapshot> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const folder = join(workFolder, 'database');
  await mkdir(folder, { recursive: true });
  try {
    await runner.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const takenAt = new Date().toISOString();
    await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const tables: Record<string, number> = {};
    const entries: DatabaseSnapshot['entries'] = [];
    for (const name of await mysqlTables(runner)) {
      const path = join(folder, `${name}.jsonl`);
      tables[name] = await dumpTable(runner, name, path);
      entries.push({ name: `database/${name}.jsonl`, path });
    }
    const [last] = (await runner.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1')) as Array<{ name: string }>;
    await runner.query('COMMIT');
    return { type: 'mysql', takenAt, migration: last?.name ?? null, tables, entries };
  } finally {
    await runner.release();
  }
}

export async function mysqlTables(runner: QueryRunner): Promise<string[]> {
  const rows = (await runner.query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'")) as Array<Record<string, string>>;
  return rows
    .map((row) => Object.values(row)[0])
    .filter((name) => SAFE_TABLE.test(name))
    .sort();
}

async function dumpTable(runner: QueryRunner, table: string, path: string): Promise<number> {
  const out = createWriteStream(path, { mode: 0o600 });
  const rows: Readable = await runner.stream(`SELECT * FROM ${quoteMysql(table)}`);
  let count = 0;
  try {
    for await (const row of rows) {
      count += 1;
      if (!out.write(`${JSON.stringify(encodeRow(row as Row))}\n`)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

/** Rows of one dumped table, read back in batches for inserting. */
export async function* readDumpedRows(path: string, batchSize: number): AsyncIterable<Row[]> {
  let batch: Row[] = [];
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    const stored = JSON.parse(line) as Record<string, StoredValue>;
    batch.push(Object.fromEntries(Object.entries(stored).map(([column, value]) => [column, decodeValue(value)])));
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export { quoteMysql, SAFE_TABLE };
