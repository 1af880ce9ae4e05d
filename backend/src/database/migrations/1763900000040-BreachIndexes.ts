import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/*
 * The breach response reads one action of the staff log over a range (every identity document
 * opened between two days): one index range instead of every entry of the period.
 */
export class BreachIndexes1763900000040 implements MigrationInterface {
  name = 'BreachIndexes1763900000040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'staff_logs',
      new TableIndex({ name: 'IDX_staff_logs_action_timestamp', columnNames: ['action', 'timestamp'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('staff_logs', 'IDX_staff_logs_action_timestamp');
  }
}
