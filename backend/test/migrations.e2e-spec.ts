import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { LocalFileStorage } from '../src/common/storage/local-file-storage';
import { readAppSettings, readAuthSettings } from '../src/config/settings';
import { DatabaseBootstrap } from '../src/database/database-bootstrap';
import { MIGRATIONS } from '../src/database/migrations';
import { RentalLedger1763900000017 } from '../src/database/migrations/1763900000017-RentalLedger';
import { PaymentsBelongToRentals1763900000018 } from '../src/database/migrations/1763900000018-PaymentsBelongToRentals';
import { GrandTotalsCarryAddedTax1763900000024 } from '../src/database/migrations/1763900000024-GrandTotalsCarryAddedTax';
import { FixedVehicleCategories1763900000030 } from '../src/database/migrations/1763900000030-FixedVehicleCategories';
import { PricedBookings1763900000033 } from '../src/database/migrations/1763900000033-PricedBookings';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
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
    expect(await runner.hasTable('bank_statement_lines')).toBe(true);

    for (let index = 0; index < MIGRATIONS.length; index += 1) await dataSource.undoLastMigration();
    expect(await runner.hasTable('customers')).toBe(false);
    expect(await runner.hasTable('booking_requests')).toBe(false);
    expect(await runner.hasTable('sign_in_codes')).toBe(false);
    expect(await runner.hasTable('receipt_counters')).toBe(false);
    expect(await runner.hasTable('bank_statement_lines')).toBe(false);
    await runner.release();

    await expect(dataSource.runMigrations()).resolves.toHaveLength(MIGRATIONS.length);
    await expect(dataSource.showMigrations()).resolves.toBe(false);
  }, 60_000);

  it('opens an account for every rental made before the ledger, with its verified payments, each posted once', async () => {
    // Back to the schema before the ledger, with a rental and three payments written as the app wrote them then.
    const sinceLedger = MIGRATIONS.length - MIGRATIONS.indexOf(RentalLedger1763900000017);
    for (let index = 0; index < sinceLedger; index += 1) await dataSource.undoLastMigration();
    const insert = async (sql: string, values: unknown[]) => {
      await dataSource.query(sql, values);
      const [row] = (await dataSource.query('SELECT MAX(id) AS id FROM ' + sql.split(' ')[2])) as Array<{ id: number | string }>;
      return Number(row.id);
    };
    const customerId = await insert('INSERT INTO customers (fullName, email, phone, address, icPassportNumber) VALUES (?, ?, ?, ?, ?)', [
      'Nur Aisyah',
      'ledger-backfill@example.com',
      '0123456789',
      'Petaling Jaya',
      '900101-14-5678',
    ]);
    const rentalId = await insert(
      'INSERT INTO rentals (customerId, vehicle, startDate, endDate, totalDays, rentalPerDay, deposit, discount, grandTotal, extraMileageFee) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [customerId, 'Perodua Myvi', '2026-11-01', '2026-11-04', 3, '155.00', '200.00', '15.00', '650.00', '12.50'],
    );
    const paymentIds: number[] = [];
    for (const [amount, status, purpose, receipt] of [
      ['300.10', 'completed', 'rental-payment', 'KSR-BACKFILL-1'],
      ['99.00', 'pending', 'rental-payment', 'KSR-BACKFILL-2'],
      ['50.00', 'completed', 'rental-deposit', 'KSR-BACKFILL-3'],
    ]) {
      paymentIds.push(
        await insert(
          'INSERT INTO payments (customerId, rentalId, amount, paymentMethod, paymentStatus, paymentFor, receiptNumber) VALUES (?, ?, ?, ?, ?, ?, ?)',
          [customerId, rentalId, amount, 'qr', status, purpose, receipt],
        ),
      );
    }

    await expect(dataSource.runMigrations()).resolves.toHaveLength(sinceLedger);
    const entries = (await dataSource.query(
      'SELECT kind, category, amountSen, sourceKey, paymentId FROM rental_ledger_entries WHERE rentalId = ? ORDER BY id',
      [rentalId],
    )) as Array<{ kind: string; category: string | null; amountSen: number | string; sourceKey: string; paymentId: number | null }>;
    // Each payment entry names its payment, and the one sent as the deposit fills the deposit first.
    expect(entries.filter((entry) => entry.kind === 'payment').map((entry) => [Number(entry.paymentId), entry.category])).toEqual([
      [paymentIds[0], null],
      [paymentIds[2], 'toward_deposit'],
    ]);
    expect(entries.map(({ paymentId: _paymentId, ...entry }) => ({ ...entry, amountSen: Number(entry.amountSen) }))).toEqual([
      { kind: 'charge', category: 'rental_days', amountSen: 46_500, sourceKey: `rental:${rentalId}:days` },
      { kind: 'charge', category: 'discount', amountSen: -1_500, sourceKey: `rental:${rentalId}:discount` },
      { kind: 'deposit', category: null, amountSen: 20_000, sourceKey: `rental:${rentalId}:deposit` },
      { kind: 'charge', category: 'extra_mileage', amountSen: 1_250, sourceKey: `rental:${rentalId}:extra_mileage` },
      { kind: 'payment', category: null, amountSen: 30_010, sourceKey: `payment:${paymentIds[0]}` },
      { kind: 'payment', category: 'toward_deposit', amountSen: 5_000, sourceKey: `payment:${paymentIds[2]}` },
    ]);
  }, 60_000);
  it('keeps one bank statement line per fingerprint, and a line outlives the payment it pointed at', async () => {
    const [customer] = (await dataSource.query('SELECT id FROM customers ORDER BY id LIMIT 1')) as Array<{ id: number }>;
    await dataSource.query(
      'INSERT INTO payments (customerId, amount, paymentMethod, paymentStatus, paymentFor, receiptNumber) VALUES (?, ?, ?, ?, ?, ?)',
      [customer.id, '10.00', 'qr', 'pending', 'other', 'KSR-STATEMENT-1'],
    );
    const [payment] = (await dataSource.query('SELECT MAX(id) AS id FROM payments')) as Array<{ id: number }>;
    await dataSource.query(
      'INSERT INTO bank_statement_imports (fileName, importedBy, newLines, duplicateLines, skippedLines, proposedMatches) VALUES (?, ?, 1, 0, 0, 1)',
      ['nov.csv', 'staff'],
    );
    const [batch] = (await dataSource.query('SELECT MAX(id) AS id FROM bank_statement_imports')) as Array<{ id: number }>;
    const line = ['2026-11-01', 'DUITNOW', 1_000, 'f'.repeat(64)];
    await dataSource.query(
      'INSERT INTO bank_statement_lines (importId, lineDate, description, amountSen, fingerprint, matchedPaymentId, status) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [batch.id, ...line, payment.id, 'proposed'],
    );
    await expect(
      dataSource.query(
        'INSERT INTO bank_statement_lines (importId, lineDate, description, amountSen, fingerprint) VALUES (?, ?, ?, ?, ?)',
        [batch.id, ...line],
      ),
    ).rejects.toThrow();

    await dataSource.query('DELETE FROM payments WHERE id = ?', [payment.id]);
    const rows = (await dataSource.query('SELECT status, matchedPaymentId, createdAt FROM bank_statement_lines')) as Array<{
      status: string;
      matchedPaymentId: number | null;
      createdAt: unknown;
    }>;
    expect(rows).toEqual([{ status: 'proposed', matchedPaymentId: null, createdAt: expect.anything() as unknown }]);
  }, 60_000);

  it('adds to an earlier rental’s grand total the SST its account posted on the booked days and extensions, and takes it off again on revert', async () => {
    // Back to before it, whatever migrations came after it.
    const sinceGrandTotals = MIGRATIONS.length - MIGRATIONS.indexOf(GrandTotalsCarryAddedTax1763900000024);
    for (let index = 0; index < sinceGrandTotals; index += 1) await dataSource.undoLastMigration();
    const [customer] = (await dataSource.query('SELECT id FROM customers ORDER BY id LIMIT 1')) as Array<{ id: number }>;
    await dataSource.query(
      'INSERT INTO rentals (customerId, vehicle, startDate, endDate, totalDays, rentalPerDay, deposit, discount, grandTotal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [customer.id, 'Perodua Bezza', '2026-11-10', '2026-11-13', 3, '155.00', '200.00', '0.00', '665.00'],
    );
    const [rental] = (await dataSource.query('SELECT MAX(id) AS id FROM rentals')) as Array<{ id: number }>;
    const post = async (category: string, amountSen: number, sourceKey: string | null) => {
      await dataSource.query('INSERT INTO rental_ledger_entries (rentalId, kind, category, amountSen, sourceKey) VALUES (?, ?, ?, ?, ?)', [
        rental.id,
        'charge',
        category,
        amountSen,
        sourceKey,
      ]);
      const [row] = (await dataSource.query('SELECT MAX(id) AS id FROM rental_ledger_entries')) as Array<{ id: number }>;
      return Number(row.id);
    };
    const days = await post('rental_days', 46_500, `rental:${rental.id}:days`);
    await post('service_tax', 3_720, `charge:${days}:sst`);
    const extension = await post('extension', 15_500, `rental:${rental.id}:extension:2026-11-14`);
    await post('service_tax', 1_240, `charge:${extension}:sst`);
    // A charge made at the return is not part of the booked total, nor is its tax.
    const addOn = await post('add_on', 1_005, null);
    await post('service_tax', 80, `charge:${addOn}:sst`);
    const grandTotal = async () =>
      Number(
        ((await dataSource.query('SELECT grandTotal FROM rentals WHERE id = ?', [rental.id])) as Array<{ grandTotal: string }>)[0]
          .grandTotal,
      );

    await expect(dataSource.runMigrations()).resolves.toHaveLength(sinceGrandTotals);
    await expect(grandTotal()).resolves.toBe(714.6);
    for (let index = 0; index < sinceGrandTotals; index += 1) await dataSource.undoLastMigration();
    await expect(grandTotal()).resolves.toBe(665);
    await expect(dataSource.runMigrations()).resolves.toHaveLength(sinceGrandTotals);
  }, 60_000);

  it('keeps every rental’s ledger entries when the migrations since the ledger’s first change to rentals are reverted', async () => {
    const entries = async () =>
      Number(((await dataSource.query('SELECT COUNT(*) AS n FROM rental_ledger_entries')) as Array<{ n: number | string }>)[0].n);
    const before = await entries();
    expect(before).toBeGreaterThan(0);
    const sincePayments = MIGRATIONS.length - MIGRATIONS.indexOf(PaymentsBelongToRentals1763900000018);
    for (let index = 0; index < sincePayments; index += 1) await dataSource.undoLastMigration();
    await expect(entries()).resolves.toBe(before);
    await expect(dataSource.runMigrations()).resolves.toHaveLength(sincePayments);
    await expect(entries()).resolves.toBe(before);
  }, 60_000);

  it('keeps on each earlier rental the SST its grand total carries beyond its flat-rate days, discount and deposit', async () => {
    // Back to before the migration that works the added tax out (and the ones after it).
    const sincePricedBookings = MIGRATIONS.length - MIGRATIONS.indexOf(PricedBookings1763900000033);
    for (let index = 0; index < sincePricedBookings; index += 1) await dataSource.undoLastMigration();
    const [customer] = (await dataSource.query('SELECT id FROM customers ORDER BY id LIMIT 1')) as Array<{ id: number }>;
    const insert = async (grandTotal: string) => {
      await dataSource.query(
        'INSERT INTO rentals (customerId, vehicle, startDate, endDate, totalDays, rentalPerDay, deposit, discount, grandTotal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [customer.id, 'Perodua Bezza', '2026-11-10', '2026-11-13', 3, '155.00', '200.00', '20.00', grandTotal],
      );
      const [row] = (await dataSource.query('SELECT MAX(id) AS id FROM rentals')) as Array<{ id: number | string }>;
      return Number(row.id);
    };
    // 465.00 - 20.00 + 200.00 = 645.00: one with 8% on top of the days less discount (35.60), one without.
    const taxed = await insert('680.60');
    const untaxed = await insert('645.00');
    await expect(dataSource.runMigrations()).resolves.toHaveLength(sincePricedBookings);
    const added = async (id: number) =>
      Number(
        ((await dataSource.query('SELECT serviceTaxAdded FROM rentals WHERE id = ?', [id])) as Array<{ serviceTaxAdded: string }>)[0]
          .serviceTaxAdded,
      );
    await expect(added(taxed)).resolves.toBe(35.6);
    await expect(added(untaxed)).resolves.toBe(0);
    await dataSource.query(`DELETE FROM rentals WHERE id IN (${taxed}, ${untaxed})`);
  }, 60_000);

  it('brings free-text vehicle categories onto the fixed list, whatever their case, with Sedan for anything unknown', async () => {
    const sinceCategories = MIGRATIONS.length - MIGRATIONS.indexOf(FixedVehicleCategories1763900000030);
    for (let index = 0; index < sinceCategories; index += 1) await dataSource.undoLastMigration();
    const typed = ['suv', ' Sedan ', 'MPV', 'hatch', 'Pick-up', 'VAN', 'Luxury', 'compact'];
    const ids: number[] = [];
    for (const [index, category] of typed.entries()) {
      await dataSource.query('INSERT INTO vehicles (name, make, model, category) VALUES (?, ?, ?, ?)', [
        `Category car ${index}`,
        'Perodua',
        'Myvi',
        category,
      ]);
      const [row] = (await dataSource.query('SELECT MAX(id) AS id FROM vehicles')) as Array<{ id: number | string }>;
      ids.push(Number(row.id));
    }
    const categories = async () => {
      const rows = (await dataSource.query('SELECT id, category FROM vehicles')) as Array<{ id: number | string; category: string }>;
      return ids.map((id) => rows.find((row) => Number(row.id) === id)?.category);
    };

    await expect(dataSource.runMigrations()).resolves.toHaveLength(sinceCategories);
    const mapped = ['SUV', 'Sedan', 'MPV', 'Hatchback', 'Pickup', 'Van', 'Sedan', 'Compact'];
    await expect(categories()).resolves.toEqual(mapped);

    // Down leaves the listed names (valid free text before the list); up again changes nothing.
    await dataSource.undoLastMigration();
    await expect(categories()).resolves.toEqual(mapped);
    await expect(dataSource.runMigrations()).resolves.toHaveLength(1);
    await expect(categories()).resolves.toEqual(mapped);
    await dataSource.query(`DELETE FROM vehicles WHERE id IN (${ids.join(', ')})`);
  }, 60_000);
});

/** Replicas started together: one migrates and seeds under a named lock, the others wait and find it done. */
(process.env.DB_TYPE === 'mysql' ? describe : describe.skip)('Start-up shared by replicas (MySQL)', () => {
  const REPLICAS = 3;
  let scratch: ScratchDatabase;
  let dataSources: DataSource[];
  let uploads: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('rental-replicas');
    uploads = mkdtempSync(join(tmpdir(), 'rental-replicas-'));
    dataSources = Array.from({ length: REPLICAS }, () => new DataSource(buildDataSourceOptions(scratch.settings)));
    await Promise.all(dataSources.map((dataSource) => dataSource.initialize()));
  });

  afterAll(async () => {
    await Promise.all(dataSources.map((dataSource) => dataSource.destroy()));
    await scratch.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('applies each migration and seeds the admin once when three replicas start at the same moment', async () => {
    const app = { ...readAppSettings(process.env), seedDemo: false };
    const auth = readAuthSettings(process.env);
    const bootstraps = dataSources.map((dataSource) => new DatabaseBootstrap(dataSource, app, auth, new LocalFileStorage(uploads)));

    await Promise.all(bootstraps.map((bootstrap) => bootstrap.prepare()));

    const [{ applied }] = (await dataSources[0].query('SELECT COUNT(*) AS applied FROM migrations')) as Array<{ applied: number | string }>;
    expect(Number(applied)).toBe(MIGRATIONS.length);
    await expect(dataSources[1].getRepository(StaffMember).countBy({ role: 'admin' })).resolves.toBe(1);
    // The lock was released: a later start gets it at once and has nothing to do.
    await expect(bootstraps[2].prepare()).resolves.toBeUndefined();
  }, 120_000);
});
