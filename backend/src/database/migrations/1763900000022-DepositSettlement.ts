import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { addDays } from '../../common/dates/date-math';

/*
 * Deposits are settled: a returned rental knows the day its deposit becomes refundable, and each
 * refund keeps how it was paid out beside the account entry that records the money. Rentals
 * returned before this get the default 14-day hold from their return day.
 */
const DEFAULT_HOLD_DAYS = 14;
const BATCH = 500;

export class DepositSettlement1763900000022 implements MigrationInterface {
  name = 'DepositSettlement1763900000022';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    await queryRunner.addColumn('rentals', new TableColumn({ name: 'depositRefundDueOn', type: 'date', isNullable: true }));
    await queryRunner.createTable(
      new Table({
        name: 'rental_refunds',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'rentalId', type: 'integer' },
          { name: 'ledgerEntryId', type: 'integer' },
          { name: 'amountSen', type: 'integer' },
          { name: 'method', type: 'varchar', length: '20' },
          { name: 'reference', type: 'varchar', length: '100', isNullable: true },
          { name: 'proofUrl', type: 'varchar', length: '255', isNullable: true },
          { name: 'recordedBy', type: 'varchar', length: '100' },
          mysql
            ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
            : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" },
        ],
        indices: [
          { name: 'IDX_rental_refunds_rental', columnNames: ['rentalId'] },
          { name: 'UQ_rental_refunds_entry', columnNames: ['ledgerEntryId'], isUnique: true },
        ],
        foreignKeys: [
          {
            name: 'FK_rental_refunds_rental',
            columnNames: ['rentalId'],
            referencedTableName: 'rentals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_rental_refunds_entry',
            columnNames: ['ledgerEntryId'],
            referencedTableName: 'rental_ledger_entries',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    for (let lastId = 0; ;) {
      const returned: Array<{ id: number; returnDate: string | Date }> = await queryRunner.query(
        'SELECT id, returnDate FROM rentals WHERE id > ? AND returnDate IS NOT NULL ORDER BY id LIMIT ?',
        [lastId, BATCH],
      );
      if (returned.length === 0) break;
      for (const rental of returned) {
        const day =
          rental.returnDate instanceof Date ? rental.returnDate.toISOString().slice(0, 10) : String(rental.returnDate).slice(0, 10);
        await queryRunner.query('UPDATE rentals SET depositRefundDueOn = ? WHERE id = ?', [addDays(day, DEFAULT_HOLD_DAYS), rental.id]);
      }
      lastId = returned[returned.length - 1].id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rental_refunds');
    // A plain ALTER TABLE: TypeORM's dropColumn rebuilds the table on SQLite, and dropping the old
    // rentals table there would cascade away every rental's ledger entries.
    await queryRunner.query('ALTER TABLE rentals DROP COLUMN depositRefundDueOn');
  }
}
