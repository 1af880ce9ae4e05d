import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MailDelivery } from './mail-delivery';
import { MailScheduler } from './mail-scheduler';

export const MAIL_POLL_INTERVAL_MS = 15_000;
const BATCH = 50;

/**
 * Every replica looks for due rows every 15 s: retries a restart forgot, rows whose job could
 * not be queued, and rows of a replica that died mid-send. Scheduling a row twice is harmless.
 * It also closes the scheduler before the database closes, so a send in flight can finish.
 */
@Injectable()
export class MailOutboxPoller implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly delivery: MailDelivery,
    private readonly scheduler: MailScheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.polling ??= this.poll().finally(() => (this.polling = null));
    }, MAIL_POLL_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
    await this.scheduler.close();
  }

  async poll(): Promise<void> {
    try {
      await this.delivery.releaseStuck();
      for (const id of await this.delivery.dueIds(BATCH)) await this.scheduler.schedule(id);
    } catch (error) {
      this.logger.warn(`The e-mail outbox could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
