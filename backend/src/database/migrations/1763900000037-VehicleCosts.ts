import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';

/* What each car costs the business (service, repair, tyres, insurance, road tax, fuel), in whole sen, with its receipt. */
export class VehicleCosts1763900000037 implements MigrationInterface {
  name = 'VehicleCosts1763900000037';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const createdAt: TableColumnOptions = mysql
      ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" };
    await queryRunner.createTable(
      new Table({
        name: 'vehicle_costs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'vehicleId', type: 'integer' },
          { name: 'incurredOn', type: 'date' },
          { name: 'amountSen', type: 'integer' },
          { name: 'category', type: 'varchar', length: '20' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'receiptKey', type: 'varchar', length: '255', isNullable: true },
          { name: 'recordedBy', type: 'varchar', length: '100' },
          createdAt,
        ],
        indices: [
          { name: 'IDX_vehicle_costs_vehicle_day', columnNames: ['vehicleId', 'incurredOn'] },
          { name: 'IDX_vehicle_costs_day', columnNames: ['incurredOn'] },
        ],
        foreignKeys: [
          {
            name: 'FK_vehicle_costs_vehicle',
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
    await queryRunner.dropTable('vehicle_costs');
  }
}
