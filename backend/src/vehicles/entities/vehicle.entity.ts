import { Column, Entity, Index } from 'typeorm';
import { type VehicleCategory } from '../vehicle-categories';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, MoneyColumn, UpdatedAtColumn } from '../../common/database/columns';

@Entity('vehicles')
@Index('UQ_vehicles_name', ['name'], { unique: true })
@Index('IDX_vehicles_is_active', ['isActive'])
@Index('UQ_vehicles_photo_url', ['photoUrl'], { unique: true })
export class Vehicle {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  make: string;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  /** First letters of the plate, e.g. "WXY". */
  @Column({ type: 'varchar', length: 20, nullable: true })
  plateIdentifier: string | null;

  /** One of VEHICLE_CATEGORIES (the form refuses any other; older free text was mapped onto the list). */
  @Column({ type: 'varchar', length: 50 })
  category: VehicleCategory;

  @Column({ type: 'varchar', length: 50, nullable: true })
  color: string | null;

  /** Stored file name of the photo (served through the API), not a public path; one vehicle per file. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  photoUrl: string | null;

  /** Kilometres per rental; 0 means no limit stated. */
  @Column({ type: 'integer', default: 0 })
  mileageLimit: number;

  @MoneyColumn({ default: '100.00' })
  dailyRate: string;

  /** On the business's weekend days, when the car costs more then; null: the daily rate. */
  @MoneyColumn({ nullable: true })
  weekendRate: string | null;

  /** Per day for every day of a rental of a week or more; null: no weekly price. */
  @MoneyColumn({ nullable: true })
  weeklyRate: string | null;

  /** Per day for every day of a rental of four weeks or more; null: no monthly price. */
  @MoneyColumn({ nullable: true })
  monthlyRate: string | null;

  @MoneyColumn({ default: '200.00' })
  deposit: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** The day the car was first registered, when staff recorded it: no compliance date can lapse before it. */
  @DateOnlyColumn({ nullable: true })
  registrationDate: string | null;

  /** The highest odometer reading recorded (pickups, returns, services), km. */
  @Column({ type: 'integer', default: 0 })
  odometerKm: number;

  /** A service every this many km and/or months, whichever comes first; null: no such schedule. */
  @Column({ type: 'integer', nullable: true })
  serviceEveryKm: number | null;

  @Column({ type: 'integer', nullable: true })
  serviceEveryMonths: number | null;

  /** The last service recorded: its day and the odometer then. */
  @DateOnlyColumn({ nullable: true })
  lastServiceOn: string | null;

  @Column({ type: 'integer', nullable: true })
  lastServiceKm: number | null;

  /** Bumped inside every booking transaction so SQLite serialises it like MySQL's row lock. */
  @Column({ type: 'integer', default: 0 })
  bookingVersion: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
