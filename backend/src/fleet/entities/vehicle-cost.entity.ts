import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn } from '../../common/database/columns';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import type { CostCategory } from '../cost-categories';

/** Money a car cost (a service, tyres, its insurance), in whole sen, with the receipt's picture. */
@Entity('vehicle_costs')
@Index('IDX_vehicle_costs_vehicle_day', ['vehicleId', 'incurredOn'])
@Index('IDX_vehicle_costs_day', ['incurredOn'])
export class VehicleCost {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  vehicleId: number;

  @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vehicleId' })
  vehicle?: Vehicle;

  /** The day it was paid (Kuala Lumpur). */
  @DateOnlyColumn()
  incurredOn: string;

  @Column({ type: 'integer' })
  amountSen: number;

  @Column({ type: 'varchar', length: 20 })
  category: CostCategory;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** Stored file name of the receipt's picture (vehicle-documents area), if one was uploaded. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  receiptKey: string | null;

  @Column({ type: 'varchar', length: 100 })
  recordedBy: string;

  @CreatedAtColumn()
  createdAt: Date;
}
