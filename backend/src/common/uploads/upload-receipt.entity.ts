import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../database/columns';

/** Which upload of a rental a receipt answers for: the agreement wizard's pieces or the return's. */
export const UPLOAD_KINDS = ['rental_photo', 'key_handover', 'signature', 'return_photo', 'return_damage', 'return_signature'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * One upload a phone tagged with its own id. A phone that lost signal mid-request cannot know
 * whether the server kept the file, so it sends it again with the same id: the unique key makes
 * the second request find the first one's receipt instead of storing a second copy.
 */
@Entity('upload_receipts')
@Index('UQ_upload_receipts_rental_client', ['rentalId', 'clientId'], { unique: true })
export class UploadReceipt {
  @IdColumn()
  id: number;

  @Column({ type: 'integer' })
  rentalId: number;

  @Column({ type: 'varchar', length: 36 })
  clientId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: UploadKind;

  @CreatedAtColumn()
  createdAt: Date;
}
