import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * A car's odometer (the highest reading recorded at pickups, returns and services) and its
 * service schedule by distance and/or months, with the last service recorded.
 */
export class VehicleServiceSchedule1763900000036 implements MigrationInterface {
  name = 'VehicleServiceSchedule1763900000036';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('vehicles', [
      new TableColumn({ name: 'odometerKm', type: 'integer', default: 0 }),
      new TableColumn({ name: 'serviceEveryKm', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'serviceEveryMonths', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'lastServiceOn', type: 'date', isNullable: true }),
      new TableColumn({ name: 'lastServiceKm', type: 'integer', isNullable: true }),
    ]);
    // What the rentals already read off each car's odometer.
    await queryRunner.query(
      `UPDATE vehicles SET odometerKm = COALESCE((SELECT MAX(CASE WHEN r.returnMileage IS NOT NULL AND r.returnMileage > r.currentMileage THEN r.returnMileage ELSE r.currentMileage END) FROM rentals r WHERE r.vehicleId = vehicles.id), 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['lastServiceKm', 'lastServiceOn', 'serviceEveryMonths', 'serviceEveryKm', 'odometerKm']) {
      await queryRunner.dropColumn('vehicles', column);
    }
  }
}
