import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';
import type { ReturnFeeCategory } from '../return-catalogue';

/** One named fee of the editable list (a cleaning or a smoking fee), in both languages. */
@Entity('return_fees')
export class ReturnFee {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  category: ReturnFeeCategory;

  @Column({ type: 'varchar', length: 100 })
  nameEn: string;

  @Column({ type: 'varchar', length: 100 })
  nameMs: string;

  @Column({ type: 'integer' })
  amountSen: number;

  /** A fee taken off the list stays on the returns that charged it. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}
