import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * A verified payment's receipt no longer changes, so it is rendered the first time it is asked for
 * and the file is kept: one column per format and language, each naming a file in the 'pdfs'
 * storage area (a receipt downloaded in Malay is a different document from the English one).
 */
const COLUMNS = ['keptReceiptPdfEn', 'keptReceiptPdfMs', 'keptReceiptJpegEn', 'keptReceiptJpegMs'];

export class KeptReceipts1763900000012 implements MigrationInterface {
  name = 'KeptReceipts1763900000012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'payments',
      COLUMNS.map((name) => new TableColumn({ name, type: 'varchar', length: '255', isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('payments', [...COLUMNS].reverse());
  }
}
