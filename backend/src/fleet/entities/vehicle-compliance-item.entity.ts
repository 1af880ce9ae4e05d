import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, UpdatedAtColumn } from '../../common/database/columns';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';
import type { ComplianceKind } from '../compliance-kinds';

/** One of a car's compliance dates (road tax, insurance, inspection, permit) and its document. */
@Entity('vehicle_compliance_items')
@Index('UQ_vehicle_compliance_vehicle_kind', ['vehicleId', 'kind'], { unique: true })
@Index('IDX_vehicle_compliance_expires', ['expiresOn'])
export class VehicleComplianceItem {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  vehicleId: number;

  @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vehicleId' })
  vehicle?: Vehicle;

  @Column({ type: 'varchar', length: 20 })
  kind: ComplianceKind;

  /** The last day it is valid (Kuala Lumpur calendar day). */
  @DateOnlyColumn()
  expiresOn: string;

  /** Insurance only: the policy number and the insurer. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  policyNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  insurer: string | null;

  /** Stored file name of the document's picture (vehicle-documents area), if one was uploaded. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  documentKey: string | null;

  /**
   * The closest reminder (days before expiresOn) already e-mailed for this expiry; null when none.
   * Claimed by one conditional update, and cleared when the expiry changes.
   */
  @Column({ type: 'integer', nullable: true })
  reminderSentDays: number | null;

  @Column({ type: 'varchar', length: 100 })
  updatedBy: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
