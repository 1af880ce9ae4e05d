import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, FindOptionsWhere, LessThan, MoreThanOrEqual } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { startOfKualaLumpurDay } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { Page, skipFor } from '../common/pagination/pagination';
import { StaffLog } from '../staff-logs/entities/staff-log.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { CreateStaffLogDto } from './dto/create-log.dto';
import { StaffLogQueryDto } from './dto/staff-log-query.dto';
import { StaffLogView } from './dto/staff-log.view';

/** SPEC.md section 2: the admin panel shows up to the 15 newest entries. */
export const NEWEST_LOGS = 15;

/** The staff activity log as the admin reads it; entries are only ever added, never changed. */
@Injectable()
export class StaffActivityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
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

  /** An entry sent by the client: the staff member is the token's, never the body's. */
  async record(actor: AuthUser, dto: CreateStaffLogDto): Promise<{ success: true }> {
    await this.staffLogs.record(this.dataSource.manager, actor, {
      action: dto.action,
      targetType: dto.targetType,
      targetId: dto.targetId ?? null,
      details: dto.details,
    });
    return { success: true };
  }
}
