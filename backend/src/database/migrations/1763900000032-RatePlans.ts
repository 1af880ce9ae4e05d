import { MigrationInterface, QueryRunner, Table, TableColumn, TableColumnOptions } from 'typeorm';

/*
 * Prices by the calendar and by what comes with the car: a car's weekend and long-rental rates
 * beside its daily rate, seasons (festive and school holidays) over the whole fleet, a category
 * or one car, the add-ons the admin sells with a rental, and the delivery zones.
 */
export class RatePlans1763900000032 implements MigrationInterface {
  name = 'RatePlans1763900000032';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const createdAt: TableColumnOptions = mysql
      ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" };
    const id: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
    const names: TableColumnOptions[] = [
      { name: 'nameEn', type: 'varchar', length: '100' },
      { name: 'nameMs', type: 'varchar', length: '100' },
    ];

    await queryRunner.addColumns(
      'vehicles',
      ['weekendRate', 'weeklyRate', 'monthlyRate'].map(
        (name) => new TableColumn({ name, type: 'decimal', precision: 10, scale: 2, isNullable: true }),
      ),
    );

    await queryRunner.createTable(
      new Table({
        name: 'seasons',
        columns: [
          id,
          ...names,
          { name: 'startDate', type: 'date' },
          { name: 'endDate', type: 'date' },
          { name: 'adjustment', type: 'varchar', length: '10' },
          { name: 'rateSen', type: 'integer', isNullable: true },
          { name: 'percent', type: 'integer', isNullable: true },
          { name: 'minDays', type: 'integer', default: 1 },
          { name: 'reach', type: 'varchar', length: '10' },
          { name: 'category', type: 'varchar', length: '50', isNullable: true },
          { name: 'vehicleId', type: 'integer', isNullable: true },
          // The public holiday a season was made from, so the holiday list shows it as taken.
          { name: 'holidayKey', type: 'varchar', length: '120', isNullable: true },
          createdAt,
        ],
        indices: [{ name: 'IDX_seasons_dates', columnNames: ['startDate', 'endDate'] }],
        foreignKeys: [
          {
            name: 'FK_seasons_vehicle',
            columnNames: ['vehicleId'],
            referencedTableName: 'vehicles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'add_ons',
        columns: [
          id,
          ...names,
          { name: 'pricing', type: 'varchar', length: '12' },
          { name: 'priceSen', type: 'integer' },
          { name: 'capSen', type: 'integer', isNullable: true },
          { name: 'taxable', type: 'boolean', default: true },
          // The categories it is offered with, as a JSON list; null offers it with every car.
          { name: 'categories', type: 'text', isNullable: true },
          { name: 'stock', type: 'integer', isNullable: true },
          { name: 'active', type: 'boolean', default: true },
          createdAt,
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'delivery_zones',
        columns: [id, ...names, { name: 'feeSen', type: 'integer' }, { name: 'active', type: 'boolean', default: true }, createdAt],
      }),
    );
  }

  /**
   * ALTER TABLE on both databases: TypeORM's dropColumn rebuilds an SQLite table, and rebuilding
   * vehicles with foreign keys on would take the rentals' rows with it.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('delivery_zones');
    await queryRunner.dropTable('add_ons');
    await queryRunner.dropTable('seasons');
    for (const column of ['monthlyRate', 'weeklyRate', 'weekendRate'])
      await queryRunner.query(`ALTER TABLE vehicles DROP COLUMN ${column}`);
  }
}
