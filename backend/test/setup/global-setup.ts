import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { readDbSettings } from '../../src/config/settings';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { chooseDatabaseType, mysqlTarget, runOnServer } from './test-database';

/** Creates this run's database and applies the real migrations once; the suites share it. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-api-'));
  const type = await chooseDatabaseType();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DB_TYPE: type,
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '1000',
    MAIL_RATE_LIMIT: '1000',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    FRONTEND_DIST: join(dataDir, 'no-frontend'),
  });

  if (type === 'mysql') {
    const target = mysqlTarget();
    const database = `rental_test_${Date.now()}_${process.pid}`;
    await runOnServer(target, `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    Object.assign(process.env, {
      DB_NAME: database,
      DB_HOST: target.host,
      DB_PORT: String(target.port),
      DB_USER: target.user,
      DB_PASSWORD: target.password,
    });
    console.log(`\nAPI suites: MySQL/MariaDB database "${database}" on ${target.host}:${target.port}`);
  } else {
    console.log(`\nAPI suites: SQLite in ${dataDir}`);
  }

  const dataSource = new DataSource(buildDataSourceOptions(readDbSettings(process.env)));
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
}
