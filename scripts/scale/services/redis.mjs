import Redis from 'ioredis';

/**
 * The machine's Redis, shared with others: this run only ever deletes keys that carry its own
 * run id (its REDIS_PREFIX, or a queue library's prefix around it). Never FLUSHALL.
 */
export async function openRedis(url, runId) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const pattern = `*${runId}*`;
  const keys = async () => {
    const found = [];
    for await (const batch of redis.scanStream({ match: pattern, count: 500 })) found.push(...batch);
    return found;
  };
  const deleteKeys = async () => {
    const found = await keys();
    for (let i = 0; i < found.length; i += 500) await redis.del(...found.slice(i, i + 500));
    return found.length;
  };
  const close = async () => {
    await deleteKeys();
    redis.disconnect();
  };
  return { redis, keys, deleteKeys, close };
}
