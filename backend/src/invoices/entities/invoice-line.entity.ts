import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../common/database/columns';
import type { ChargeCategory } from '../../ledger/rental-ledger';
import { Invoice } from './invoice.entity';

/** One billed charge: what it is, its amount before tax and the service tax on it. */
@Entity('invoice_lines')
@Index('IDX_invoice_lines_invoice', ['invoiceId', 'position'])
export class InvoiceLine {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  invoiceId: number;

  @ManyToOne(() => Invoice, (invoice) => invoice.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoiceId', foreignKeyConstraintName: 'FK_invoice_lines_invoice' })
  invoice?: Invoice;

  /** Its place on the invoice, from 1. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 30 })
  category: ChargeCategory;

  /** The charge's note as staff wrote it (the category's label is printed in the reader's language). */
  @Column({ type: 'varchar', length: 500 })
  description: string;

  /** Before tax (RM). */
  @MoneyColumn()
  amount: string;

  @MoneyColumn()
  taxAmount: string;
}
