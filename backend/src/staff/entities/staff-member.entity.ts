import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, JsonColumn } from '../../common/database/columns';

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

@Entity('staff')
@Index('UQ_staff_username', ['username'], { unique: true })
export class StaffMember {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 255 })
  hashedPassword: string;

  @Column({ type: 'varchar', length: 20, default: 'staff' })
  role: StaffRole;

  /** No finer permissions are defined yet; kept for forward compatibility. */
  @JsonColumn()
  permissions: Record<string, boolean> | null;

  /** Bumped when the password changes: tokens carrying an older version stop working. */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;

  @CreatedAtColumn()
  createdAt: Date;
}
