import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { onDuplicateKey } from '../common/database/driver-errors';
import { inTransaction } from '../common/database/transactions';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { BookingSettingsDto, BookingSettingsView } from './dto/booking-settings.dto';
import { TURNAROUND_SETTING, turnaroundHoursFrom, turnaroundHoursOf } from './turnaround';

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

  /**
   * Saves and logs a change; the same value again changes and logs nothing. Bookings already made
   * stand. The write is conditional on the value read: of two admins saving at once exactly one
   * changes it and is logged, and the other is answered with the value that stands.
   */
  async save(actor: AuthUser, dto: BookingSettingsDto): Promise<BookingSettingsView> {
    await inTransaction(this.dataSource, async (manager) => {
      // One read: the value the change is conditional on is the value it is judged against.
      const stored = await manager.findOneBy(AppSetting, { name: TURNAROUND_SETTING });
      const previous = turnaroundHoursFrom(stored);
      if (previous === dto.turnaroundHours) return;
      const changes = { value: String(dto.turnaroundHours), updatedAt: new Date() };
      const won = stored
        ? ((await manager.update(AppSetting, { name: TURNAROUND_SETTING, value: stored.value ?? IsNull() }, changes)).affected ?? 0) > 0
        : await onDuplicateKey(
            manager.insert(AppSetting, { name: TURNAROUND_SETTING, ...changes }).then(() => true),
            () => false,
          );
      if (!won) return;
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
