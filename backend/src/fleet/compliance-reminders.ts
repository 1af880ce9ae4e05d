import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays, daysBetween } from '../common/dates/date-math';
import { ScheduleLock } from '../common/redis/schedule-lock';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { PaymentDetailsService } from '../settings/payment-details.service';
import { vehicleDisplayName } from '../vehicles/vehicle-display-name';
import { COMPLIANCE_KIND_LABELS, COMPLIANCE_REMINDER_DAYS, reminderDue } from './compliance-kinds';
import { VehicleComplianceItem } from './entities/vehicle-compliance-item.entity';

/** Looked at every hour: a daily timer restarted by each deployment might never fire; the per-item marker keeps it to one e-mail. */
const CHECK_EVERY_MS = 60 * 60_000;
const BATCH = 100;

/**
 * E-mails staff (at ADMIN_EMAIL, in English, as the overdue notices) 30, 14, 7 and 1 days before
 * a car's road tax, insurance, inspection or permit lapses, once each. One replica runs each hour
 * (ScheduleLock); each reminder is claimed by ONE conditional update of the item's
 * `reminderSentDays` for its expiry before the e-mail is queued, so even two runs at once send it
 * once, and a claim whose e-mail could not be queued is given back for the next run.
 */
@Injectable()
export class ComplianceReminders implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ComplianceReminders');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly staffNotices: PaymentDetailsService,
    private readonly schedule: ScheduleLock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.remindOnceAcrossReplicas(), CHECK_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sends every reminder due on `today`; returns how many e-mails this call queued. */
  async remind(today = todayInKualaLumpur()): Promise<number> {
    const to = this.staffNotices.adminEmail;
    if (!to) return 0;
    const until = addDays(today, Math.max(...COMPLIANCE_REMINDER_DAYS));
    let sent = 0;
    let afterId = 0;
    for (;;) {
      // (expiresOn) index: only the dates in the reminder window are read.
      const items = await this.dataSource
        .getRepository(VehicleComplianceItem)
        .createQueryBuilder('item')
        .leftJoinAndSelect('item.vehicle', 'vehicle')
        .where('item.expiresOn > :today AND item.expiresOn <= :until', { today, until })
        .andWhere('item.id > :afterId', { afterId })
        .orderBy('item.id', 'ASC')
        .take(BATCH)
        .getMany();
      for (const item of items) if (await this.remindOne(item, today, to)) sent += 1;
      if (items.length < BATCH) break;
      afterId = items[items.length - 1].id;
    }
    if (sent > 0) this.logger.log(`Reminded staff of ${sent} compliance date(s) coming up`);
    return sent;
  }

  private async remindOne(item: VehicleComplianceItem, today: string, to: string): Promise<boolean> {
    const daysLeft = daysBetween(today, item.expiresOn);
    const due = reminderDue(daysLeft, item.reminderSentDays);
    if (due === null) return false;
    const claimed = await this.dataSource
      .createQueryBuilder()
      .update(VehicleComplianceItem)
      .set({ reminderSentDays: due })
      .where({ id: item.id, expiresOn: item.expiresOn })
      .andWhere('(reminderSentDays IS NULL OR reminderSentDays > :due)', { due })
      .execute();
    if (!claimed.affected) return false;
    const vehicleName = vehicleDisplayName(item.vehicle);
    const params = { vehicleName, item: COMPLIANCE_KIND_LABELS[item.kind], expiresOn: formatMalaysianDate(item.expiresOn), daysLeft };
    const sent = await this.mail
      .send({
        to,
        language: 'en',
        subject: t('en', 'complianceReminder.subject', params),
        template: 'compliance-reminder',
        context: { ...params, kind: item.kind, policyNumber: item.policyNumber, insurer: item.insurer },
      })
      .catch((error: unknown) => {
        this.logger.warn(`Compliance reminder for item ${item.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      });
    if (!sent) {
      await this.dataSource
        .getRepository(VehicleComplianceItem)
        .update({ id: item.id, expiresOn: item.expiresOn, reminderSentDays: due }, { reminderSentDays: item.reminderSentDays });
    }
    return sent;
  }

  private async remindOnceAcrossReplicas(): Promise<void> {
    try {
      await this.schedule.runOnce('compliance-reminders', CHECK_EVERY_MS, () => this.remind());
    } catch (error) {
      this.logger.warn(`Compliance reminders failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
