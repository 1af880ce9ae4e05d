import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, JsonColumn, UpdatedAtColumn } from '../../common/database/columns';
import type { PriceBasis } from '../../pricing/rental-price';
import { Customer } from '../../customers/entities/customer.entity';
import { Rental } from '../../rentals/entities/rental.entity';
import { StaffMember } from '../../staff/entities/staff-member.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';

export const BOOKING_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

@Entity('booking_requests')
@Index('IDX_booking_requests_status', ['status', 'createdAt'])
@Index('IDX_booking_requests_vehicle_dates', ['vehicleId', 'startDate', 'endDate'])
@Index('IDX_booking_requests_customer', ['customerId'])
export class BookingRequest {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_booking_requests_customer' })
  customer?: Customer;

  @Column({ type: 'integer' })
  vehicleId: number;

  @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vehicleId', foreignKeyConstraintName: 'FK_booking_requests_vehicle' })
  vehicle?: Vehicle;

  @Column({ type: 'varchar', length: 255 })
  vehicleName: string;

  @DateOnlyColumn()
  startDate: string;

  @DateOnlyColumn()
  endDate: string;

  @Column({ type: 'text', nullable: true })
  customerMessage: string | null;

  /**
   * The quote the customer asked on: the car's rates, the seasons, the add-ons and zone chosen,
   * at their prices when the request was sent. Approval prices the rental from it; null for
   * requests sent before prices were kept.
   */
  @JsonColumn()
  priceBasis: PriceBasis | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: BookingRequestStatus;

  @Column({ type: 'integer', nullable: true })
  staffId: number | null;

  @ManyToOne(() => StaffMember, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staffId', foreignKeyConstraintName: 'FK_booking_requests_staff' })
  staff?: StaffMember | null;

  @Column({ type: 'text', nullable: true })
  staffReason: string | null;

  @Column({ type: 'integer', nullable: true })
  rentalId: number | null;

  @ManyToOne(() => Rental, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_booking_requests_rental' })
  rental?: Rental | null;

  @Column({ type: 'boolean', default: false })
  emailSent: boolean;

  @Column({ type: 'boolean', default: false })
  whatsappSent: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
