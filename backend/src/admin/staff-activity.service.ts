import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, FindOptionsWhere, LessThan, MoreThanOrEqual } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { startOfKualaLumpurDay } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { Page, skipFor } from '../common/pagination/pagination';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter';
import { StaffLog } from '../staff-logs/entities/staff-log.entity';
import { isServerLogAction } from '../staff-logs/server-log-actions';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { CreateStaffLogDto } from './dto/create-log.dto';
import { StaffLogQueryDto } from './dto/staff-log-query.dto';
import { StaffLogView } from './dto/staff-log.view';
import { ADMIN_ERRORS } from './admin.errors';
import { appError } from '../common/errors/app-error';

/** The admin panel's first view: up to the 15 newest entries, what just happened at a glance. */
export const NEWEST_LOGS = 15;

/**
 * Entries one staff account's app may send: far more than anyone reports by hand, few enough
 * that a stolen token cannot bury the server's own entries in the admin's views.
 */
export const CLIENT_LOG_RULE: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

/** The staff activity log as the admin reads it; entries are only ever added, never changed. */
@Injectable()
export class StaffActivityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly limiter: RateLimiter,
  ) {}

  async newest(staffId?: number): Promise<StaffLogView[]> {
    const logs = await this.dataSource.getRepository(StaffLog).find({
      where: staffId === undefined ? {} : { staffId },
      order: { timestamp: 'DESC', id: 'DESC' },
      take: NEWEST_LOGS,
    });
    return logs.map((log) => StaffLogView.of(log));
  }

  /** The full activity: newest first, a page at a time, by staff member and Kuala Lumpur dates. */
  async page(query: StaffLogQueryDto): Promise<Page<StaffLogView>> {
    const where: FindOptionsWhere<StaffLog> = {};
    if (query.staffId !== undefined) where.staffId = query.staffId;
    const from = query.from ? startOfKualaLumpurDay(query.from) : null;
    const until = query.to ? startOfKualaLumpurDay(addDays(query.to, 1)) : null;
    if (from && until) where.timestamp = Between(from, new Date(until.getTime() - 1));
    else if (from) where.timestamp = MoreThanOrEqual(from);
    else if (until) where.timestamp = LessThan(until);
    const [logs, total] = await this.dataSource.getRepository(StaffLog).findAndCount({
      where,
      order: { timestamp: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: logs.map((log) => StaffLogView.of(log)), total, page: query.page, limit: query.limit };
  }

  /**
   * An entry sent by the client: the staff member is the token's, never the body's, it is marked
   * as reported by the app, and it cannot pose as one of the server's own entries.
   */
  async record(actor: AuthUser, dto: CreateStaffLogDto): Promise<{ success: true }> {
    if (isServerLogAction(dto.action)) throw appError(ADMIN_ERRORS.SERVER_LOG_ACTION);
    if (!(await this.limiter.consume(`staff-log:${actor.role}:${actor.id}`, CLIENT_LOG_RULE)))
      throw appError(ADMIN_ERRORS.CLIENT_LOG_LIMIT);
    await this.staffLogs.recordReportedByClient(this.dataSource.manager, actor, {
      action: dto.action,
      targetType: dto.targetType,
      targetId: dto.targetId ?? null,
      details: dto.details,
    });
    return { success: true };
  }
}
