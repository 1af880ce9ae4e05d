import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn } from '../../common/database/columns';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import type { BlockReason } from '../block-reasons';

/** Days a car is kept off the road (a service, a repair): it holds the car on the schedule like a booking. */
@Entity('vehicle_blocks')
@Index('IDX_vehicle_blocks_vehicle_dates', ['vehicleId', 'startDate', 'endDate'])
@Index('IDX_vehicle_blocks_dates', ['endDate', 'startDate'])
export class VehicleBlock {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  vehicleId: number;

  @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vehicleId' })
  vehicle?: Vehicle;

  /** First and last day off the road, inclusive (Kuala Lumpur calendar days). */
  @DateOnlyColumn()
  startDate: string;

  @DateOnlyColumn()
  endDate: string;

  @Column({ type: 'varchar', length: 20 })
  reason: BlockReason;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 100 })
  createdBy: string;

  @CreatedAtColumn()
  createdAt: Date;
}
