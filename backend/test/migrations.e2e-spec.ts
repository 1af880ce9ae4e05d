import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { DbSettings } from '../src/config/settings';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { mysqlTarget, runOnServer } from './setup/test-database';

/** Up, down and up again on a database of its own, so the suites' shared one is untouched. */
describe('Migrations run and revert on a fresh database', () => {
  const isMysql = process.env.DB_TYPE === 'mysql';
  const scratchName = `rental_migrate_${Date.now()}_${process.pid}`;
  const scratchDir = mkdtempSync(join(tmpdir(), 'rental-migrate-'));
  let dataSource: DataSource;

  beforeAll(async () => {
    let settings: DbSettings;
    if (isMysql) {
      const target = mysqlTarget();
      await runOnServer(target, `CREATE DATABASE \`${scratchName}\``);
      settings = { type: 'mysql', host: target.host, port: target.port, username: target.user, password: target.password, database: scratchName };
    } else {
      settings = { type: 'sqlite', database: join(scratchDir, 'scratch.sqlite') };
    }
    dataSource = new DataSource(buildDataSourceOptions(settings));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    if (isMysql) await runOnServer(mysqlTarget(), `DROP DATABASE IF EXISTS \`${scratchName}\``);
    rmSync(scratchDir, { recursive: true, force: true });
  });

  it('creates every table, drops them all on revert, and re-applies cleanly', async () => {
    const applied = await dataSource.runMigrations();
    expect(applied.map((migration) => migration.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    const runner = dataSource.createQueryRunner();
    expect(await runner.hasTable('booking_requests')).toBe(true);
    expect(await runner.hasTable('sign_in_codes')).toBe(true);
    expect(await runner.hasColumn('customers', 'confirmedAt')).toBe(true);

    for (let index = 0; index < MIGRATIONS.length; index += 1) await dataSource.undoLastMigration();
    expect(await runner.hasTable('customers')).toBe(false);
    expect(await runner.hasTable('booking_requests')).toBe(false);
    expect(await runner.hasTable('sign_in_codes')).toBe(false);
    await runner.release();

    await expect(dataSource.runMigrations()).resolves.toHaveLength(MIGRATIONS.length);
    await expect(dataSource.showMigrations()).resolves.toBe(false);
  });
});
