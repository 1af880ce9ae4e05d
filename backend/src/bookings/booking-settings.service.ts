import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { BookingSettingsDto, BookingSettingsView } from './dto/booking-settings.dto';
import { TURNAROUND_SETTING, turnaroundHoursOf } from './turnaround';

/** The admin's booking settings: the turnaround buffer every booking path reads through the vehicle schedule. */
@Injectable()
export class BookingSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
  ) {}

  async settings(): Promise<BookingSettingsView> {
    return { turnaroundHours: await turnaroundHoursOf(this.dataSource.manager) };
  }

  /** Saves and logs a change; the same value again changes and logs nothing. Bookings already made stand. */
  async save(actor: AuthUser, dto: BookingSettingsDto): Promise<BookingSettingsView> {
    await inTransaction(this.dataSource, async (manager) => {
      const previous = await turnaroundHoursOf(manager);
      if (previous === dto.turnaroundHours) return;
      await manager.upsert(AppSetting, [{ name: TURNAROUND_SETTING, value: String(dto.turnaroundHours), updatedAt: new Date() }], ['name']);
      await this.staffLogs.record(manager, actor, {
        action: 'turnaround_changed',
        targetType: 'settings',
        targetId: TURNAROUND_SETTING,
        details: { previousHours: previous, hours: dto.turnaroundHours },
      });
    });
    return this.settings();
  }
}
