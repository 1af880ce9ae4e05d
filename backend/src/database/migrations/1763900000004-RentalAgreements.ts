import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * The agreement's evidence carries the time it was captured (signature, the wizard's key
 * handover photo, finalize), the Complete Handover photo and time, and a declined extension's reason.
 */
export class RentalAgreements1763900000004 implements MigrationInterface {
  name = 'RentalAgreements1763900000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rentals', [
      new TableColumn({ name: 'signedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'keyHandoverPhotoAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'agreementFinalizedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'handoverPhotoUrl', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'handedOverAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'extensionDeclineReason', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('rentals', [
      'extensionDeclineReason',
      'handedOverAt',
      'handoverPhotoUrl',
      'agreementFinalizedAt',
      'keyHandoverPhotoAt',
      'signedAt',
    ]);
  }
}
