import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { readDbSettings } from '../../src/config/settings';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { createTestApp, TestApp } from './test-app';
import { mysqlTarget, runOnServer } from './test-database';

/**
 * The app on a database of its own (migrated, empty), for suites whose figures must not see
 * what other suites wrote to the run's shared database. Dropped again on close.
 */
export interface IsolatedTestApp extends TestApp {
  /** This app's own DATA_DIR (uploads live under it with the local store). */
  dataDir: string;
}

/** `settings` are environment overrides for this app only, as createTestApp takes them. */
export async function createIsolatedTestApp(settings: Record<string, string | undefined> = {}): Promise<IsolatedTestApp> {
  const previous = { DB_NAME: process.env.DB_NAME, DATA_DIR: process.env.DATA_DIR };
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-isolated-'));
  const isMysql = process.env.DB_TYPE === 'mysql';
  const database = `rental_isolated_${Date.now()}_${process.pid}`;
  if (isMysql) await runOnServer(mysqlTarget(), `CREATE DATABASE \`${database}\``);
  Object.assign(process.env, { DATA_DIR: dataDir, ...(isMysql ? { DB_NAME: database } : {}) });

  const migrator = new DataSource(buildDataSourceOptions(readDbSettings(process.env)));
  await migrator.initialize();
  await migrator.runMigrations();
  await migrator.destroy();

  const app = await createTestApp(settings);
  Object.assign(process.env, previous);
  return {
    ...app,
    dataDir,
    close: async () => {
      await app.close();
      if (isMysql) await runOnServer(mysqlTarget(), `DROP DATABASE IF EXISTS \`${database}\``);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
