import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/*
 * A customer's request to delete the account (PDPA), confirmed by staff once nothing holds the
 * data: when it was asked, and when the account was erased (its personal fields overwritten, its
 * documents and signatures removed; rentals, ledger, invoices and payments stay).
 */
export class AccountDeletion1763900000041 implements MigrationInterface {
  name = 'AccountDeletion1763900000041';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('customers', [
      new TableColumn({ name: 'deletionRequestedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'erasedAt', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'customers',
      new TableIndex({ name: 'IDX_customers_deletion_requested', columnNames: ['deletionRequestedAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('customers', 'IDX_customers_deletion_requested');
    for (const column of ['erasedAt', 'deletionRequestedAt']) {
      // SQLite: TypeORM's dropColumn rebuilds the table, which the rows of every table pointing at
      // customers refuse inside the migration's transaction; SQLite drops a plain column in place.
      if (queryRunner.connection.driver.options.type === 'mysql') await queryRunner.dropColumn('customers', column);
      else await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "${column}"`);
    }
  }
}
