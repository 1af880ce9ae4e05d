import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { createScratchDatabase, ScratchDatabase } from './setup/scratch-database';

/** Up, down and up again on a database of its own, so the suites' shared one is untouched. */
describe('Migrations run and revert on a fresh database', () => {
  let scratch: ScratchDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    scratch = await createScratchDatabase('rental-migrate');
    dataSource = new DataSource(buildDataSourceOptions(scratch.settings));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await scratch.drop();
  });

  it('creates every table, drops them all on revert, and re-applies cleanly', async () => {
    const applied = await dataSource.runMigrations();
    expect(applied.map((migration) => migration.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    const runner = dataSource.createQueryRunner();
    expect(await runner.hasTable('booking_requests')).toBe(true);
    expect(await runner.hasTable('sign_in_codes')).toBe(true);
    expect(await runner.hasColumn('customers', 'confirmedAt')).toBe(true);
    expect(await runner.hasTable('receipt_counters')).toBe(true);
    expect(await runner.hasTable('app_settings')).toBe(true);

    for (let index = 0; index < MIGRATIONS.length; index += 1) await dataSource.undoLastMigration();
    expect(await runner.hasTable('customers')).toBe(false);
    expect(await runner.hasTable('booking_requests')).toBe(false);
    expect(await runner.hasTable('sign_in_codes')).toBe(false);
    expect(await runner.hasTable('receipt_counters')).toBe(false);
    await runner.release();

    await expect(dataSource.runMigrations()).resolves.toHaveLength(MIGRATIONS.length);
    await expect(dataSource.showMigrations()).resolves.toBe(false);
  }, 60_000);
});
