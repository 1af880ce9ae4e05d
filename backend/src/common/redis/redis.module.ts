import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { redisConfig } from '../../config/configuration';
import { closeRedisConnection, openRedisConnection, REDIS_CONNECTION, RedisConnection } from './redis-connection';
import { ScheduleLock } from './schedule-lock';

/** One Redis connection for the app (or null without REDIS_URL), and what is built on it. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CONNECTION,
      inject: [redisConfig.KEY],
      useFactory: (settings: ConfigType<typeof redisConfig>): RedisConnection => openRedisConnection(settings),
    },
    ScheduleLock,
  ],
  exports: [REDIS_CONNECTION, ScheduleLock],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CONNECTION) private readonly redis: RedisConnection) {}

  // The last shutdown step, so timers and requests stopping before it can still use the connection.
  async onApplicationShutdown(): Promise<void> {
    await closeRedisConnection(this.redis);
  }
}
