import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';

/** One upload of a bank statement that added lines: who sent which file, and what it added. */
@Entity('bank_statement_imports')
export class BankStatementImport {
  @IdColumn()
  id: number;

  /** The file's name as the browser sent it, cut to the column. */
  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 100 })
  importedBy: string;

  /** Credits stored by this import. */
  @Column({ type: 'integer' })
  newLines: number;

  /** Credits already stored by an earlier import. */
  @Column({ type: 'integer' })
  duplicateLines: number;

  /** Rows that were no credit (withdrawals, totals, notes). */
  @Column({ type: 'integer' })
  skippedLines: number;

  /** New lines that carried a pending payment's reference and amount. */
  @Column({ type: 'integer' })
  proposedMatches: number;

  @CreatedAtColumn()
  createdAt: Date;
}
