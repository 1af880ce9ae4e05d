import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn } from '../../common/database/columns';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import type { SeasonReach } from '../rental-price';

export type SeasonAdjustmentKind = 'rate' | 'percent';

/** Dates that cost differently: a rate or a percentage over the fleet, a category or one car. */
@Entity('seasons')
@Index('IDX_seasons_dates', ['startDate', 'endDate'])
export class Season {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  nameEn: string;

  @Column({ type: 'varchar', length: 100 })
  nameMs: string;

  @DateOnlyColumn()
  startDate: string;

  /** The last day of the season, inclusive. */
  @DateOnlyColumn()
  endDate: string;

  @Column({ type: 'varchar', length: 10 })
  adjustment: SeasonAdjustmentKind;

  @Column({ type: 'integer', nullable: true })
  rateSen: number | null;

  @Column({ type: 'integer', nullable: true })
  percent: number | null;

  @Column({ type: 'integer', default: 1 })
  minDays: number;

  @Column({ type: 'varchar', length: 10 })
  reach: SeasonReach;

  @Column({ type: 'varchar', length: 50, nullable: true })
  category: string | null;

  @Column({ type: 'integer', nullable: true })
  vehicleId: number | null;

  @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vehicleId', foreignKeyConstraintName: 'FK_seasons_vehicle' })
  vehicle?: Vehicle | null;

  /** The public holiday it was made from ("2027-03-10|Hari Raya Aidilfitri"), if any. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  holidayKey: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
