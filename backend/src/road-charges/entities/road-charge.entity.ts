import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Rental } from '../../rentals/entities/rental.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import type { RoadChargeKind, RoadChargeStatus, SummonsIssuer } from '../road-charge-states';

/**
 * A traffic summons or a toll that reached the business for one of its cars, traced to the rental
 * that had the car at that moment. `fingerprint` (unique) is the notice (issuer and number) or the
 * toll line (car, moment, plaza, amount, place among identical lines), so recording or importing
 * the same one again adds nothing and never charges twice.
 */
@Entity('road_charges')
@Index('UQ_road_charges_fingerprint', ['fingerprint'], { unique: true })
@Index('IDX_road_charges_status', ['status', 'occurredAt'])
@Index('IDX_road_charges_rental', ['rentalId'])
@Index('IDX_road_charges_vehicle', ['vehicleId', 'occurredAt'])
export class RoadCharge {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: RoadChargeKind;

  /** The car; null only if it was deleted afterwards (the plate stays as recorded). */
  @Column({ type: 'integer', nullable: true })
  vehicleId: number | null;

  @ManyToOne(() => Vehicle, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'vehicleId', foreignKeyConstraintName: 'FK_road_charges_vehicle' })
  vehicleRecord?: Vehicle | null;

  @Column({ type: 'varchar', length: 20 })
  plate: string;

  /** The moment of the offence or the toll (an instant; entered and shown as Kuala Lumpur time). */
  @Column({ type: 'datetime' })
  occurredAt: Date;

  /** Where: the road or the toll plaza, as written on the notice or the statement. */
  @Column({ type: 'varchar', length: 200 })
  place: string;

  /** Who issued a summons; null for a toll. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  issuer: SummonsIssuer | null;

  /** The summons' own number; null for a toll. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  noticeNumber: string | null;

  /** What the authority or the toll operator charged, in whole sen (the admin fee is not in it). */
  @Column({ type: 'integer' })
  amountSen: number;

  /** The admin fee charged with it (summonses; zero for tolls), fixed when it was charged. */
  @Column({ type: 'integer', default: 0 })
  adminFeeSen: number;

  /** A photo of the notice (rental-photos storage area); null when none was taken. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  photoKey: string | null;

  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** The rental that had the car at that moment; null while unmatched. */
  @Column({ type: 'integer', nullable: true })
  rentalId: number | null;

  @ManyToOne(() => Rental, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_road_charges_rental' })
  rental?: Rental | null;

  @Column({ type: 'varchar', length: 20 })
  status: RoadChargeStatus;

  /** Why staff disputed it or wrote it off. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  statusReason: string | null;

  /** The staff member who last changed its state by hand, and when. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  decidedBy: string | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'varchar', length: 100 })
  recordedBy: string;

  @CreatedAtColumn()
  createdAt: Date;
}
