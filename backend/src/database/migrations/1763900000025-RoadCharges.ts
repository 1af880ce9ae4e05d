import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/*
 * Traffic summonses and tolls traced to the rental that had the car: one row each, unique by its
 * fingerprint (the notice, or the toll statement's line), pointing at the car and, once matched,
 * at the rental charged for it. Either is set to null should that row ever be removed.
 */
export class RoadCharges1763900000025 implements MigrationInterface {
  name = 'RoadCharges1763900000025';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    await queryRunner.createTable(
      new Table({
        name: 'road_charges',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'vehicleId', type: 'integer', isNullable: true },
          { name: 'plate', type: 'varchar', length: '20' },
          { name: 'occurredAt', type: 'datetime' },
          { name: 'place', type: 'varchar', length: '200' },
          { name: 'issuer', type: 'varchar', length: '20', isNullable: true },
          { name: 'noticeNumber', type: 'varchar', length: '50', isNullable: true },
          { name: 'amountSen', type: 'integer' },
          { name: 'adminFeeSen', type: 'integer', default: 0 },
          { name: 'photoKey', type: 'varchar', length: '255', isNullable: true },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'rentalId', type: 'integer', isNullable: true },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'statusReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'decidedBy', type: 'varchar', length: '100', isNullable: true },
          { name: 'decidedAt', type: 'datetime', isNullable: true },
          { name: 'recordedBy', type: 'varchar', length: '100' },
          mysql
            ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
            : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" },
        ],
        indices: [
          { name: 'UQ_road_charges_fingerprint', columnNames: ['fingerprint'], isUnique: true },
          { name: 'IDX_road_charges_status', columnNames: ['status', 'occurredAt'] },
          { name: 'IDX_road_charges_rental', columnNames: ['rentalId'] },
          { name: 'IDX_road_charges_vehicle', columnNames: ['vehicleId', 'occurredAt'] },
        ],
        foreignKeys: [
          {
            name: 'FK_road_charges_vehicle',
            columnNames: ['vehicleId'],
            referencedTableName: 'vehicles',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_road_charges_rental',
            columnNames: ['rentalId'],
            referencedTableName: 'rentals',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('road_charges');
  }
}
