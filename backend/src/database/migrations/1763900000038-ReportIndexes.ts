import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/*
 * The reports read rentals by the day they start (revenue booked, balances, deposits) and the
 * account's payments and refunds by when they were posted (revenue collected): one index range each.
 */
export class ReportIndexes1763900000038 implements MigrationInterface {
  name = 'ReportIndexes1763900000038';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'rentals',
      new TableIndex({ name: 'IDX_rentals_start_vehicle', columnNames: ['startDate', 'vehicleId'] }),
    );
    await queryRunner.createIndex(
      'rental_ledger_entries',
      new TableIndex({ name: 'IDX_rental_ledger_entries_kind_created', columnNames: ['kind', 'createdAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('rental_ledger_entries', 'IDX_rental_ledger_entries_kind_created');
    await queryRunner.dropIndex('rentals', 'IDX_rentals_start_vehicle');
  }
}
