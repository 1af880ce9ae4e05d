import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RedisSettings } from '../../config/settings';

/** Where a queue's keys live: under REDIS_PREFIX, as BullMQ's own prefix (it ignores ioredis keyPrefix). */
export function bullPrefix(settings: RedisSettings): string {
  return `${settings.keyPrefix}bull`;
}

/**
 * A connection for BullMQ. Workers and event streams need maxRetriesPerRequest: null (their
 * blocking reads must wait out a Redis restart); `failFast` suits a producer whose callers must
 * not hang while Redis is down. Outages are reported once, not per reconnect attempt.
 */
export function openBullConnection(url: string, name: string, options: { failFast?: boolean } = {}): Redis {
  const logger = new Logger(name);
  const connection = new Redis(url, options.failFast ? { maxRetriesPerRequest: 1, connectTimeout: 2_000 } : { maxRetriesPerRequest: null });
  let reported = false;
  connection.on('error', (error: Error) => {
    if (!reported) logger.warn(`Redis error: ${error.message}`);
    reported = true;
  });
  connection.on('ready', () => {
    reported = false;
  });
  return connection;
}

/** A queue, worker or event stream: each can be closed. */
interface Closable {
  close(): Promise<void>;
}

const CLOSE_WITHIN_MS = 5_000;

/**
 * Closes BullMQ parts, then their connections. While Redis is down a worker's close would wait
 * for a reconnect that never comes, so the sockets are dropped first and each close is bounded:
 * shutdown must finish either way.
 */
export async function closeBullParts(parts: Closable[], connections: Redis[]): Promise<void> {
  const reachable = connections.every((connection) => connection.status === 'ready');
  if (!reachable) for (const connection of connections) connection.disconnect();
  for (const part of parts) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      part.close().catch(() => undefined),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WITHIN_MS))),
    ]);
    clearTimeout(timer);
  }
  if (reachable) await Promise.all(connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
}

/** Worker and event-stream errors repeat on every reconnect; the connection already reported the outage once. */
export function ignoreRepeatedErrors(): void {
  // Listening is required (an EventEmitter without an 'error' listener throws); logging is done per connection.
}
