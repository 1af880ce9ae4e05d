import Redis from 'ioredis';

/** The shared Redis of the test machine; every suite writes under its own prefix and removes it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A port nothing listens on: every connection is refused at once. */
export const CLOSED_REDIS_URL = 'redis://127.0.0.1:1';

/** Removes every key under the prefix (never FLUSHALL: other runs share this Redis). */
export async function deleteRedisKeys(inspector: Redis, keyPrefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await inspector.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    if (keys.length > 0) await inspector.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
