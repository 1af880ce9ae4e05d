import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import { Customer } from './customer.entity';

/**
 * A one-time code e-mailed to prove the customer owns the address (sign-in and new
 * registrations). Only a keyed hash is stored. A row is made for every request, also for
 * unknown e-mails (customerId null, never verifiable), so requests look the same either way.
 */
@Entity('sign_in_codes')
@Index('IDX_sign_in_codes_email_created', ['email', 'createdAt'])
@Index('IDX_sign_in_codes_expires', ['expiresAt'])
export class SignInCode {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'integer', nullable: true })
  customerId: number | null;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_sign_in_codes_customer' })
  customer?: Customer;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  consumedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
