import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, JsonColumn, MoneyColumn } from '../../common/database/columns';
import { Customer } from '../../customers/entities/customer.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
// Type only: the lifecycle module reads this entity at run time, so a value import would be circular.
import type { RentalStatus } from '../rental-lifecycle';
import type { PriceBasis } from '../../pricing/rental-price';

/** The statuses, their moves and their groups live in the lifecycle module. */
export type { RentalStatus } from '../rental-lifecycle';

/** The wizard's evidence photos, in the order the agreement shows them. */
export const RENTAL_PHOTO_TYPES = ['front_with_customer', 'front', 'back', 'left', 'right', 'interior_mileage', 'known_damage'] as const;
export type RentalPhotoType = (typeof RENTAL_PHOTO_TYPES)[number];
export const REQUIRED_PHOTO_TYPES: readonly RentalPhotoType[] = ['front_with_customer'];

export interface RentalPhoto {
  type: RentalPhotoType;
  /** Stored name under the rental-photos area. */
  fileName: string;
  /** ISO instant the photo reached the server. */
  takenAt: string;
}

@Entity('rentals')
@Index('IDX_rentals_vehicle_dates', ['vehicleId', 'startDate', 'endDate'])
@Index('IDX_rentals_customer', ['customerId'])
@Index('IDX_rentals_status', ['status'])
@Index('IDX_rentals_created_at', ['createdAt'])
@Index('IDX_rentals_end_start', ['endDate', 'startDate'])
@Index('IDX_rentals_status_start', ['status', 'startDate', 'grandTotal'])
@Index('IDX_rentals_vehicle_status', ['vehicleId', 'status'])
@Index('IDX_rentals_start_vehicle', ['startDate', 'vehicleId'])
export class Rental {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_rentals_customer' })
  customer?: Customer;

  /** `vehicle` keeps the car's name as text; the id links the car, for availability checks. */
  @Column({ type: 'integer', nullable: true })
  vehicleId: number | null;

  @ManyToOne(() => Vehicle, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'vehicleId', foreignKeyConstraintName: 'FK_rentals_vehicle' })
  vehicleRecord?: Vehicle | null;

  @Column({ type: 'varchar', length: 255 })
  vehicle: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  color: string | null;

  @Column({ type: 'integer', default: 0 })
  mileageLimit: number;

  @MoneyColumn({ default: '0.00' })
  extraMileageCharge: string;

  /** Eighths of a tank, 0 to 8. */
  @Column({ type: 'integer', nullable: true })
  fuelLevel: number | null;

  @Column({ type: 'integer', default: 0 })
  currentMileage: number;

  @DateOnlyColumn()
  startDate: string;

  @DateOnlyColumn()
  endDate: string;

  @Column({ type: 'varchar', length: 5, default: '09:00' })
  pickupTime: string;

  @Column({ type: 'varchar', length: 5, default: '18:00' })
  returnTime: string;

  @Column({ type: 'integer' })
  totalDays: number;

  @MoneyColumn()
  rentalPerDay: string;

  @MoneyColumn()
  deposit: string;

  @MoneyColumn({ default: '0.00' })
  discount: string;

  @MoneyColumn()
  grandTotal: string;

  /** The service tax the grand total carries on top of the prices (the booking's and each extension's), as the account posted it. */
  @MoneyColumn({ default: '0.00' })
  serviceTaxAdded: string;

  /**
   * What the booking was priced from (rates, seasons, add-ons and zone as they were then), so its
   * price, its agreement and an extension's days read the same plan; null for older bookings.
   */
  @JsonColumn()
  priceBasis: PriceBasis | null;

  @JsonColumn()
  vehiclePhotos: RentalPhoto[] | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentProofUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  signatureUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  agreementPdfUrl: string | null;

  /** The wizard's step 4 photo (stored name, rental-photos area). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  keyHandoverPhotoUrl: string | null;

  @Column({ type: 'datetime', nullable: true })
  keyHandoverPhotoAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  signedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  agreementFinalizedAt: Date | null;

  /** The photo taken at Complete Handover (approved -> active). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  handoverPhotoUrl: string | null;

  @Column({ type: 'datetime', nullable: true })
  handedOverAt: Date | null;

  /**
   * The Kuala Lumpur day from which what is left of the deposit is refundable: the return day plus
   * the hold for summonses that arrive late. Set at the return.
   */
  @DateOnlyColumn({ nullable: true })
  depositRefundDueOn: string | null;

  /** Why staff let the keys go out although the business's payment requirement was not met. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  handoverOverrideReason: string | null;

  /** The username of the staff member who overrode it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  handoverOverriddenBy: string | null;

  /** When staff confirmed the car's open damage was shown to the customer at the handover. */
  @Column({ type: 'datetime', nullable: true })
  existingDamageShownAt: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  existingDamageShownBy: string | null;

  /** The damage points shown then: a point opened afterwards must be shown again. */
  @JsonColumn()
  existingDamageShownIds: number[] | null;

  @Column({ type: 'varchar', length: 30, default: 'awaiting_agreement' })
  status: RentalStatus;

  @Column({ type: 'text', nullable: true })
  cancellationReason: string | null;

  @DateOnlyColumn({ nullable: true })
  extensionRequestedUntil: string | null;

  @Column({ type: 'text', nullable: true })
  extensionReason: string | null;

  /** Why staff declined the last extension request; cleared by a new request. */
  @Column({ type: 'text', nullable: true })
  extensionDeclineReason: string | null;

  /** Set when staff mark the rental returned (Kuala Lumpur calendar date). */
  @DateOnlyColumn({ nullable: true })
  returnDate: string | null;

  @Column({ type: 'integer', nullable: true })
  returnMileage: number | null;

  /** Eighths of a tank at return, 0 to 8. */
  @Column({ type: 'integer', nullable: true })
  returnFuelLevel: number | null;

  /** Extra mileage charged at return, in RM ("12.50"); null until returned. */
  @MoneyColumn({ nullable: true })
  extraMileageFee: string | null;

  /** Signed into each WhatsApp agreement link; bumping it (at cancellation) withdraws every link sent before. */
  @Column({ type: 'integer', default: 0 })
  agreementLinkVersion: number;

  /** Bumped by every write to the rental's account: the row lock that lets one writer at a time check and post. */
  @Column({ type: 'integer', default: 0 })
  ledgerVersion: number;

  /**
   * The pickup day the customer was last reminded of a balance due for: set by ONE conditional
   * update before the e-mail goes, so of the replicas' reminder runs exactly one sends it.
   */
  @DateOnlyColumn({ nullable: true })
  balanceReminderSentFor: string | null;

  /** The pickup day the customer was reminded of the day before; claimed by ONE conditional update, so it goes once. */
  @DateOnlyColumn({ nullable: true })
  pickupReminderSentFor: string | null;

  /** The return day the customer was reminded of the day before (an extension moves the day, and its reminder with it). */
  @DateOnlyColumn({ nullable: true })
  returnReminderSentFor: string | null;

  /** The last Kuala Lumpur day an overdue notice went to the customer and staff: one a day while the car is late. */
  @DateOnlyColumn({ nullable: true })
  overdueNoticeSentOn: string | null;

  /**
   * Null until the rental earns its loyalty (returned, above zero and paid in full, whichever
   * comes last); then the on-time bonus it gave, 0 for a late return. Earned rentals count for badges.
   */
  @Column({ type: 'integer', nullable: true })
  loyaltyBonusPoints: number | null;

  @CreatedAtColumn()
  createdAt: Date;
}
