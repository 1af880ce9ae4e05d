import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';

/** One set of counters for the whole app. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
