import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Rental } from '../../rentals/entities/rental.entity';
import { LedgerEntry } from './ledger-entry.entity';

/** How money went back to the customer. */
export const REFUND_METHODS = ['bank_transfer', 'duitnow', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * How a refund was paid out: the method, the bank's reference and a picture of the transfer. The
 * money itself is the refund entry on the rental's account this row points at (unique: one each).
 */
@Entity('rental_refunds')
@Index('IDX_rental_refunds_rental', ['rentalId'])
@Index('UQ_rental_refunds_entry', ['ledgerEntryId'], { unique: true })
export class RentalRefund {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  rentalId: number;

  @ManyToOne(() => Rental, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_rental_refunds_rental' })
  rental?: Rental;

  @Column({ type: 'integer' })
  ledgerEntryId: number;

  @ManyToOne(() => LedgerEntry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ledgerEntryId', foreignKeyConstraintName: 'FK_rental_refunds_entry' })
  ledgerEntry?: LedgerEntry;

  @Column({ type: 'integer' })
  amountSen: number;

  @Column({ type: 'varchar', length: 20 })
  method: RefundMethod;

  /** The bank's (or DuitNow's) reference of the transfer; null for cash. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  /** A picture of the transfer, in the payment-proofs storage area. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  proofUrl: string | null;

  @Column({ type: 'varchar', length: 100 })
  recordedBy: string;

  @CreatedAtColumn()
  createdAt: Date;
}
