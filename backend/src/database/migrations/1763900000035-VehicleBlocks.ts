import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';

/*
 * Days a car is kept off the road (service, repair, accident): held on its schedule like a
 * booking, so it cannot be booked over them.
 */
export class VehicleBlocks1763900000035 implements MigrationInterface {
  name = 'VehicleBlocks1763900000035';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const createdAt: TableColumnOptions = mysql
      ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" };
    await queryRunner.createTable(
      new Table({
        name: 'vehicle_blocks',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'vehicleId', type: 'integer' },
          { name: 'startDate', type: 'date' },
          { name: 'endDate', type: 'date' },
          { name: 'reason', type: 'varchar', length: '20' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdBy', type: 'varchar', length: '100' },
          createdAt,
        ],
        indices: [
          { name: 'IDX_vehicle_blocks_vehicle_dates', columnNames: ['vehicleId', 'startDate', 'endDate'] },
          { name: 'IDX_vehicle_blocks_dates', columnNames: ['endDate', 'startDate'] },
        ],
        foreignKeys: [
          {
            name: 'FK_vehicle_blocks_vehicle',
            columnNames: ['vehicleId'],
            referencedTableName: 'vehicles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('vehicle_blocks');
  }
}
