import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StorageArea } from '../common/storage/file-storage';
import { Language } from '../i18n/language';
import { MAIL_SUBJECT_LENGTH, MailMessage as MailMessageRow } from './entities/mail-message.entity';
import { MailScheduler } from './mail-scheduler';
import { MailTransport } from './mail-transport';

export interface MailMessage {
  to: string;
  /** The customer's language: the subject is given in it, the templates take their texts from it. */
  language: Language;
  subject: string;
  /** Name under notifications/templates, without extension: both NAME.html.hbs and NAME.txt.hbs are rendered. */
  template: string;
  context: object;
  /** Files sent with the message (the agreement PDF), read from storage when the e-mail is sent. */
  attachments?: MailAttachment[];
}

/** A stored file to attach: the outbox keeps this reference, never the bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  area: StorageArea;
  fileName: string;
}

/**
 * E-mail goes through the outbox: send() stores the message and schedules its delivery, so an
 * SMTP outage delays it (with retries) instead of failing the caller's action or losing it.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: MailScheduler,
    private readonly transport: MailTransport,
  ) {}

  /** True once the message is queued (it is sent right after, and retried until it leaves); false if it could not be stored. */
  async send(message: MailMessage): Promise<boolean> {
    let id: number;
    try {
      const row = await this.dataSource.getRepository(MailMessageRow).save({
        recipient: message.to,
        subject: message.subject.slice(0, MAIL_SUBJECT_LENGTH),
        template: message.template,
        language: message.language,
        context: { ...message.context },
        attachments: message.attachments?.length ? message.attachments : null,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date(),
      });
      id = row.id;
    } catch (error) {
      this.logger.warn(`Could not queue the ${message.template} e-mail: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    // Not awaited: the caller's answer must not wait for Redis; a row not scheduled is found by the poller.
    void this.scheduler.schedule(id);
    return true;
  }

  /**
   * One attempt now, nothing stored: for one-time sign-in codes, which must never be written to
   * the database and are useless once late. Returns whether the message left.
   */
  async sendNow(message: Omit<MailMessage, 'attachments'>): Promise<boolean> {
    try {
      await this.transport.send(message);
      return true;
    } catch (error) {
      // Not the subject: it may hold the code.
      this.logger.warn(`Could not send the ${message.template} e-mail: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
}
