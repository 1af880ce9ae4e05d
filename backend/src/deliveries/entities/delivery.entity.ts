import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn, MoneyColumn } from '../../common/database/columns';
import { StaffMember } from '../../staff/entities/staff-member.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';

@Entity('deliveries')
@Index('IDX_deliveries_delivery_time', ['deliveryTime'])
@Index('IDX_deliveries_vehicle', ['vehicleId'])
export class Delivery {
  @IdColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  staffId: number | null;

  @ManyToOne(() => StaffMember, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staffId', foreignKeyConstraintName: 'FK_deliveries_staff' })
  staff?: StaffMember | null;

  /** Kept as text so the record reads the same after the staff account is removed. */
  @Column({ type: 'varchar', length: 100 })
  staffName: string;

  /** The fleet vehicle; null once that vehicle is deleted (vehicleDelivered keeps its name). */
  @Column({ type: 'integer', nullable: true })
  vehicleId: number | null;

  @ManyToOne(() => Vehicle, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'vehicleId', foreignKeyConstraintName: 'FK_deliveries_vehicle' })
  vehicle?: Vehicle | null;

  /** The vehicle's display name when the delivery was recorded. */
  @Column({ type: 'varchar', length: 255 })
  vehicleDelivered: string;

  @Column({ type: 'datetime' })
  deliveryTime: Date;

  @Column({ type: 'varchar', length: 255 })
  fromLocation: string;

  @Column({ type: 'varchar', length: 255 })
  toLocation: string;

  @MoneyColumn()
  totalKm: string;

  @MoneyColumn({ default: '0.00' })
  miscExpense: string;

  @CreatedAtColumn()
  createdAt: Date;
}
