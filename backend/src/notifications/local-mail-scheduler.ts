import { Logger } from '@nestjs/common';
import { MailDelivery } from './mail-delivery';
import { MailScheduler } from './mail-scheduler';

/** One process without Redis: a timer per attempt, and the next one set when an attempt asks for a retry. */
export class LocalMailScheduler extends MailScheduler {
  private readonly logger = new Logger('Mail');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly delivery: MailDelivery) {
    super();
  }

  schedule(id: number, delayMs = 0): Promise<void> {
    if (this.closed) return Promise.resolve();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.run(id).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    // A pending retry must not keep a stopping process alive.
    timer.unref();
    this.timers.add(timer);
    return Promise.resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }

  private async run(id: number): Promise<void> {
    try {
      const outcome = await this.delivery.deliver(id);
      if (outcome.kind === 'retry') await this.schedule(id, outcome.delayMs);
    } catch (error) {
      // The database failed: the row stays queued (or its lease runs out) and the poller tries again.
      this.logger.warn(`E-mail #${id} could not be processed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
