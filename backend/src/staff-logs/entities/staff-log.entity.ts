import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { IdColumn, JsonColumn } from '../../common/database/columns';

/** No foreign key on staffId: the audit trail must outlive a removed staff account. */
@Entity('staff_logs')
@Index('IDX_staff_logs_staff_timestamp', ['staffId', 'timestamp'])
@Index('IDX_staff_logs_timestamp', ['timestamp'])
/** The breach response reads one action over a range (customer_document_viewed). */
@Index('IDX_staff_logs_action_timestamp', ['action', 'timestamp'])
export class StaffLog {
  @IdColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  staffId: number | null;

  @Column({ type: 'varchar', length: 100 })
  staffUsername: string;

  @Column({ type: 'varchar', length: 100 })
  action: string;

  @Column({ type: 'varchar', length: 50 })
  targetType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  /** Sent by a browser through POST /api/staff/logs, not recorded by the server with the change itself. */
  @Column({ type: 'boolean', default: false })
  reportedByClient: boolean;

  @JsonColumn()
  details: Record<string, string | number | boolean | null> | null;

  @CreateDateColumn({ type: 'datetime' })
  timestamp: Date;
}
