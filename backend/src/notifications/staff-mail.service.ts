import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, In } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { Page, skipFor } from '../common/pagination/pagination';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { MailMessageQueryDto } from './dto/mail-message-query.dto';
import { MailMessageView } from './dto/mail-message.view';
import { MailMessage } from './entities/mail-message.entity';
import { MailScheduler } from './mail-scheduler';
import { StaffMailLimit } from './staff-mail-limit';
import { NOTIFICATION_ERRORS } from './notifications.errors';
import { appError } from '../common/errors/app-error';

/** Staff see the outbox and send a failed e-mail again. */
@Injectable()
export class StaffMailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly scheduler: MailScheduler,
    private readonly staffMailLimit: StaffMailLimit,
  ) {}

  /** Newest first. */
  async list(query: MailMessageQueryDto): Promise<Page<MailMessageView>> {
    const where: FindOptionsWhere<MailMessage> = {};
    if (query.status === 'unsent') where.status = In(['queued', 'sending', 'failed']);
    else if (query.status) where.status = query.status;
    const [rows, total] = await this.dataSource.getRepository(MailMessage).findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: rows.map((row) => MailMessageView.of(row)), total, page: query.page, limit: query.limit };
  }

  /**
   * failed -> queued, due now, with a fresh set of attempts; logged in the same transaction. Each
   * retry counts against the recipient's hourly staff e-mail limit (the outbox row names no
   * rental), and is given back when the retry does not happen.
   */
  async retry(id: number, actor: AuthUser): Promise<MailMessageView> {
    const found = await this.dataSource
      .getRepository(MailMessage)
      .findOne({ select: { id: true, recipient: true, status: true }, where: { id } });
    if (!found) throw appError(NOTIFICATION_ERRORS.MAIL_NOT_FOUND);
    if (found.status !== 'failed') throw appError(NOTIFICATION_ERRORS.MAIL_NOT_FAILED);
    const ticket = await this.staffMailLimit.take({ recipient: found.recipient });
    try {
      await inTransaction(this.dataSource, async (manager) => {
        const requeued = await manager.update(
          MailMessage,
          { id, status: 'failed' },
          { status: 'queued', attempts: 0, nextAttemptAt: new Date() },
        );
        if (!requeued.affected) throw appError(NOTIFICATION_ERRORS.MAIL_NOT_FAILED);
        await this.staffLogs.record(manager, actor, { action: 'mail_retried', targetType: 'mail', targetId: id });
      });
    } catch (error) {
      await ticket.release();
      throw error;
    }
    await this.scheduler.schedule(id);
    return MailMessageView.of(await this.dataSource.getRepository(MailMessage).findOneByOrFail({ id }));
  }
}
