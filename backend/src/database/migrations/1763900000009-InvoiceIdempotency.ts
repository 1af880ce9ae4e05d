import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/*
 * Invoices take an optional Idempotency-Key like payments, so a Generate Invoice pressed
 * twice (or retried after a lost answer) makes one invoice. The unique index decides parallel races.
 */
export class InvoiceIdempotency1763900000009 implements MigrationInterface {
  name = 'InvoiceIdempotency1763900000009';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('invoices', [
      new TableColumn({ name: 'idempotencyKey', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'requestHash', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'invoices',
      new TableIndex({ name: 'UQ_invoices_idempotency_key', columnNames: ['idempotencyKey'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('invoices', 'UQ_invoices_idempotency_key');
    await queryRunner.dropColumns('invoices', ['requestHash', 'idempotencyKey']);
  }
}
