import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/* The language of each customer's e-mails; existing customers get English. */
export class CustomerLanguage1763900000002 implements MigrationInterface {
  name = 'CustomerLanguage1763900000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('customers', new TableColumn({ name: 'language', type: 'varchar', length: '8', default: "'en'" }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('customers', 'language');
  }
}
