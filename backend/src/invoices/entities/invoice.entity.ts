import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, MoneyColumn } from '../../common/database/columns';
import { Rental } from '../../rentals/entities/rental.entity';
import { InvoiceLine } from './invoice-line.entity';

@Entity('invoices')
@Index('IDX_invoices_invoice_date', ['invoiceDate'])
@Index('UQ_invoices_idempotency_key', ['idempotencyKey'], { unique: true })
@Index('UQ_invoices_number', ['number'], { unique: true })
@Index('UQ_invoices_rental_ledger', ['rentalId', 'ledgerKey'], { unique: true })
export class Invoice {
  @IdColumn()
  id: number;

  /** INV-2026-000123, from the yearly counter; never reused. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  number: string | null;

  /** The rental billed, when the invoice was made from its account. */
  @Column({ type: 'integer', nullable: true })
  rentalId: number | null;

  @ManyToOne(() => Rental, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_invoices_rental' })
  rental?: Rental | null;

  /**
   * Which of the rental's charges it bills (a digest of their entry ids): the same account
   * invoiced again gives back this invoice, a new charge makes a new one.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ledgerKey: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  billToAddress: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  billToPhone: string | null;

  /** Before service tax; null on invoices made before tax was shown. */
  @MoneyColumn({ nullable: true })
  subtotalAmount: string | null;

  /** The service tax in the total; null on invoices made before tax was shown. */
  @MoneyColumn({ nullable: true })
  taxAmount: string | null;

  /** The SST rate the invoice was made with (800 = 8%); null when the business was not registered. */
  @Column({ type: 'integer', nullable: true })
  taxRateBasisPoints: number | null;

  @OneToMany(() => InvoiceLine, (line) => line.invoice)
  lines?: InvoiceLine[];

  @Column({ type: 'varchar', length: 255 })
  customerName: string;

  @DateOnlyColumn()
  invoiceDate: string;

  @Column({ type: 'varchar', length: 255 })
  vehicleRented: string;

  @Column({ type: 'integer' })
  totalDays: number;

  /** What the customer pays: the subtotal and the tax. */
  @MoneyColumn()
  totalAmount: string;

  /** The Generate Invoice dialog's Idempotency-Key: a double submit gives back this invoice, not a second one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the fields the key first came with: the same key with other fields is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  requestHash: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
