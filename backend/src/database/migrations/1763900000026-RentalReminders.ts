import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * What each rental was reminded of: the pickup day and the return day it had its "tomorrow" e-mail
 * for, and the last day it had an overdue notice. Each is claimed by one conditional update before
 * the e-mail goes, so however many replicas run the reminders each goes once.
 */
export class RentalReminders1763900000026 implements MigrationInterface {
  name = 'RentalReminders1763900000026';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rentals', [
      new TableColumn({ name: 'pickupReminderSentFor', type: 'date', isNullable: true }),
      new TableColumn({ name: 'returnReminderSentFor', type: 'date', isNullable: true }),
      new TableColumn({ name: 'overdueNoticeSentOn', type: 'date', isNullable: true }),
    ]);
  }

  /**
   * The columns go by ALTER TABLE on both databases: TypeORM's dropColumn rebuilds an SQLite table,
   * and a revert runs with foreign keys on, so rebuilding rentals would take its ledger entries with it.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['overdueNoticeSentOn', 'returnReminderSentFor', 'pickupReminderSentFor'])
      await queryRunner.query(`ALTER TABLE rentals DROP COLUMN ${column}`);
  }
}
