import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Customer } from '../../customers/entities/customer.entity';
import { Rental } from '../../rentals/entities/rental.entity';

@Entity('customer_reviews')
@Index('IDX_customer_reviews_customer', ['customerId'])
@Index('IDX_customer_reviews_public', ['isPublic', 'createdAt'])
/** One review per rental; reviews whose rental was deleted keep a NULL rentalId. */
@Index('UQ_customer_reviews_rental', ['rentalId'], { unique: true })
export class CustomerReview {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_customer_reviews_customer' })
  customer?: Customer;

  @Column({ type: 'integer', nullable: true })
  rentalId: number | null;

  @ManyToOne(() => Rental, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'rentalId', foreignKeyConstraintName: 'FK_customer_reviews_rental' })
  rental?: Rental | null;

  /** 1 to 5 stars. */
  @Column({ type: 'integer' })
  rating: number;

  @Column({ type: 'text', nullable: true })
  reviewText: string | null;

  @Column({ type: 'boolean', default: true })
  isPublic: boolean;

  /** Staff hid it from the vehicle's public reviews. */
  @Column({ type: 'boolean', default: false })
  isHidden: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}
