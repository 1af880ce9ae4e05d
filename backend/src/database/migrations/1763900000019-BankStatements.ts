import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/*
 * Bank statements staff import to match transfers to payments: one row per import that added
 * lines, and one per credit line. A line's fingerprint is unique, so importing the same
 * statement twice adds nothing; a line points at the payment proposed for it (and kept once
 * confirmed), set to null should that payment ever be removed.
 */
export class BankStatements1763900000019 implements MigrationInterface {
  name = 'BankStatements1763900000019';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const createdAt = mysql
      ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" };
    await queryRunner.createTable(
      new Table({
        name: 'bank_statement_imports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'fileName', type: 'varchar', length: '255' },
          { name: 'importedBy', type: 'varchar', length: '100' },
          { name: 'newLines', type: 'integer' },
          { name: 'duplicateLines', type: 'integer' },
          { name: 'skippedLines', type: 'integer' },
          { name: 'proposedMatches', type: 'integer' },
          createdAt,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'bank_statement_lines',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'importId', type: 'integer' },
          { name: 'lineDate', type: 'date' },
          { name: 'description', type: 'varchar', length: '500' },
          { name: 'amountSen', type: 'integer' },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'matchedPaymentId', type: 'integer', isNullable: true },
          { name: 'status', type: 'varchar', length: '20', default: "'unmatched'" },
          { name: 'decidedBy', type: 'varchar', length: '100', isNullable: true },
          { name: 'decidedAt', type: 'datetime', isNullable: true },
          createdAt,
        ],
        indices: [
          { name: 'UQ_bank_statement_lines_fingerprint', columnNames: ['fingerprint'], isUnique: true },
          { name: 'IDX_bank_statement_lines_status', columnNames: ['status', 'lineDate'] },
          { name: 'IDX_bank_statement_lines_payment', columnNames: ['matchedPaymentId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_bank_statement_lines_import',
            columnNames: ['importId'],
            referencedTableName: 'bank_statement_imports',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_bank_statement_lines_payment',
            columnNames: ['matchedPaymentId'],
            referencedTableName: 'payments',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('bank_statement_lines');
    await queryRunner.dropTable('bank_statement_imports');
  }
}
