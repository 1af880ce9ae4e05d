import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn } from '../../common/database/columns';
import { Payment } from '../../payments/entities/payment.entity';
import { BankStatementImport } from './bank-statement-import.entity';

/**
 * Where a line stands: 'unmatched' (no pending payment carries its reference and amount),
 * 'proposed' (one does; staff confirm it), 'confirmed' (the payment was completed from it) or
 * 'ignored' (staff set it aside).
 */
export const STATEMENT_LINE_STATUSES = ['unmatched', 'proposed', 'confirmed', 'ignored'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/**
 * One credit on the business's bank statement. The text is stored exactly as the bank wrote it
 * (never evaluated, whatever it starts with); `fingerprint` (unique) makes importing the same
 * statement again add nothing.
 */
@Entity('bank_statement_lines')
@Index('UQ_bank_statement_lines_fingerprint', ['fingerprint'], { unique: true })
@Index('IDX_bank_statement_lines_status', ['status', 'lineDate'])
@Index('IDX_bank_statement_lines_payment', ['matchedPaymentId'])
export class BankStatementLine {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  importId: number;

  @ManyToOne(() => BankStatementImport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'importId', foreignKeyConstraintName: 'FK_bank_statement_lines_import' })
  import?: BankStatementImport;

  @DateOnlyColumn()
  lineDate: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  /** Money received, in whole sen (always above zero: withdrawals are not stored). */
  @Column({ type: 'integer' })
  amountSen: number;

  /** SHA-256 (hex) of the day, the words, the amount and the line's place among identical ones. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** The pending payment proposed for this line, and the one it completed once confirmed. */
  @Column({ type: 'integer', nullable: true })
  matchedPaymentId: number | null;

  @ManyToOne(() => Payment, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'matchedPaymentId', foreignKeyConstraintName: 'FK_bank_statement_lines_payment' })
  matchedPayment?: Payment | null;

  @Column({ type: 'varchar', length: 20, default: 'unmatched' })
  status: StatementLineStatus;

  /** The staff member who confirmed or ignored it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  decidedBy: string | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
