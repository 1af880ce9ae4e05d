import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/* What staff record when a rental comes back (Mark Returned), and the extra mileage fee charged. */
export class RentalReturns1763900000003 implements MigrationInterface {
  name = 'RentalReturns1763900000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rentals', [
      new TableColumn({ name: 'returnDate', type: 'date', isNullable: true }),
      new TableColumn({ name: 'returnMileage', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'returnFuelLevel', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'extraMileageFee', type: 'decimal', precision: 10, scale: 2, isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('rentals', ['extraMileageFee', 'returnFuelLevel', 'returnMileage', 'returnDate']);
  }
}
