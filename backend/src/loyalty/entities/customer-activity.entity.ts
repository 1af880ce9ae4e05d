import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Customer } from '../../customers/entities/customer.entity';

@Entity('customer_activity')
@Index('IDX_customer_activity_customer_created', ['customerId', 'createdAt'])
export class CustomerActivity {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_customer_activity_customer' })
  customer?: Customer;

  @Column({ type: 'varchar', length: 50 })
  activityType: string;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  @Column({ type: 'integer', default: 0 })
  pointsEarned: number;

  @CreatedAtColumn()
  createdAt: Date;
}
