import { Logger } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { bullPrefix, closeBullParts, ignoreRepeatedErrors, openBullConnection } from '../common/redis/bullmq-connection';
import { MailSettings, RedisSettings } from '../config/settings';
import { MailDelivery } from './mail-delivery';
import { MailScheduler } from './mail-scheduler';

export const MAIL_QUEUE = 'mail';

interface MailJobData {
  id: number;
}

/** Thrown by the worker so BullMQ retries the job after its backoff; the row holds the real state. */
class RetryLater extends Error {}

/**
 * With Redis: a BullMQ queue 'mail' and a worker in every replica. A message is one job
 * (jobId mail-<id>), so scheduling it twice is harmless; finished jobs are removed, so a staff
 * retry or the poller can add the same id again later.
 */
export class BullMqMailScheduler extends MailScheduler {
  private readonly logger = new Logger('Mail');
  private readonly workerConnection: Redis;
  private readonly queueConnection: Redis;
  private readonly queue: Queue<MailJobData>;
  private readonly worker: Worker<MailJobData>;

  constructor(
    private readonly delivery: MailDelivery,
    redis: RedisSettings & { url: string },
    private readonly mail: MailSettings,
  ) {
    super();
    // The worker's blocking calls must wait for Redis (BullMQ requires maxRetriesPerRequest: null);
    // adding a job fails fast instead, since the row is already stored and the poller queues it later.
    this.workerConnection = openBullConnection(redis.url, 'Mail');
    this.queueConnection = openBullConnection(redis.url, 'Mail', { failFast: true });
    const prefix = bullPrefix(redis);
    this.queue = new Queue<MailJobData>(MAIL_QUEUE, { connection: this.queueConnection, prefix });
    this.worker = new Worker<MailJobData>(MAIL_QUEUE, (job) => this.process(job), {
      connection: this.workerConnection,
      prefix,
      concurrency: 2,
    });
    this.worker.on('error', ignoreRepeatedErrors);
    this.queue.on('error', ignoreRepeatedErrors);
  }

  async schedule(id: number, delayMs = 0): Promise<void> {
    try {
      await this.queue.add(
        'deliver',
        { id },
        {
          jobId: `mail-${id}`,
          delay: delayMs,
          attempts: this.mail.maxAttempts,
          backoff: { type: 'exponential', delay: this.mail.retryBaseSeconds * 1000 },
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
    } catch (error) {
      this.logger.warn(
        `E-mail #${id} could not be queued, the poller will pick it up: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async close(): Promise<void> {
    await closeBullParts([this.worker, this.queue], [this.workerConnection, this.queueConnection]);
  }

  private async process(job: Job<MailJobData>): Promise<void> {
    const outcome = await this.delivery.deliver(job.data.id);
    if (outcome.kind === 'retry') throw new RetryLater(`E-mail #${job.data.id} will be retried`);
  }
}
