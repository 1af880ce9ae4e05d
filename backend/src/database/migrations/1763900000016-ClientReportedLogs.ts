import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/* Entries a browser sends to POST /api/staff/logs are marked, so the admin can tell them from the server's; existing rows were all the server's or unmarked. */
export class ClientReportedLogs1763900000016 implements MigrationInterface {
  name = 'ClientReportedLogs1763900000016';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('staff_logs', new TableColumn({ name: 'reportedByClient', type: 'boolean', default: false }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('staff_logs', 'reportedByClient');
  }
}
