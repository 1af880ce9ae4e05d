import { HttpException, HttpStatus, Injectable, OnModuleDestroy } from '@nestjs/common';

/** A fixed window of `limit` hits per `windowMs` for one key (an account, a client, an e-mail). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** 429 in the API's error shape, with the wording the caller chose. */
export class TooManyRequestsError extends HttpException {
  constructor(message: string) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Counters for sign-in failures, code requests and e-mails, kept in this process. Every method
 * is async so the same calls can later be served by a shared store (Redis) when several
 * processes run. A window ends by time alone, so a blocked key is always free again after it.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper = setInterval(() => this.dropExpired(), 60_000).unref();

  /** Counts one hit; false when that hit goes over the limit. */
  async consume(key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
    const window = this.current(key, rule, now);
    window.count += 1;
    return window.count <= rule.limit;
  }

  /** True when the key has used up its window, without counting anything. */
  async isExhausted(key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > now && window.count >= rule.limit;
  }

  /** Gives back one hit, e.g. for an attempt that turned out to be a successful sign-in. */
  async release(key: string, now = Date.now()): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count > 0) window.count -= 1;
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private current(key: string, rule: RateLimitRule, now: number): Window {
    const existing = this.windows.get(key);
    if (existing && existing.resetAt > now) return existing;
    const fresh = { count: 0, resetAt: now + rule.windowMs };
    this.windows.set(key, fresh);
    return fresh;
  }

  private dropExpired(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
