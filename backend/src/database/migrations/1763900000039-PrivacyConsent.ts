import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * The customer's consent to the privacy notice (PDPA 2010): the notice's version and when it was
 * given. Customers registered before this keep null (consent not recorded); new registrations
 * cannot be made without it.
 */
export class PrivacyConsent1763900000039 implements MigrationInterface {
  name = 'PrivacyConsent1763900000039';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('customers', [
      new TableColumn({ name: 'privacyConsentVersion', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'privacyConsentAt', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Plain ALTER TABLEs: TypeORM's dropColumn rebuilds the table on SQLite, and dropping the old
    // customers table there is refused while rentals and bookings refer to it.
    await queryRunner.query('ALTER TABLE customers DROP COLUMN privacyConsentAt');
    await queryRunner.query('ALTER TABLE customers DROP COLUMN privacyConsentVersion');
  }
}
