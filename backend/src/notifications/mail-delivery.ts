import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, Repository } from 'typeorm';
import { FileStorage } from '../common/storage/file-storage';
import { mailConfig } from '../config/configuration';
import { MailMessage, StoredMailAttachment } from './entities/mail-message.entity';
import { retryDelaySeconds } from './mail-backoff';
import { describeMailError } from './mail-errors';
import { MailTransport, OutgoingMail } from './mail-transport';

/** How long a sender owns a claimed row; past it, the replica is presumed dead and the row is queued again. */
export const SENDING_LEASE_MS = 10 * 60_000;

export type DeliveryOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'failed' }
  /** Not due, already taken by another process, or no longer queued: nothing was done. */
  | { kind: 'skipped' };

/**
 * The one step that sends an outbox row, whoever triggers it (BullMQ worker, timer or poller).
 * A conditional UPDATE claims the row, so among replicas racing for it exactly one sends it.
 */
@Injectable()
export class MailDelivery {
  private readonly logger = new Logger('Mail');
  private readonly messages: Repository<MailMessage>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly storage: FileStorage,
    @Inject(mailConfig.KEY) private readonly settings: ConfigType<typeof mailConfig>,
  ) {
    this.messages = dataSource.getRepository(MailMessage);
  }

  async deliver(id: number): Promise<DeliveryOutcome> {
    if (!(await this.claim(id))) return { kind: 'skipped' };
    const message = await this.messages.findOneByOrFail({ id });
    const { attempts } = message;
    try {
      await this.transport.send(await this.toOutgoing(message));
      await this.messages.update({ id, status: 'sending', attempts }, { status: 'sent', sentAt: new Date(), lastError: null });
      return { kind: 'sent' };
    } catch (error) {
      return this.recordFailure(message, attempts, describeMailError(error, this.settings.smtpUrl));
    }
  }

  /** Ids of queued rows whose time has come, oldest first. */
  async dueIds(limit: number): Promise<number[]> {
    const rows = await this.messages.find({
      select: { id: true },
      where: { status: 'queued', nextAttemptAt: LessThanOrEqual(new Date()) },
      order: { nextAttemptAt: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  /** Rows whose sender died mid-send (lease over) go back to the queue; the attempt stays counted. */
  async releaseStuck(): Promise<number> {
    const now = new Date();
    const stuck = { status: 'sending' as const, nextAttemptAt: LessThanOrEqual(now) };
    // Looked for first (one index probe): an UPDATE counts as a write even when it changes no row,
    // and every write empties the app's read caches (DataWrites), so an idle poll must not write.
    if (!(await this.messages.exists({ where: stuck }))) return 0;
    const result = await this.messages.update(stuck, { status: 'queued', nextAttemptAt: now });
    return result.affected ?? 0;
  }

  /** queued and due -> sending, attempts + 1, in one statement: false when another caller won (or it is not due). */
  private async claim(id: number): Promise<boolean> {
    const now = Date.now();
    const result = await this.messages
      .createQueryBuilder()
      .update(MailMessage)
      .set({ status: 'sending', attempts: () => 'attempts + 1', nextAttemptAt: new Date(now + SENDING_LEASE_MS) })
      .where({ id, status: 'queued', nextAttemptAt: LessThanOrEqual(new Date(now)) })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private async recordFailure(message: MailMessage, attempts: number, lastError: string): Promise<DeliveryOutcome> {
    const owned = { id: message.id, status: 'sending' as const, attempts };
    if (attempts >= this.settings.maxAttempts) {
      await this.messages.update(owned, { status: 'failed', lastError });
      this.logger.warn(`E-mail #${message.id} failed after ${attempts} attempts: ${lastError}`);
      return { kind: 'failed' };
    }
    const delayMs = retryDelaySeconds(attempts, this.settings.retryBaseSeconds) * 1000;
    await this.messages.update(owned, { status: 'queued', nextAttemptAt: new Date(Date.now() + delayMs), lastError });
    this.logger.warn(`E-mail #${message.id} not sent (attempt ${attempts}), next try in ${delayMs / 1000} s: ${lastError}`);
    return { kind: 'retry', delayMs };
  }

  private async toOutgoing(message: MailMessage): Promise<OutgoingMail> {
    return {
      to: message.recipient,
      language: message.language,
      subject: message.subject,
      template: message.template,
      context: message.context,
      attachments: await Promise.all((message.attachments ?? []).map((attachment) => this.readAttachment(attachment))),
    };
  }

  private async readAttachment(attachment: StoredMailAttachment): Promise<{ filename: string; content: Buffer; contentType: string }> {
    const content = await this.storage.read(attachment.area, attachment.fileName);
    if (!content) throw new Error(`The attachment ${attachment.filename} is no longer stored`);
    return { filename: attachment.filename, content, contentType: attachment.contentType };
  }
}
