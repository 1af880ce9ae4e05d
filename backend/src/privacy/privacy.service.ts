import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { appConfig } from '../config/configuration';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { PrivacyNoticeView, PrivacyOfficerDto, PrivacyOfficerView } from './dto/privacy-officer.dto';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice';

const OFFICER_FIELDS = ['name', 'email', 'phone'] as const;

/** The app_settings rows that hold the data protection officer, one per field. */
const OFFICER_SETTING_NAMES: Record<(typeof OFFICER_FIELDS)[number], string> = {
  name: 'privacyOfficerName',
  email: 'privacyOfficerEmail',
  phone: 'privacyOfficerPhone',
};

/**
 * The privacy notice's version and its data protection officer. The officer is kept in the admin's
 * settings (not the environment): the business appoints and replaces one without a redeploy.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async notice(): Promise<PrivacyNoticeView> {
    return {
      version: PRIVACY_NOTICE_VERSION,
      dpo: await this.officer(this.dataSource.manager),
      documentRetentionMonths: this.app.documentRetentionMonths,
    };
  }

  /** The officer, or null until the admin has saved one (all three fields are saved together). */
  private async officer(manager: EntityManager): Promise<PrivacyOfficerView | null> {
    const rows = await manager.findBy(AppSetting, { name: In(Object.values(OFFICER_SETTING_NAMES)) });
    const stored = new Map(rows.map((row) => [row.name, row.value]));
    const [name, email, phone] = OFFICER_FIELDS.map((field) => stored.get(OFFICER_SETTING_NAMES[field]) ?? '');
    return name && email && phone ? { name, email, phone } : null;
  }

  /** Saves all three together with the staff log entry; the same values again change and log nothing. */
  async saveOfficer(actor: AuthUser, dto: PrivacyOfficerDto): Promise<PrivacyNoticeView> {
    const after: PrivacyOfficerView = { name: dto.name, email: dto.email, phone: dto.phone };
    await inTransaction(this.dataSource, async (manager) => {
      const before = await this.officer(manager);
      if (before && OFFICER_FIELDS.every((field) => before[field] === after[field])) return;
      const updatedAt = new Date();
      await manager.upsert(
        AppSetting,
        OFFICER_FIELDS.map((field) => ({ name: OFFICER_SETTING_NAMES[field], value: after[field], updatedAt })),
        ['name'],
      );
      await this.staffLogs.record(manager, actor, {
        action: 'privacy_officer_updated',
        targetType: 'settings',
        targetId: 'privacyOfficer',
        details: {
          previousName: before?.name ?? null,
          previousEmail: before?.email ?? null,
          previousPhone: before?.phone ?? null,
          name: after.name,
          email: after.email,
          phone: after.phone,
        },
      });
    });
    return this.notice();
  }
}
