import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last receipt number given out in a (Kuala Lumpur) year: RCP-<year>-<lastNumber>. */
@Entity('receipt_counters')
export class ReceiptCounter {
  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer', default: 0 })
  lastNumber: number;
}
