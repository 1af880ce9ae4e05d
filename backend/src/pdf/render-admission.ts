import { applyDecorators } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PDF_ERRORS } from './pdf.errors';
import { appError } from '../common/errors/app-error';

/*
 * The numbers, per replica (each replica counts the documents its own requests wait for, whether
 * its Chromium or another replica's renders them through the Redis queue):
 * - RENDERS_PER_CALLER: a person downloads one document at a time; two leave room for a PDF and
 *   its JPEG side by side. The rest of a burst is answered 429 at once instead of queueing.
 * - RENDER_QUEUE_LIMIT: a replica renders 2 documents at once (its page pool), at 0.1-0.5 s each,
 *   so 16 waiting or running documents are done within a few seconds. Past that a request is
 *   answered 503 at once rather than waiting behind a queue it cannot get through in time.
 * With N replicas a caller can hold up to N x RENDERS_PER_CALLER documents and the shared queue
 * holds up to N x RENDER_QUEUE_LIMIT; both stay bounded, which is what keeps rendering unjammed.
 */
export const RENDERS_PER_CALLER = 2;
export const RENDER_QUEUE_LIMIT = 16;

export const TOO_MANY_RENDERS_MESSAGE = PDF_ERRORS.TOO_MANY_RENDERS.message;
export const RENDER_QUEUE_FULL_MESSAGE = PDF_ERRORS.RENDER_QUEUE_FULL.message;

/** Who asked for a document: staff and customers are numbered apart, so the role is part of the key. */
/** The two refusals every route that renders a document on request can answer, in its OpenAPI description. */
export const ApiRenderRefusals = (document: string) =>
  applyDecorators(
    ApiTooManyRequestsResponse({ description: TOO_MANY_RENDERS_MESSAGE }),
    ApiServiceUnavailableResponse({ description: `${RENDER_QUEUE_FULL_MESSAGE} (or the ${document} could not be made)` }),
  );

/** The signed-in person asking (a signed-in user fits): customers and staff share out the queue apart. */
export interface RenderCaller {
  id: number;
  role: string;
}

function callerKey(caller: RenderCaller): string {
  return `${caller.role === 'customer' ? 'customer' : 'staff'}:${caller.id}`;
}

/**
 * Decides at once whether a document may join this replica's render queue: past the caller's
 * share it is 429, past the queue's length 503; neither waits. Documents the server makes on its
 * own account (no caller) count toward the queue only.
 */
export class RenderAdmission {
  private admitted = 0;
  private readonly byCaller = new Map<string, number>();

  constructor(
    private readonly queueLimit = RENDER_QUEUE_LIMIT,
    private readonly perCaller = RENDERS_PER_CALLER,
  ) {}

  /** Documents admitted and not yet finished (waiting or rendering). */
  get pending(): number {
    return this.admitted;
  }

  async run<T>(caller: RenderCaller | null, task: () => Promise<T>): Promise<T> {
    const key = caller ? callerKey(caller) : null;
    const callerCount = key ? (this.byCaller.get(key) ?? 0) : 0;
    if (key && callerCount >= this.perCaller) throw appError(PDF_ERRORS.TOO_MANY_RENDERS);
    if (this.admitted >= this.queueLimit) throw appError(PDF_ERRORS.RENDER_QUEUE_FULL);
    this.admitted += 1;
    if (key) this.byCaller.set(key, callerCount + 1);
    try {
      return await task();
    } finally {
      this.admitted -= 1;
      if (key) {
        const left = (this.byCaller.get(key) ?? 1) - 1;
        if (left > 0) this.byCaller.set(key, left);
        else this.byCaller.delete(key);
      }
    }
  }
}
