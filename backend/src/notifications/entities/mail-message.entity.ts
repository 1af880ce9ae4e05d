import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn, JsonColumn } from '../../common/database/columns';
import type { StorageArea } from '../../common/storage/file-storage';
import { Language } from '../../i18n/language';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file sent with an e-mail: the bytes stay in FileStorage, the row keeps only where they are. */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  area: StorageArea;
  fileName: string;
}

export const MAIL_RECIPIENT_LENGTH = 255;
export const MAIL_SUBJECT_LENGTH = 255;
export const MAIL_ERROR_LENGTH = 500;

/**
 * One e-mail in the outbox. Rows are written by MailService.send and moved along by MailDelivery:
 * queued -> sending -> sent, or back to queued with a later nextAttemptAt, or failed after the
 * last attempt. While 'sending', nextAttemptAt is the end of the sender's lease: a row still
 * 'sending' after it belonged to a replica that died mid-send.
 */
@Entity('mail_messages')
@Index('IDX_mail_messages_status_next', ['status', 'nextAttemptAt'])
export class MailMessage {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: MAIL_RECIPIENT_LENGTH })
  recipient: string;

  @Column({ type: 'varchar', length: MAIL_SUBJECT_LENGTH })
  subject: string;

  @Column({ type: 'varchar', length: 100 })
  template: string;

  @Column({ type: 'varchar', length: 5 })
  language: Language;

  /** The template's values (JSON): what the e-mail says, so it is never shown in the staff list. */
  @JsonColumn({ type: 'simple-json', nullable: false })
  context: Record<string, unknown>;

  @JsonColumn()
  attachments: StoredMailAttachment[] | null;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: MAIL_ERROR_LENGTH, nullable: true })
  lastError: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;
}
