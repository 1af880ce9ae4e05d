import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn, MoneyColumn, UpdatedAtColumn } from '../../common/database/columns';
import { Customer } from '../../customers/entities/customer.entity';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PURPOSES = ['rental-deposit', 'rental-payment', 'fine-payment', 'damage-compensation', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

@Entity('payments')
@Index('IDX_payments_customer_created', ['customerId', 'createdAt'])
@Index('IDX_payments_status', ['paymentStatus'])
@Index('UQ_payments_receipt_number', ['receiptNumber'], { unique: true })
export class Payment {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_payments_customer' })
  customer?: Customer;

  @MoneyColumn()
  amount: string;

  @Column({ type: 'varchar', length: 30 })
  paymentMethod: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: PaymentStatus;

  @Column({ type: 'varchar', length: 100, nullable: true })
  transactionId: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  receiptNumber: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 50 })
  paymentFor: PaymentPurpose;

  @Column({ type: 'varchar', length: 255, nullable: true })
  receiptPdfUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentProofUrl: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
