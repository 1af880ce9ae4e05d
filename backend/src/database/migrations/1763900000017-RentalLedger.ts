import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { toSen } from '../../common/money/money';

/*
 * Every rental gets an account: an append-only list of entries in whole sen. Rentals made before
 * it get the entries their booking and return would have posted (the days at their rate, the
 * discount, the deposit, the extra mileage charged at return) and one payment entry per verified
 * payment, each under the source key the live code uses, so nothing is ever posted twice.
 * rentals.ledgerVersion is the row a writer bumps to have the account to itself.
 */
const BATCH = 500;

interface RentalRow {
  id: number;
  rentalPerDay: string | number;
  totalDays: number;
  discount: string | number;
  deposit: string | number;
  extraMileageFee: string | number | null;
}

interface PaymentRow {
  id: number;
  rentalId: number;
  amount: string | number;
}

interface EntryRow {
  rentalId: number;
  kind: string;
  category: string | null;
  amountSen: number;
  sourceKey: string;
}

export class RentalLedger1763900000017 implements MigrationInterface {
  name = 'RentalLedger1763900000017';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    await queryRunner.addColumn('rentals', new TableColumn({ name: 'ledgerVersion', type: 'integer', default: 0 }));
    await queryRunner.createTable(
      new Table({
        name: 'rental_ledger_entries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'rentalId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'category', type: 'varchar', length: '30', isNullable: true },
          { name: 'amountSen', type: 'integer' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'sourceKey', type: 'varchar', length: '80', isNullable: true },
          { name: 'reversesEntryId', type: 'integer', isNullable: true },
          { name: 'recordedBy', type: 'varchar', length: '100', isNullable: true },
          mysql
            ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
            : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" },
        ],
        indices: [
          { name: 'IDX_rental_ledger_entries_rental', columnNames: ['rentalId', 'kind'] },
          { name: 'UQ_rental_ledger_entries_source', columnNames: ['sourceKey'], isUnique: true },
          { name: 'UQ_rental_ledger_entries_reverses', columnNames: ['reversesEntryId'], isUnique: true },
        ],
        foreignKeys: [
          {
            name: 'FK_rental_ledger_entries_rental',
            columnNames: ['rentalId'],
            referencedTableName: 'rentals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await this.postExistingRentals(queryRunner);
    await this.postExistingPayments(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rental_ledger_entries');
    await queryRunner.dropColumn('rentals', 'ledgerVersion');
  }

  private async postExistingRentals(queryRunner: QueryRunner): Promise<void> {
    for (let lastId = 0; ;) {
      const rentals: RentalRow[] = await queryRunner.query(
        'SELECT id, rentalPerDay, totalDays, discount, deposit, extraMileageFee FROM rentals WHERE id > ? ORDER BY id LIMIT ?',
        [lastId, BATCH],
      );
      if (rentals.length === 0) return;
      await insertEntries(queryRunner, rentals.flatMap(bookingEntries));
      lastId = rentals[rentals.length - 1].id;
    }
  }

  private async postExistingPayments(queryRunner: QueryRunner): Promise<void> {
    for (let lastId = 0; ;) {
      const payments: PaymentRow[] = await queryRunner.query(
        "SELECT id, rentalId, amount FROM payments WHERE id > ? AND rentalId IS NOT NULL AND paymentStatus = 'completed' ORDER BY id LIMIT ?",
        [lastId, BATCH],
      );
      if (payments.length === 0) return;
      await insertEntries(
        queryRunner,
        payments.map((payment) => ({
          rentalId: payment.rentalId,
          kind: 'payment',
          category: null,
          amountSen: toSen(String(payment.amount)),
          sourceKey: `payment:${payment.id}`,
        })),
      );
      lastId = payments[payments.length - 1].id;
    }
  }
}

function bookingEntries(rental: RentalRow): EntryRow[] {
  const entries: EntryRow[] = [
    {
      rentalId: rental.id,
      kind: 'charge',
      category: 'rental_days',
      amountSen: toSen(String(rental.rentalPerDay)) * Number(rental.totalDays),
      sourceKey: `rental:${rental.id}:days`,
    },
  ];
  const discountSen = toSen(String(rental.discount));
  if (discountSen > 0) {
    entries.push({
      rentalId: rental.id,
      kind: 'charge',
      category: 'discount',
      amountSen: -discountSen,
      sourceKey: `rental:${rental.id}:discount`,
    });
  }
  const depositSen = toSen(String(rental.deposit));
  if (depositSen > 0) {
    entries.push({ rentalId: rental.id, kind: 'deposit', category: null, amountSen: depositSen, sourceKey: `rental:${rental.id}:deposit` });
  }
  const mileageSen = rental.extraMileageFee === null ? 0 : toSen(String(rental.extraMileageFee));
  if (mileageSen > 0) {
    entries.push({
      rentalId: rental.id,
      kind: 'charge',
      category: 'extra_mileage',
      amountSen: mileageSen,
      sourceKey: `rental:${rental.id}:extra_mileage`,
    });
  }
  return entries;
}

async function insertEntries(queryRunner: QueryRunner, entries: EntryRow[]): Promise<void> {
  if (entries.length === 0) return;
  await queryRunner.manager
    .createQueryBuilder()
    .insert()
    .into('rental_ledger_entries', ['rentalId', 'kind', 'category', 'amountSen', 'sourceKey'])
    .values(entries)
    .execute();
}
