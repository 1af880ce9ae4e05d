import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdColumn } from '../../common/database/columns';
import { Rental } from '../../rentals/entities/rental.entity';
import { AddOn } from './add-on.entity';

/**
 * Units of an add-on a rental holds over its days (two child seats): the stock the business has
 * is counted against these, day by day, while the rental holds its car.
 */
@Entity('rental_add_ons')
@Index('IDX_rental_add_ons_add_on', ['addOnId', 'rentalId'])
@Index('UQ_rental_add_ons_rental_add_on', ['rentalId', 'addOnId'], { unique: true })
export class RentalAddOn {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  rentalId: number;

  @ManyToOne(() => Rental, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_rental_add_ons_rental' })
  rental?: Rental;

  @Column({ type: 'integer' })
  addOnId: number;

  @ManyToOne(() => AddOn, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'addOnId', foreignKeyConstraintName: 'FK_rental_add_ons_add_on' })
  addOn?: AddOn;

  @Column({ type: 'integer' })
  quantity: number;
}
