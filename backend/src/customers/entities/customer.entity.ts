import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Language } from '../../i18n/language';

export const CUSTOMER_STATUSES = ['active', 'blacklisted'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

@Entity('customers')
@Index('UQ_customers_email', ['email'], { unique: true })
@Index('IDX_customers_status', ['status'])
@Index('IDX_customers_full_name', ['fullName'])
@Index('IDX_customers_confirmed_created', ['confirmedAt', 'createdAt'])
@Index('IDX_customers_created', ['createdAt'])
@Index('IDX_customers_deletion_requested', ['deletionRequestedAt'])
export class Customer {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  fullName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  hashedPassword: string | null;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ type: 'varchar', length: 64 })
  icPassportNumber: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  icPassportUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  driversLicenseUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utilityBillUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  socialMediaHandle: string | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: CustomerStatus;

  @Column({ type: 'boolean', default: false })
  hasAcceptedTerms: boolean;

  @Column({ type: 'integer', default: 0 })
  loyaltyPoints: number;

  /** The language of the customer's e-mails: chosen at registration, sign-in or in the app. */
  @Column({ type: 'varchar', length: 8, default: 'en' })
  language: Language;

  /** Bumped inside every booking request so one customer's requests are counted one at a time. */
  @Column({ type: 'integer', default: 0 })
  bookingVersion: number;

  /** When the customer proved the e-mail address; null until then (the account cannot be used). */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  /** The privacy notice version (PRIVACY_NOTICE_VERSION) the customer agreed to at registration; null: not recorded. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  privacyConsentVersion: string | null;

  /** When the customer agreed to that notice; null for accounts made before consent was recorded. */
  @Column({ type: 'datetime', nullable: true })
  privacyConsentAt: Date | null;

  /** When the customer asked to delete the account; staff confirm it once nothing holds the data. */
  @Column({ type: 'datetime', nullable: true })
  deletionRequestedAt: Date | null;

  /** When staff erased the account: personal fields overwritten, documents gone, sign-in refused. */
  @Column({ type: 'datetime', nullable: true })
  erasedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
