import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { REDIS_CONNECTION, RedisConnection } from '../redis/redis-connection';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

/** A fixed window of `limit` hits per `windowMs` for one key (an account, a client, an e-mail). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Counters for sign-in failures, code requests and e-mails: in Redis when REDIS_URL is set, so
 * every replica counts against the same budget, else in this process. A window ends by time
 * alone, so a blocked key is always free again after it.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly store: RateLimitStore;

  constructor(@Inject(REDIS_CONNECTION) redis: RedisConnection) {
    this.store = redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore();
  }

  /** Counts one hit; false when that hit goes over the limit. */
  async consume(key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
    return (await this.store.increment(key, rule.windowMs, now)) <= rule.limit;
  }

  /** True when the key has used up its window, without counting anything. */
  async isExhausted(key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
    return (await this.store.count(key, now)) >= rule.limit;
  }

  /** Gives back one hit, e.g. for an attempt that turned out to be a successful sign-in. */
  async release(key: string, now = Date.now()): Promise<void> {
    await this.store.decrement(key, now);
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}
