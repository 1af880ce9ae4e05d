import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Rental } from '../../rentals/entities/rental.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import type { CarPanel, DamageKind, DamagePhase, DamageSize, DamageStatus } from '../return-catalogue';

/**
 * A damage point on a car: it belongs to the vehicle (its history outlives rentals), knows the
 * rental and the phase it was found at, and stays open until repaired. A point recorded during
 * a return is pending until that return is finalized, and is then charged once, on that rental.
 */
@Entity('vehicle_damages')
@Index('IDX_vehicle_damages_vehicle_status', ['vehicleId', 'status'])
@Index('IDX_vehicle_damages_rental', ['rentalId'])
export class VehicleDamage {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  vehicleId: number;

  @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vehicleId', foreignKeyConstraintName: 'FK_vehicle_damages_vehicle' })
  vehicle?: Vehicle;

  @Column({ type: 'integer', nullable: true })
  rentalId: number | null;

  @ManyToOne(() => Rental, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_vehicle_damages_rental' })
  rental?: Rental | null;

  @Column({ type: 'varchar', length: 10 })
  phase: DamagePhase;

  @Column({ type: 'varchar', length: 10 })
  status: DamageStatus;

  /** Position on the top-down diagram, in its viewBox units. */
  @Column({ type: 'integer' })
  x: number;

  @Column({ type: 'integer' })
  y: number;

  @Column({ type: 'varchar', length: 30 })
  panel: CarPanel;

  @Column({ type: 'varchar', length: 20 })
  kind: DamageKind;

  @Column({ type: 'varchar', length: 10 })
  size: DamageSize;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** A close-up among the rental's return photos (rental-photos area). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  photoKey: string | null;

  /** What the return charges for it, in sen: from the price list or typed by staff. */
  @Column({ type: 'integer', nullable: true })
  chargeSen: number | null;

  /** Why staff typed the amount instead of taking the list's price; null for a list price. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  chargeReason: string | null;

  @Column({ type: 'varchar', length: 100 })
  recordedBy: string;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  repairedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  repairCostSen: number | null;

  /** The staff member who closed it as repaired. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  repairedBy: string | null;
}
