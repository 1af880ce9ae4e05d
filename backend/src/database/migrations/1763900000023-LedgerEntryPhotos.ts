import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * A charge staff add by hand may carry a photo (the fuel gauge, a dent, the summons): the ledger
 * entry names the stored picture. Older entries have none.
 */
export class LedgerEntryPhotos1763900000023 implements MigrationInterface {
  name = 'LedgerEntryPhotos1763900000023';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'rental_ledger_entries',
      new TableColumn({ name: 'photoKey', type: 'varchar', length: '255', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('rental_ledger_entries', 'photoKey');
  }
}
