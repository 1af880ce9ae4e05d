import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { readDbSettings } from '../../src/config/settings';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { chooseDatabaseType, mysqlTarget, runOnServer } from './test-database';
import { workerDatabaseName, workerDataDir } from './worker-database';

/**
 * Creates this run's databases and applies the real migrations: one database (and one DATA_DIR)
 * per Jest worker, so two suites running side by side never count each other's rows. The suites
 * in one worker share its database, as they did when the whole run was one process.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-api-'));
  const type = await chooseDatabaseType();
  const workers = Math.max(1, globalConfig.maxWorkers);
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATA_DIR_ROOT: dataDir,
    API_WORKERS: String(workers),
    DB_TYPE: type,
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '1000',
    MAIL_RATE_LIMIT: '1000',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // One key for the run, so apps sharing a bucket (replicas) open each other's documents.
    DOCUMENT_KEY: randomBytes(32).toString('base64'),
    FRONTEND_DIST: join(dataDir, 'no-frontend'),
  });

  if (type === 'mysql') {
    const target = mysqlTarget();
    Object.assign(process.env, {
      DB_NAME_ROOT: `rental_test_${Date.now()}_${process.pid}`,
      DB_HOST: target.host,
      DB_PORT: String(target.port),
      DB_USER: target.user,
      DB_PASSWORD: target.password,
    });
    console.log(`\nAPI suites: ${workers} MySQL/MariaDB database(s) "${process.env.DB_NAME_ROOT}_w*" on ${target.host}:${target.port}`);
  } else {
    console.log(`\nAPI suites: SQLite in ${dataDir}`);
  }

  const workerIds = Array.from({ length: workers }, (_, index) => String(index + 1));
  await Promise.all(
    workerIds.map(async (workerId) => {
      const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: workerDataDir(process.env, workerId) };
      mkdirSync(workerDataDir(process.env, workerId), { recursive: true });
      if (type === 'mysql') {
        environment.DB_NAME = workerDatabaseName(process.env, workerId);
        await runOnServer(mysqlTarget(), `CREATE DATABASE \`${environment.DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      }
      const dataSource = new DataSource(buildDataSourceOptions(readDbSettings(environment)));
      await dataSource.initialize();
      await dataSource.runMigrations();
      await dataSource.destroy();
    }),
  );
}
