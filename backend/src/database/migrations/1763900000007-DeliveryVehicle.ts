import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * A delivery names the fleet vehicle it moved. vehicleDelivered keeps the vehicle's name
 * as text, so the record still reads the same after the vehicle is deleted (the id becomes null).
 */
export class DeliveryVehicle1763900000007 implements MigrationInterface {
  name = 'DeliveryVehicle1763900000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('deliveries', new TableColumn({ name: 'vehicleId', type: 'integer', isNullable: true }));
    // The index first, so MySQL uses it for the foreign key instead of adding its own.
    await queryRunner.createIndex('deliveries', new TableIndex({ name: 'IDX_deliveries_vehicle', columnNames: ['vehicleId'] }));
    await queryRunner.createForeignKey(
      'deliveries',
      new TableForeignKey({
        name: 'FK_deliveries_vehicle',
        columnNames: ['vehicleId'],
        referencedTableName: 'vehicles',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The foreign key first: MySQL refuses to drop the index it relies on.
    await queryRunner.dropForeignKey('deliveries', 'FK_deliveries_vehicle');
    await queryRunner.dropIndex('deliveries', 'IDX_deliveries_vehicle');
    await queryRunner.dropColumn('deliveries', 'vehicleId');
  }
}
