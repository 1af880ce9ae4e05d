import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';
import { DAMAGE_KINDS, DAMAGE_SIZES, DEFAULT_DAMAGE_PRICES, DEFAULT_RETURN_FEES } from '../../returns/return-catalogue';

/*
 * The return is inspected as carefully as the pickup: an inspection per rental (photos, readings,
 * co-signature, added fees, waivers), damage points that belong to the vehicle, and the editable
 * price lists the charges come from, seeded with common Malaysian rates.
 */
export class ReturnInspections1763900000027 implements MigrationInterface {
  name = 'ReturnInspections1763900000027';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const createdAt: TableColumnOptions = mysql
      ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" };
    const id: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
    const datetime = (name: string): TableColumnOptions => ({ name, type: 'datetime', isNullable: true });
    await queryRunner.createTable(
      new Table({
        name: 'return_fees',
        columns: [
          id,
          { name: 'category', type: 'varchar', length: '20' },
          { name: 'nameEn', type: 'varchar', length: '100' },
          { name: 'nameMs', type: 'varchar', length: '100' },
          { name: 'amountSen', type: 'integer' },
          { name: 'active', type: 'boolean', default: true },
          createdAt,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'damage_prices',
        columns: [
          id,
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'size', type: 'varchar', length: '10' },
          { name: 'amountSen', type: 'integer' },
        ],
        indices: [{ name: 'UQ_damage_prices_kind_size', columnNames: ['kind', 'size'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'vehicle_damages',
        columns: [
          id,
          { name: 'vehicleId', type: 'integer' },
          { name: 'rentalId', type: 'integer', isNullable: true },
          { name: 'phase', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'x', type: 'integer' },
          { name: 'y', type: 'integer' },
          { name: 'panel', type: 'varchar', length: '30' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'size', type: 'varchar', length: '10' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'photoKey', type: 'varchar', length: '255', isNullable: true },
          { name: 'chargeSen', type: 'integer', isNullable: true },
          { name: 'chargeReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'recordedBy', type: 'varchar', length: '100' },
          createdAt,
          datetime('repairedAt'),
          { name: 'repairCostSen', type: 'integer', isNullable: true },
        ],
        indices: [
          { name: 'IDX_vehicle_damages_vehicle_status', columnNames: ['vehicleId', 'status'] },
          { name: 'IDX_vehicle_damages_rental', columnNames: ['rentalId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_vehicle_damages_vehicle',
            columnNames: ['vehicleId'],
            referencedTableName: 'vehicles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_vehicle_damages_rental',
            columnNames: ['rentalId'],
            referencedTableName: 'rentals',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rental_returns',
        columns: [
          { name: 'rentalId', type: 'integer', isPrimary: true },
          { name: 'photos', type: 'text', isNullable: true },
          { name: 'fuelLevel', type: 'integer', isNullable: true },
          { name: 'mileage', type: 'integer', isNullable: true },
          datetime('returnedAt'),
          { name: 'signatureKey', type: 'varchar', length: '255', isNullable: true },
          datetime('signedAt'),
          { name: 'customerAbsentReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'fees', type: 'text', isNullable: true },
          { name: 'waivers', type: 'text', isNullable: true },
          { name: 'version', type: 'integer', default: 0 },
          datetime('finalizedAt'),
          { name: 'finalizedBy', type: 'varchar', length: '100', isNullable: true },
          createdAt,
        ],
        foreignKeys: [
          {
            name: 'FK_rental_returns_rental',
            columnNames: ['rentalId'],
            referencedTableName: 'rentals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    for (const fee of DEFAULT_RETURN_FEES) {
      await queryRunner.query('INSERT INTO return_fees (category, nameEn, nameMs, amountSen, active) VALUES (?, ?, ?, ?, ?)', [
        fee.category,
        fee.nameEn,
        fee.nameMs,
        fee.amountSen,
        1,
      ]);
    }
    for (const kind of DAMAGE_KINDS) {
      for (const size of DAMAGE_SIZES) {
        await queryRunner.query('INSERT INTO damage_prices (kind, size, amountSen) VALUES (?, ?, ?)', [
          kind,
          size,
          DEFAULT_DAMAGE_PRICES[kind][size],
        ]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rental_returns');
    await queryRunner.dropTable('vehicle_damages');
    await queryRunner.dropTable('damage_prices');
    await queryRunner.dropTable('return_fees');
  }
}
