import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { fromSen } from '../common/money/money';
import { ScheduleLock } from '../common/redis/schedule-lock';
import { appConfig } from '../config/configuration';
import { t } from '../i18n/messages';
import { accountTotals, balanceDueSql } from '../ledger/rental-account';
import { EMPTY_TOTALS } from '../ledger/rental-ledger';
import { paymentPortalLink } from '../notifications/customer-links';
import { MailService } from '../notifications/mail.service';
import { PaymentDetailsService } from '../settings/payment-details.service';
import { Rental } from './entities/rental.entity';
import { BEFORE_PICKUP } from './rental-due';
import { statusIn } from './rental-lifecycle';
import { rentalVehicleName } from './rental-vehicle-name';

/** Customers whose pickup is this many Kuala Lumpur calendar days away or fewer (today included) are reminded. */
export const BALANCE_REMINDER_DAYS_AHEAD = 2;
/**
 * Looked at every hour rather than once a day: a daily timer restarted by every deployment might
 * never fire, and a booking made for tomorrow is reminded the same day. The per-rental marker keeps
 * it to one e-mail however often it runs.
 */
const CHECK_EVERY_MS = 60 * 60_000;
const BATCH = 100;

/**
 * E-mails customers whose pickup is near and whose account still shows a balance due, once per
 * rental and pickup day. Every replica keeps the timer and one of them runs each period; a rental
 * is claimed by ONE conditional update of `balanceReminderSentFor` before its e-mail is queued, so
 * even two runs at once (no Redis, or a claim that expired) send it once. When the e-mail cannot be
 * queued the claim is given back and the next run tries again.
 */
@Injectable()
export class BalanceReminders implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BalanceReminders');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly paymentDetails: PaymentDetailsService,
    private readonly schedule: ScheduleLock,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.remindOnceAcrossReplicas(), CHECK_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Reminds every customer due a reminder on `today`; returns how many e-mails this call queued. */
  async remind(today = todayInKualaLumpur()): Promise<number> {
    const until = addDays(today, BALANCE_REMINDER_DAYS_AHEAD);
    const beforePickup = statusIn('r.status', BEFORE_PICKUP, 'beforePickup');
    let sent = 0;
    let afterId = 0;
    for (;;) {
      const due = await this.dataSource
        .getRepository(Rental)
        .createQueryBuilder('r')
        .select(['r.id', 'r.startDate'])
        .where(beforePickup.condition, beforePickup.parameters)
        .andWhere('r.startDate >= :today AND r.startDate <= :until', { today, until })
        .andWhere('(r.balanceReminderSentFor IS NULL OR r.balanceReminderSentFor <> r.startDate)')
        .andWhere(`${balanceDueSql('r')} > 0`)
        .andWhere('r.id > :afterId', { afterId })
        .orderBy('r.id', 'ASC')
        .take(BATCH)
        .getMany();
      for (const rental of due) if (await this.remindOne(rental.id, rental.startDate)) sent += 1;
      if (due.length < BATCH) break;
      afterId = due[due.length - 1].id;
    }
    if (sent > 0) this.logger.log(`Reminded ${sent} customer(s) of a balance due before pickup`);
    return sent;
  }

  /** Claims the rental's reminder for its pickup day, then queues the e-mail; false when another run had it or nothing is owed. */
  private async remindOne(id: number, startDate: string): Promise<boolean> {
    const claimed = await this.dataSource
      .createQueryBuilder()
      .update(Rental)
      .set({ balanceReminderSentFor: startDate })
      .where({ id, startDate })
      .andWhere('status IN (:...beforePickup)', { beforePickup: [...BEFORE_PICKUP] })
      .andWhere('(balanceReminderSentFor IS NULL OR balanceReminderSentFor <> :startDate)', { startDate })
      .execute();
    if (!claimed.affected) return false;
    const sent = await this.send(id).catch((error: unknown) => {
      this.logger.warn(`Balance reminder for rental ${id} not sent: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    });
    if (!sent)
      await this.dataSource.getRepository(Rental).update({ id, balanceReminderSentFor: startDate }, { balanceReminderSentFor: null });
    return sent;
  }

  private async send(id: number): Promise<boolean> {
    const rental = await this.dataSource
      .getRepository(Rental)
      .findOneOrFail({ where: { id }, relations: { customer: true, vehicleRecord: true } });
    const totals = (await accountTotals(this.dataSource.manager, [id])).get(id) ?? EMPTY_TOTALS;
    const customer = rental.customer;
    // Paid in full since the list was read: nothing to remind of (a later charge may still be).
    if (!customer || totals.balanceDueSen <= 0) return false;
    const params = { rentalId: id, vehicleName: rentalVehicleName(rental) };
    return this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, 'balanceReminder.subject', params),
      template: 'balance-reminder',
      context: {
        ...params,
        customerName: customer.fullName,
        startDate: rental.startDate,
        pickupTime: rental.pickupTime,
        balanceDue: fromSen(totals.balanceDueSen),
        paymentLink: paymentPortalLink(this.app.publicUrl),
        bank: await this.paymentDetails.bankDetails(),
      },
    });
  }

  private async remindOnceAcrossReplicas(): Promise<void> {
    try {
      await this.schedule.runOnce('balance-reminders', CHECK_EVERY_MS, () => this.remind());
    } catch (error) {
      this.logger.warn(`Balance reminders failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
