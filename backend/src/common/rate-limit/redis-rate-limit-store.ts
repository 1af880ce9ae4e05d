import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimitStore } from './rate-limit-store';
import { detailedError } from '../errors/app-error';
import { COMMON_ERRORS } from '../errors/common.errors';

export const RATE_LIMIT_UNAVAILABLE_MESSAGE = COMMON_ERRORS.RATE_LIMIT_UNAVAILABLE.message;

/** One round trip each: the count and its expiry are set together, so no window outlives its time. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** DECR keeps the expiry; a window that has ended stays gone. */
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/**
 * Counters shared by every replica. When Redis cannot answer, the limiter refuses (503) instead of
 * letting unlimited sign-in attempts through.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimiter');

  constructor(private readonly redis: Redis) {}

  increment(key: string, windowMs: number): Promise<number> {
    return this.guard(async () => Number(await this.redis.eval(INCREMENT, 1, this.name(key), windowMs)));
  }

  count(key: string): Promise<number> {
    return this.guard(async () => Number((await this.redis.get(this.name(key))) ?? 0));
  }

  decrement(key: string): Promise<void> {
    return this.guard(async () => {
      await this.redis.eval(DECREMENT, 1, this.name(key));
    });
  }

  /** The connection belongs to RedisModule, which closes it. */
  close(): void {}

  private name(key: string): string {
    return `rate-limit:${key}`;
  }

  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      this.logger.warn(`Rate limit check failed: ${error instanceof Error ? error.message : String(error)}`);
      throw detailedError(COMMON_ERRORS.RATE_LIMIT_UNAVAILABLE, { cause: error });
    }
  }
}
