import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * The pickup day a rental's customer was reminded of the balance due for. The daily reminder sets
 * it with a conditional update before e-mailing, so however many replicas run the reminder, and
 * however often, each rental's customer gets one reminder for its pickup.
 */
export class BalanceReminders1763900000021 implements MigrationInterface {
  name = 'BalanceReminders1763900000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('rentals', new TableColumn({ name: 'balanceReminderSentFor', type: 'date', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A plain ALTER TABLE: TypeORM's dropColumn rebuilds the table on SQLite, and dropping the old
    // rentals table there would cascade away every rental's ledger entries.
    await queryRunner.query('ALTER TABLE rentals DROP COLUMN balanceReminderSentFor');
  }
}
