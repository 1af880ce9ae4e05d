import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/*
 * Bookings keep what they were priced from: a booking request and a rental each hold the rates,
 * seasons, add-ons and zone of their quote, so a later plan edit never moves their price. The
 * add-on units a rental holds are rows of their own, counted against the add-on's stock.
 */
export class PricedBookings1763900000033 implements MigrationInterface {
  name = 'PricedBookings1763900000033';

  /** Plain ALTER TABLE on both databases: TypeORM rebuilds an SQLite table to add a column, and rentals has children. */
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_requests ADD COLUMN priceBasis text NULL');
    await queryRunner.query('ALTER TABLE rentals ADD COLUMN priceBasis text NULL');
    await queryRunner.query('ALTER TABLE add_ons ADD COLUMN bookingVersion integer NOT NULL DEFAULT 0');
    // The tax on top a grand total carries, kept rather than worked back from a flat daily rate
    // (which a season or an add-on no longer gives): for older rentals, what that working back gave.
    await queryRunner.query("ALTER TABLE rentals ADD COLUMN serviceTaxAdded decimal(10,2) NOT NULL DEFAULT '0.00'");
    await queryRunner.query(
      'UPDATE rentals SET serviceTaxAdded = ROUND(grandTotal - (rentalPerDay * totalDays - discount + deposit), 2) WHERE grandTotal > rentalPerDay * totalDays - discount + deposit',
    );
    await queryRunner.createTable(
      new Table({
        name: 'rental_add_ons',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'rentalId', type: 'integer' },
          { name: 'addOnId', type: 'integer' },
          { name: 'quantity', type: 'integer' },
        ],
        indices: [
          { name: 'IDX_rental_add_ons_add_on', columnNames: ['addOnId', 'rentalId'] },
          { name: 'UQ_rental_add_ons_rental_add_on', columnNames: ['rentalId', 'addOnId'], isUnique: true },
        ],
        foreignKeys: [
          {
            name: 'FK_rental_add_ons_rental',
            columnNames: ['rentalId'],
            referencedTableName: 'rentals',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_rental_add_ons_add_on',
            columnNames: ['addOnId'],
            referencedTableName: 'add_ons',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rental_add_ons');
    for (const [table, column] of [
      ['add_ons', 'bookingVersion'],
      ['rentals', 'serviceTaxAdded'],
      ['rentals', 'priceBasis'],
      ['booking_requests', 'priceBasis'],
    ])
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  }
}
