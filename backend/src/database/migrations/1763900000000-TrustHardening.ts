import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * E-mailed one-time sign-in codes, confirmed registrations and staff token versions.
 * Existing customers count as confirmed from their creation.
 */
export class TrustHardening1763900000000 implements MigrationInterface {
  name = 'TrustHardening1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.addColumn('customers', new TableColumn({ name: 'confirmedAt', type: 'datetime', isNullable: true }));
    await queryRunner.query('UPDATE customers SET confirmedAt = createdAt');
    await queryRunner.createIndex(
      'customers',
      new TableIndex({ name: 'IDX_customers_confirmed_created', columnNames: ['confirmedAt', 'createdAt'] }),
    );
    await queryRunner.addColumn('staff', new TableColumn({ name: 'tokenVersion', type: 'integer', default: 0 }));
    await queryRunner.createTable(
      new Table({
        name: 'sign_in_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '255' },
          { name: 'customerId', type: 'integer', isNullable: true },
          { name: 'codeHash', type: 'varchar', length: '64' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'consumedAt', type: 'datetime', isNullable: true },
          isMysql
            ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
            : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" },
        ],
        indices: [
          new TableIndex({ name: 'IDX_sign_in_codes_email_created', columnNames: ['email', 'createdAt'] }),
          new TableIndex({ name: 'IDX_sign_in_codes_expires', columnNames: ['expiresAt'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_sign_in_codes_customer',
            columnNames: ['customerId'],
            referencedTableName: 'customers',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sign_in_codes');
    await queryRunner.dropColumn('staff', 'tokenVersion');
    await queryRunner.dropIndex('customers', 'IDX_customers_confirmed_created');
    await queryRunner.dropColumn('customers', 'confirmedAt');
  }
}
