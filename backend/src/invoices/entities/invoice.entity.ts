import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, MoneyColumn } from '../../common/database/columns';

@Entity('invoices')
@Index('IDX_invoices_invoice_date', ['invoiceDate'])
@Index('UQ_invoices_idempotency_key', ['idempotencyKey'], { unique: true })
export class Invoice {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  customerName: string;

  @DateOnlyColumn()
  invoiceDate: string;

  @Column({ type: 'varchar', length: 255 })
  vehicleRented: string;

  @Column({ type: 'integer' })
  totalDays: number;

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
