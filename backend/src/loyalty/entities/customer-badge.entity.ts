import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdColumn } from '../../common/database/columns';
import { Customer } from '../../customers/entities/customer.entity';

@Entity('customer_badges')
@Index('UQ_customer_badges_customer_type', ['customerId', 'badgeType'], { unique: true })
export class CustomerBadge {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_customer_badges_customer' })
  customer?: Customer;

  @Column({ type: 'varchar', length: 50 })
  badgeType: string;

  @Column({ type: 'varchar', length: 100 })
  badgeName: string;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  @CreateDateColumn({ type: 'datetime' })
  earnedAt: Date;
}
