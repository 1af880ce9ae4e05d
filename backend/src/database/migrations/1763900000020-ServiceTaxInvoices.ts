import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Invoices become proper documents: a number from a yearly counter (INV-2026-000123, never
 * reused), the rental they bill when made from its account, the bill-to address and phone, the
 * amount before tax and the service tax, and their lines. Invoices made before this get numbers
 * in the order they were made, per year of their invoice date, and the counters continue from there.
 */
const BATCH = 500;
const money = (name: string, isNullable = false) => ({ name, type: 'decimal', precision: 10, scale: 2, isNullable });

export class ServiceTaxInvoices1763900000020 implements MigrationInterface {
  name = 'ServiceTaxInvoices1763900000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'invoice_counters',
        columns: [
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'lastNumber', type: 'integer', default: 0 },
        ],
      }),
    );
    await queryRunner.addColumns('invoices', [
      new TableColumn({ name: 'number', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'rentalId', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'ledgerKey', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'billToAddress', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'billToPhone', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn(money('subtotalAmount', true)),
      new TableColumn(money('taxAmount', true)),
      new TableColumn({ name: 'taxRateBasisPoints', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createIndex('invoices', new TableIndex({ name: 'UQ_invoices_number', columnNames: ['number'], isUnique: true }));
    await queryRunner.createIndex(
      'invoices',
      new TableIndex({ name: 'UQ_invoices_rental_ledger', columnNames: ['rentalId', 'ledgerKey'], isUnique: true }),
    );
    await queryRunner.createForeignKey(
      'invoices',
      new TableForeignKey({
        name: 'FK_invoices_rental',
        columnNames: ['rentalId'],
        referencedTableName: 'rentals',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'invoice_lines',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'invoiceId', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'category', type: 'varchar', length: '30' },
          { name: 'description', type: 'varchar', length: '500' },
          money('amount'),
          money('taxAmount'),
        ],
        indices: [{ name: 'IDX_invoice_lines_invoice', columnNames: ['invoiceId', 'position'] }],
        foreignKeys: [
          {
            name: 'FK_invoice_lines_invoice',
            columnNames: ['invoiceId'],
            referencedTableName: 'invoices',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await this.numberExistingInvoices(queryRunner);
  }

  private async numberExistingInvoices(queryRunner: QueryRunner): Promise<void> {
    const lastByYear = new Map<number, number>();
    for (let lastId = 0; ;) {
      const rows: Array<{ id: number; invoiceDate: string | Date }> = await queryRunner.query(
        'SELECT id, invoiceDate FROM invoices WHERE id > ? ORDER BY id LIMIT ?',
        [lastId, BATCH],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const day = row.invoiceDate instanceof Date ? row.invoiceDate.toISOString() : String(row.invoiceDate);
        const year = Number(day.slice(0, 4));
        const next = (lastByYear.get(year) ?? 0) + 1;
        lastByYear.set(year, next);
        await queryRunner.query('UPDATE invoices SET number = ? WHERE id = ?', [`INV-${year}-${String(next).padStart(6, '0')}`, row.id]);
      }
      lastId = Number(rows[rows.length - 1].id);
    }
    for (const [year, lastNumber] of lastByYear)
      await queryRunner.query('INSERT INTO invoice_counters (year, lastNumber) VALUES (?, ?)', [year, lastNumber]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('invoice_lines');
    // The foreign key first: MySQL keeps the (rentalId, ...) index for it.
    await queryRunner.dropForeignKey('invoices', 'FK_invoices_rental');
    await queryRunner.dropIndex('invoices', 'UQ_invoices_rental_ledger');
    await queryRunner.dropIndex('invoices', 'UQ_invoices_number');
    await queryRunner.dropColumns('invoices', [
      'taxRateBasisPoints',
      'taxAmount',
      'subtotalAmount',
      'billToPhone',
      'billToAddress',
      'ledgerKey',
      'rentalId',
      'number',
    ]);
    await queryRunner.dropTable('invoice_counters');
  }
}
