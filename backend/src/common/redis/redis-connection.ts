import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RedisSettings } from '../../config/settings';

/** Injection token for the shared connection: a `Redis`, or null when REDIS_URL is not set. */
export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');

/** Null means one process: throttles and schedules stay in memory. */
export type RedisConnection = Redis | null;

/** Bounds on one command, so an outage turns into a fast error instead of a hanging request. */
const CONNECT_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 2_000;
/** ioredis keeps a timer this long after closing a socket that is already gone (Redis down): keep shutdown quick. */
const DISCONNECT_TIMEOUT_MS = 500;

/**
 * Connects on the first command (the app boots while Redis is still starting) and keeps
 * reconnecting in the background; a command sent meanwhile fails after one retry.
 */
export function openRedisConnection(settings: RedisSettings): RedisConnection {
  if (settings.url === null) return null;
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  reportOutages(redis);
  return redis;
}

/** One warning per outage, not one per reconnect attempt (ioredis prints unhandled errors itself). */
function reportOutages(redis: Redis): void {
  const logger = new Logger('Redis');
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn(`Redis cannot be reached: ${error.message}`);
  });
  redis.on('ready', () => {
    if (reported) logger.log('Redis is reachable again');
    reported = false;
  });
}

/** QUIT lets pending replies arrive; a connection that never came up is just dropped. */
export async function closeRedisConnection(redis: RedisConnection): Promise<void> {
  if (redis === null) return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
