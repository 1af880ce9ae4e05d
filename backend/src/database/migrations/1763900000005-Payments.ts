import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Payments link to the rental they pay for, remember the Idempotency-Key (and the body it
 * came with) per customer, and record the verification; receipt numbers come from a counter per
 * year; business settings (the uploaded payment QR) get a small key/value table.
 */
export class Payments1763900000005 implements MigrationInterface {
  name = 'Payments1763900000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('payments', [
      new TableColumn({ name: 'rentalId', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'idempotencyKey', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'requestHash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'failureReason', type: 'text', isNullable: true }),
      new TableColumn({ name: 'verifiedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'verifiedBy', type: 'varchar', length: '100', isNullable: true }),
    ]);
    await queryRunner.createForeignKey(
      'payments',
      new TableForeignKey({
        name: 'FK_payments_rental',
        columnNames: ['rentalId'],
        referencedTableName: 'rentals',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    await queryRunner.createIndex(
      'payments',
      new TableIndex({ name: 'IDX_payments_rental_status', columnNames: ['rentalId', 'paymentStatus'] }),
    );
    await queryRunner.createIndex(
      'payments',
      new TableIndex({ name: 'UQ_payments_customer_idempotency', columnNames: ['customerId', 'idempotencyKey'], isUnique: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'receipt_counters',
        columns: [
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'lastNumber', type: 'integer', default: 0 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'app_settings',
        columns: [
          { name: 'name', type: 'varchar', length: '100', isPrimary: true },
          { name: 'value', type: 'text', isNullable: true },
          { name: 'updatedAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('app_settings');
    await queryRunner.dropTable('receipt_counters');
    // The foreign key first: MySQL keeps the (rentalId, ...) index for it.
    await queryRunner.dropForeignKey('payments', 'FK_payments_rental');
    await queryRunner.dropIndex('payments', 'UQ_payments_customer_idempotency');
    await queryRunner.dropIndex('payments', 'IDX_payments_rental_status');
    await queryRunner.dropColumns('payments', ['verifiedBy', 'verifiedAt', 'failureReason', 'requestHash', 'idempotencyKey', 'rentalId']);
  }
}
