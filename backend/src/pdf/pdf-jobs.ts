import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { bullPrefix, closeBullParts, ignoreRepeatedErrors, openBullConnection } from '../common/redis/bullmq-connection';
import { RedisSettings } from '../config/settings';
import { PDF_BROWSER_MISSING_MESSAGE, RenderPdfOptions } from './pdf-renderer';
import { appError } from '../common/errors/app-error';
import { PDF_ERRORS } from './pdf.errors';

export const PDF_QUEUE = 'pdf';

/** One document to make: the HTML (images inlined as data: URLs) and what to make of it. */
export type RenderJob = { kind: 'pdf'; html: string; options: RenderPdfOptions } | { kind: 'image'; html: string };

/** Renders a job with this replica's own Chromium. */
export type LocalRender = (job: RenderJob) => Promise<Buffer>;

const ATTEMPTS = 3;
/** A job waiting longer than this (every replica busy or down) is answered 503. */
const WAIT_MS = 60_000;
/** Adding a job must not hang while Redis is unreachable: then this replica renders it itself. */
const ADD_TIMEOUT_MS = 2_000;
/** How often the waiting request looks at its job (a render takes 100 ms to a few seconds). */
const POLL_MS = 50;
/** A finished job stays this long, for its waiting request to collect the result. */
const KEEP_FINISHED_S = 120;

async function within<T>(task: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      task,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * With Redis, documents are BullMQ jobs: any replica's worker renders them with its shared
 * Chromium (concurrency = its page pool), a failed render is retried with backoff (on whichever
 * replica takes it next), and the request waits for the result. While Redis is unreachable the
 * replica renders locally, so PDFs keep working.
 */
export class PdfJobs {
  private readonly logger = new Logger('PdfJobs');
  private readonly connection: Redis;
  private readonly queueConnection: Redis;
  private readonly queue: Queue<RenderJob, string>;
  private readonly worker: Worker<RenderJob, string>;

  constructor(
    redis: RedisSettings & { url: string },
    concurrency: number,
    private readonly renderHere: LocalRender,
  ) {
    const prefix = bullPrefix(redis);
    this.connection = openBullConnection(redis.url, 'PdfJobs');
    // The waiting request polls its job rather than using QueueEvents, whose blocking connection
    // cannot be closed while Redis is down (shutdown would hang).
    this.queueConnection = openBullConnection(redis.url, 'PdfJobs', { failFast: true });
    this.queue = new Queue<RenderJob, string>(PDF_QUEUE, { connection: this.queueConnection, prefix });
    this.worker = new Worker<RenderJob, string>(PDF_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix,
      concurrency,
    });
    this.worker.on('error', ignoreRepeatedErrors);
    this.queue.on('error', ignoreRepeatedErrors);
  }

  async render(job: RenderJob): Promise<Buffer> {
    let queued: Job<RenderJob, string>;
    try {
      queued = await within(
        this.queue.add(job.kind, job, {
          attempts: ATTEMPTS,
          backoff: { type: 'exponential', delay: 500 },
          removeOnComplete: { age: KEEP_FINISHED_S },
          removeOnFail: { age: KEEP_FINISHED_S },
        }),
        ADD_TIMEOUT_MS,
      );
    } catch (error) {
      this.logger.warn(`PDF queue unreachable, rendering here: ${error instanceof Error ? error.message : String(error)}`);
      return this.renderHere(job);
    }
    try {
      return Buffer.from(await this.result(queued.id as string), 'base64');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`PDF job ${queued.id} failed: ${reason}`);
      throw appError(reason === PDF_BROWSER_MISSING_MESSAGE ? PDF_ERRORS.PDF_BROWSER_MISSING : PDF_ERRORS.PDF_FAILED);
    }
  }

  async close(): Promise<void> {
    await closeBullParts([this.worker, this.queue], [this.connection, this.queueConnection]);
  }

  /** Waits for the job's result; its failure reason (after the last attempt) or a timeout is thrown. */
  private async result(id: string): Promise<string> {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const job = await this.queue.getJob(id);
      if (!job) throw new Error(`job ${id} disappeared`);
      // finishedOn is set once the job completed or failed its last attempt (not between retries).
      if (job.finishedOn && job.returnvalue) return job.returnvalue;
      if (job.finishedOn) throw new Error(job.failedReason || `job ${id} failed`);
    }
    throw new Error(`no result within ${WAIT_MS} ms`);
  }

  private async process(job: Job<RenderJob, string>): Promise<string> {
    try {
      return (await this.renderHere(job.data)).toString('base64');
    } catch (error) {
      // No browser on this replica is not something a retry fixes.
      if (error instanceof ServiceUnavailableException && error.message === PDF_BROWSER_MISSING_MESSAGE)
        throw new UnrecoverableError(PDF_BROWSER_MISSING_MESSAGE);
      throw error;
    }
  }
}
