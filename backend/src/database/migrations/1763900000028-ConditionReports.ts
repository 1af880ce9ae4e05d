import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * A finalized return keeps its condition report: the PDF made once when the return was finalized,
 * e-mailed to the customer and downloaded by both sides, so everyone holds the same copy.
 */
export class ConditionReports1763900000028 implements MigrationInterface {
  name = 'ConditionReports1763900000028';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'rental_returns',
      new TableColumn({ name: 'reportPdfKey', type: 'varchar', length: '255', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('rental_returns', 'reportPdfKey');
  }
}
