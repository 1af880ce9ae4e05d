import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Payment } from '../../payments/entities/payment.entity';
import { Rental } from '../../rentals/entities/rental.entity';
import type { LedgerCategory, LedgerEntryKind } from '../rental-ledger';

/**
 * One line of a rental's account. Rows are only ever inserted: a correction is a new row that
 * reverses an old one (`reversesEntryId`, unique, so an entry is reversed at most once), and
 * `sourceKey` (unique) names the event that posted a row, so posting the same event twice
 * (a payment verified, a booking made) writes it once.
 */
@Entity('rental_ledger_entries')
@Index('IDX_rental_ledger_entries_rental', ['rentalId', 'kind'])
@Index('UQ_rental_ledger_entries_source', ['sourceKey'], { unique: true })
@Index('UQ_rental_ledger_entries_reverses', ['reversesEntryId'], { unique: true })
@Index('IDX_rental_ledger_entries_payment', ['paymentId'])
@Index('IDX_rental_ledger_entries_kind_created', ['kind', 'createdAt'])
export class LedgerEntry {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  rentalId: number;

  @ManyToOne(() => Rental, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_rental_ledger_entries_rental' })
  rental?: Rental;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerEntryKind;

  /** What a charge is for; on a payment, 'toward_deposit' when it was sent as the deposit. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  category: LedgerCategory | null;

  /** Whole sen; negative on a reversal and on a discount. */
  @Column({ type: 'integer' })
  amountSen: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  sourceKey: string | null;

  @Column({ type: 'integer', nullable: true })
  reversesEntryId: number | null;

  /** The payment a payment entry (or its reversal) records, so detaching the payment finds it. */
  @Column({ type: 'integer', nullable: true })
  paymentId: number | null;

  @ManyToOne(() => Payment, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'paymentId', foreignKeyConstraintName: 'FK_rental_ledger_entries_payment' })
  payment?: Payment | null;

  /** A photo staff took of what a charge is for (rental-photos storage area); null when none was attached. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  photoKey: string | null;

  /** The staff member who wrote it, or null when the system did (a booking, a verified payment). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  recordedBy: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
