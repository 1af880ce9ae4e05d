import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, JsonColumn, MoneyColumn } from '../../common/database/columns';
import { Customer } from '../../customers/entities/customer.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';

export const RENTAL_STATUSES = [
  'awaiting_agreement',
  'approved',
  'active',
  'completed',
  'cancelled',
  'extension-requested',
] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export interface RentalPhoto {
  type: string;
  fileName: string;
}

@Entity('rentals')
@Index('IDX_rentals_vehicle_dates', ['vehicleId', 'startDate', 'endDate'])
@Index('IDX_rentals_customer', ['customerId'])
@Index('IDX_rentals_status', ['status'])
@Index('IDX_rentals_created_at', ['createdAt'])
export class Rental {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_rentals_customer' })
  customer?: Customer;

  /** The spec keeps the vehicle's name; the id is ours, for availability checks. */
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

  @JsonColumn()
  vehiclePhotos: RentalPhoto[] | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentProofUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  signatureUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  agreementPdfUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  keyHandoverPhotoUrl: string | null;

  @Column({ type: 'varchar', length: 30, default: 'awaiting_agreement' })
  status: RentalStatus;

  @Column({ type: 'text', nullable: true })
  cancellationReason: string | null;

  @DateOnlyColumn({ nullable: true })
  extensionRequestedUntil: string | null;

  @Column({ type: 'text', nullable: true })
  extensionReason: string | null;

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

  @CreatedAtColumn()
  createdAt: Date;
}
