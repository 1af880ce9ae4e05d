import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';

/*
 * Uploads sent from a phone carry the phone's own id, so one sent again after a dropped
 * connection is recognised and not stored twice: one receipt per rental and client id.
 */
export class UploadReceipts1763900000031 implements MigrationInterface {
  name = 'UploadReceipts1763900000031';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const createdAt: TableColumnOptions = mysql
      ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" };
    await queryRunner.createTable(
      new Table({
        name: 'upload_receipts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'rentalId', type: 'integer' },
          { name: 'clientId', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '20' },
          createdAt,
        ],
        indices: [{ name: 'UQ_upload_receipts_rental_client', columnNames: ['rentalId', 'clientId'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('upload_receipts');
  }
}
