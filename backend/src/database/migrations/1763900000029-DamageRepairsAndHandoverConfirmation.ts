import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * A damage point closed as repaired keeps who closed it (the cost and the day already have columns),
 * and a rental keeps that its car's open damage was shown to the customer at the handover: when,
 * by whom, and which points, so damage opened afterwards has to be shown again.
 */
export class DamageRepairsAndHandoverConfirmation1763900000029 implements MigrationInterface {
  name = 'DamageRepairsAndHandoverConfirmation1763900000029';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'vehicle_damages',
      new TableColumn({ name: 'repairedBy', type: 'varchar', length: '100', isNullable: true }),
    );
    await queryRunner.addColumns('rentals', [
      new TableColumn({ name: 'existingDamageShownAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'existingDamageShownBy', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'existingDamageShownIds', type: 'text', isNullable: true }),
    ]);
  }

  /**
   * ALTER TABLE on both databases: TypeORM's dropColumn rebuilds an SQLite table, and rebuilding
   * rentals with foreign keys on would take its ledger entries with it.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['existingDamageShownIds', 'existingDamageShownBy', 'existingDamageShownAt'])
      await queryRunner.query(`ALTER TABLE rentals DROP COLUMN ${column}`);
    await queryRunner.query('ALTER TABLE vehicle_damages DROP COLUMN repairedBy');
  }
}
