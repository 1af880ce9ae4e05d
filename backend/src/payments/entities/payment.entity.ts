import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BookingRequest } from '../../bookings/entities/booking-request.entity';
import { CreatedAtColumn, IdColumn, MoneyColumn, UpdatedAtColumn } from '../../common/database/columns';
import { Customer } from '../../customers/entities/customer.entity';
import { Language } from '../../i18n/language';
import { Rental } from '../../rentals/entities/rental.entity';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** QR is the one method offered; card and BillPlz are shown as coming soon. */
export const PAYMENT_METHODS = ['qr'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The formats a receipt is downloaded in. */
export type ReceiptFormat = 'pdf' | 'jpeg';

/** Where a verified payment's kept receipt is named, per format and language. */
export const KEPT_RECEIPT_COLUMNS = {
  pdf: { en: 'keptReceiptPdfEn', ms: 'keptReceiptPdfMs' },
  jpeg: { en: 'keptReceiptJpegEn', ms: 'keptReceiptJpegMs' },
} as const satisfies Record<ReceiptFormat, Record<Language, string>>;
export type KeptReceiptColumn = (typeof KEPT_RECEIPT_COLUMNS)[ReceiptFormat][Language];

export const PAYMENT_PURPOSES = ['rental-deposit', 'rental-payment', 'fine-payment', 'damage-compensation', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

@Entity('payments')
@Index('IDX_payments_customer_created', ['customerId', 'createdAt'])
@Index('IDX_payments_status', ['paymentStatus'])
@Index('UQ_payments_receipt_number', ['receiptNumber'], { unique: true })
@Index('UQ_payments_customer_idempotency', ['customerId', 'idempotencyKey'], { unique: true })
@Index('UQ_payments_transaction_id', ['transactionId'], { unique: true })
@Index('IDX_payments_rental_status', ['rentalId', 'paymentStatus'])
@Index('IDX_payments_booking_request', ['bookingRequestId'])
export class Payment {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_payments_customer' })
  customer?: Customer;

  /** The rental this payment is for, when the customer chose one. */
  @Column({ type: 'integer', nullable: true })
  rentalId: number | null;

  @ManyToOne(() => Rental, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_payments_rental' })
  rental?: Rental | null;

  /**
   * The booking request a payment made before approval is for; the approval carries the payment
   * to the rental it makes.
   */
  @Column({ type: 'integer', nullable: true })
  bookingRequestId: number | null;

  @ManyToOne(() => BookingRequest, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'bookingRequestId', foreignKeyConstraintName: 'FK_payments_booking_request' })
  bookingRequest?: BookingRequest | null;

  @MoneyColumn()
  amount: string;

  @Column({ type: 'varchar', length: 30 })
  paymentMethod: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: PaymentStatus;

  /**
   * The reference the customer writes on the bank transfer, made by the server (PaymentReferences)
   * and unique across all payments, so one transfer matches one payment.
   */
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

  /*
   * A completed payment's receipt, rendered the first time it is asked for and then served from
   * the 'pdfs' storage area (a pending one may still change, so it is rendered every time).
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  keptReceiptPdfEn: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  keptReceiptPdfMs: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  keptReceiptJpegEn: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  keptReceiptJpegMs: string | null;

  /** The client's Idempotency-Key, unique per customer: a retry key only, never the transfer reference. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the request body the key first came with: the same key with another body is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  requestHash: string | null;

  /** Why staff marked the payment failed. */
  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  @Column({ type: 'datetime', nullable: true })
  verifiedAt: Date | null;

  /** The username of the staff member who verified (completed or failed) the payment. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  verifiedBy: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
