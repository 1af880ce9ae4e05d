import { MigrationInterface, QueryRunner, Table, TableColumn, TableColumnOptions } from 'typeorm';

/*
 * What keeps a car legal to rent out: its road tax, insurance, Puspakom inspection and permit,
 * each with the day it lapses after and a picture of the document, and the day the car was first
 * registered (no date can lapse before it).
 */
export class FleetCompliance1763900000034 implements MigrationInterface {
  name = 'FleetCompliance1763900000034';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const timestamps: TableColumnOptions[] = mysql
      ? [
          { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' },
          { name: 'updatedAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)', onUpdate: 'CURRENT_TIMESTAMP(6)' },
        ]
      : [
          { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" },
          { name: 'updatedAt', type: 'datetime', default: "(datetime('now'))" },
        ];
    await queryRunner.addColumn('vehicles', new TableColumn({ name: 'registrationDate', type: 'date', isNullable: true }));
    await queryRunner.createTable(
      new Table({
        name: 'vehicle_compliance_items',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'vehicleId', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'expiresOn', type: 'date' },
          { name: 'policyNumber', type: 'varchar', length: '60', isNullable: true },
          { name: 'insurer', type: 'varchar', length: '100', isNullable: true },
          { name: 'documentKey', type: 'varchar', length: '255', isNullable: true },
          { name: 'reminderSentDays', type: 'integer', isNullable: true },
          { name: 'updatedBy', type: 'varchar', length: '100' },
          ...timestamps,
        ],
        indices: [
          { name: 'UQ_vehicle_compliance_vehicle_kind', columnNames: ['vehicleId', 'kind'], isUnique: true },
          { name: 'IDX_vehicle_compliance_expires', columnNames: ['expiresOn'] },
        ],
        foreignKeys: [
          {
            name: 'FK_vehicle_compliance_vehicle',
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
    await queryRunner.dropTable('vehicle_compliance_items');
    await queryRunner.dropColumn('vehicles', 'registrationDate');
  }
}
