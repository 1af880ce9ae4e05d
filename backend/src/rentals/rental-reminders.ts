import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { bullPrefix, closeBullParts, ignoreRepeatedErrors, openBullConnection } from '../common/redis/bullmq-connection';
import { ScheduleLock } from '../common/redis/schedule-lock';
import { redisConfig } from '../config/configuration';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { PaymentDetailsService } from '../settings/payment-details.service';
import { Rental } from './entities/rental.entity';
import { BEFORE_PICKUP, ReminderKind, reminderDue, reminderOwed } from './rental-due';
import { ON_THE_ROAD, RentalStatus } from './rental-lifecycle';
import { rentalVehicleName } from './rental-vehicle-name';

export const REMINDER_QUEUE = 'rental-reminders';

/** Without Redis: how often the poller looks. Overdue notices go at the return time, so a few minutes late at most. */
const CHECK_EVERY_MS = 5 * 60_000;
/** With Redis: how often the planner queues the delayed jobs of the reminders due before the next plan and a margin. */
const PLAN_EVERY_MS = 10 * 60_000;
const PLAN_AHEAD_MS = 3 * PLAN_EVERY_MS;
const BATCH = 100;

/** Each kind's marker column and the statuses it is sent in. */
type MarkerColumn = 'pickupReminderSentFor' | 'returnReminderSentFor' | 'overdueNoticeSentOn';

const KINDS: Record<ReminderKind, { marker: MarkerColumn; statuses: readonly RentalStatus[] }> = {
  pickup: { marker: 'pickupReminderSentFor', statuses: BEFORE_PICKUP },
  return: { marker: 'returnReminderSentFor', statuses: ON_THE_ROAD },
  overdue: { marker: 'overdueNoticeSentOn', statuses: ON_THE_ROAD },
};
const REMINDER_KINDS = Object.keys(KINDS) as ReminderKind[];

interface ReminderJobData {
  kind: ReminderKind;
  id: number;
}

type Candidate = Pick<
  Rental,
  | 'id'
  | 'status'
  | 'startDate'
  | 'pickupTime'
  | 'endDate'
  | 'returnTime'
  | 'pickupReminderSentFor'
  | 'returnReminderSentFor'
  | 'overdueNoticeSentOn'
>;

/**
 * "Pickup tomorrow" and "return tomorrow" e-mails, and the overdue notice at the return time and
 * each day after while the car is still out (to the customer and to ADMIN_EMAIL, the address the
 * app already tells staff at). When each is due is rental-due.ts's rule.
 *
 * With Redis each reminder is a BullMQ job delayed to its due time (job id kind-rental-day, so the
 * replicas' planners queue it once); without Redis every replica keeps a poller and ScheduleLock
 * lets one run each period. Either way the job or poll re-reads the rental when it runs (a
 * cancelled, returned or extended rental is no longer due that reminder) and claims it by ONE
 * conditional update of the kind's marker column before the e-mail is queued, so two replicas at
 * the same moment send it once. When the e-mail cannot be queued the claim is given back.
 */
@Injectable()
export class RentalReminders implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('RentalReminders');
  private timer: NodeJS.Timeout | null = null;
  private bull: { queue: Queue<ReminderJobData>; worker: Worker<ReminderJobData>; connections: Redis[] } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly staffNotices: PaymentDetailsService,
    private readonly schedule: ScheduleLock,
    @Inject(redisConfig.KEY) private readonly redis: ConfigType<typeof redisConfig>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.redis.url) {
      this.bull = this.openQueue(this.redis.url);
      this.timer = setInterval(
        () => void this.onceAcrossReplicas('rental-reminders-plan', PLAN_EVERY_MS, () => this.plan()),
        PLAN_EVERY_MS,
      );
    } else {
      this.timer = setInterval(() => void this.onceAcrossReplicas('rental-reminders', CHECK_EVERY_MS, () => this.run()), CHECK_EVERY_MS);
    }
    this.timer.unref();
  }

  /** Before the database closes: a reminder job in flight finishes its claim and e-mail first. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.bull) await closeBullParts([this.bull.worker, this.bull.queue], this.bull.connections);
  }

  /** The poller: sends every reminder owed at `now`; returns how many e-mails to customers this call queued. */
  async run(now = new Date()): Promise<number> {
    let sent = 0;
    for (const kind of REMINDER_KINDS)
      for (const rental of await this.candidates(kind, now))
        if (reminderOwed(kind, rental, rental[KINDS[kind].marker], now) && (await this.remindOne(kind, rental.id, now))) sent += 1;
    if (sent > 0) this.logger.log(`Sent ${sent} rental reminder(s)`);
    return sent;
  }

  /**
   * With Redis: queues a job, delayed to its due time, for every reminder falling due before the
   * next plan (and any already due and not sent); returns how many it asked for. A job already
   * queued under the same id is left as it is.
   */
  async plan(now = new Date()): Promise<number> {
    if (!this.bull) throw new Error('Reminder jobs need REDIS_URL');
    let planned = 0;
    for (const kind of REMINDER_KINDS) {
      // Tomorrow's "tomorrow" reminders may fall due before the next plan; so may today's overdue notices.
      for (const rental of await this.candidates(kind, now)) {
        const due = reminderDue(kind, rental, now);
        if (!due || due.marker === rental[KINDS[kind].marker] || due.at.getTime() > now.getTime() + PLAN_AHEAD_MS) continue;
        await this.bull.queue.add(
          'remind',
          { kind, id: rental.id },
          {
            jobId: `${kind}-${rental.id}-${due.marker}`,
            delay: Math.max(0, due.at.getTime() - now.getTime()),
            attempts: 3,
            backoff: { type: 'exponential', delay: 60_000 },
            removeOnComplete: true,
            removeOnFail: true,
          },
        );
        planned += 1;
      }
    }
    return planned;
  }

  /**
   * Sends one reminder if the rental, read now, is owed it: claims the kind's marker for the day
   * the reminder is for (one conditional update on the values just read), then queues the e-mail.
   * False when nothing was owed, another replica had it, or the e-mail could not be queued.
   */
  async remindOne(kind: ReminderKind, id: number, now = new Date()): Promise<boolean> {
    const { marker, statuses } = KINDS[kind];
    const rental = await this.dataSource
      .getRepository(Rental)
      .findOne({ where: { id }, relations: { customer: true, vehicleRecord: true } });
    if (!rental?.customer) return false;
    const sentFor = rental[marker];
    if (!reminderOwed(kind, rental, sentFor, now)) return false;
    const due = reminderDue(kind, rental, now);
    if (!due) return false;
    const { startDate, pickupTime, endDate, returnTime } = rental;
    const claimed = await this.dataSource
      .createQueryBuilder()
      .update(Rental)
      .set({ [marker]: due.marker })
      .where({ id, startDate, pickupTime, endDate, returnTime })
      .andWhere('status IN (:...statuses)', { statuses: [...statuses] })
      .andWhere(`(${marker} IS NULL OR ${marker} <> :marker)`, { marker: due.marker })
      .execute();
    if (!claimed.affected) return false;
    const sent = await this.send(kind, rental).catch((error: unknown) => {
      this.logger.warn(`The ${kind} reminder of rental ${id} was not sent: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    });
    if (!sent)
      await this.dataSource
        .createQueryBuilder()
        .update(Rental)
        .set({ [marker]: sentFor })
        .where({ id, [marker]: due.marker })
        .execute();
    return sent;
  }

  /** The rentals that may be owed a reminder of this kind around `now`: found by their day, checked one by one. */
  private async candidates(kind: ReminderKind, now: Date): Promise<Candidate[]> {
    const today = todayInKualaLumpur(now);
    const { marker, statuses } = KINDS[kind];
    const found: Candidate[] = [];
    let afterId = 0;
    for (;;) {
      const query = this.dataSource
        .getRepository(Rental)
        .createQueryBuilder('r')
        .select(['r.id', 'r.status', 'r.startDate', 'r.pickupTime', 'r.endDate', 'r.returnTime', `r.${marker}`])
        .where('r.status IN (:...statuses)', { statuses: [...statuses] })
        .andWhere('r.id > :afterId', { afterId });
      if (kind === 'pickup') query.andWhere('r.startDate = :tomorrow', { tomorrow: addDays(today, 1) });
      if (kind === 'return') query.andWhere('r.endDate = :tomorrow', { tomorrow: addDays(today, 1) });
      if (kind === 'overdue') query.andWhere('r.endDate <= :today', { today });
      const batch = await query.orderBy('r.id', 'ASC').take(BATCH).getMany();
      found.push(...batch);
      if (batch.length < BATCH) return found;
      afterId = batch[batch.length - 1].id;
    }
  }

  private async send(kind: ReminderKind, rental: Rental): Promise<boolean> {
    const customer = rental.customer!;
    const params = { rentalId: rental.id, vehicleName: rentalVehicleName(rental) };
    const subjects = {
      pickup: t(customer.language, 'rentalReminder.pickupSubject', params),
      return: t(customer.language, 'rentalReminder.returnSubject', params),
      overdue: t(customer.language, 'rentalReminder.overdueSubject', params),
    };
    const times = { startDate: rental.startDate, pickupTime: rental.pickupTime, endDate: rental.endDate, returnTime: rental.returnTime };
    const sent = await this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: subjects[kind],
      template: 'rental-reminder',
      context: {
        ...params,
        ...times,
        customerName: customer.fullName,
        pickup: kind === 'pickup',
        dueBack: kind === 'return',
        overdue: kind === 'overdue',
      },
    });
    if (sent && kind === 'overdue') await this.tellStaff(rental, params, times);
    return sent;
  }

  /** Staff hear of an overdue car at the address they are told of payment-setting changes; their notice is in English, the staff's working language. */
  private async tellStaff(rental: Rental, params: { rentalId: number; vehicleName: string }, times: Record<string, string>): Promise<void> {
    const to = this.staffNotices.adminEmail;
    const customer = rental.customer!;
    if (!to) {
      this.logger.warn(`Rental ${rental.id} is overdue; set ADMIN_EMAIL for staff to be e-mailed about overdue rentals`);
      return;
    }
    await this.mail.send({
      to,
      language: 'en',
      subject: t('en', 'overdueStaffNotice.subject', { ...params, customerName: customer.fullName }),
      template: 'overdue-staff-notice',
      context: { ...params, ...times, customerName: customer.fullName, customerPhone: customer.phone, customerEmail: customer.email },
    });
  }

  private openQueue(url: string) {
    const workerConnection = openBullConnection(url, 'RentalReminders');
    const queueConnection = openBullConnection(url, 'RentalReminders', { failFast: true });
    const prefix = bullPrefix(this.redis);
    const queue = new Queue<ReminderJobData>(REMINDER_QUEUE, { connection: queueConnection, prefix });
    const worker = new Worker<ReminderJobData>(REMINDER_QUEUE, (job: Job<ReminderJobData>) => this.remindOne(job.data.kind, job.data.id), {
      connection: workerConnection,
      prefix,
      concurrency: 2,
    });
    worker.on('error', ignoreRepeatedErrors);
    queue.on('error', ignoreRepeatedErrors);
    return { queue, worker, connections: [workerConnection, queueConnection] };
  }

  private async onceAcrossReplicas(name: string, periodMs: number, job: () => Promise<unknown>): Promise<void> {
    try {
      await this.schedule.runOnce(name, periodMs, job);
    } catch (error) {
      this.logger.warn(`Rental reminders failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
