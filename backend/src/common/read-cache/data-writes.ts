import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntitySubscriberInterface } from 'typeorm';
import { closeRedisConnection, REDIS_CONNECTION, RedisConnection } from '../redis/redis-connection';

/** The channel replicas announce their writes on (under the deployment's key prefix). */
export const DATA_WRITES_CHANNEL = 'data-writes';

/**
 * A counter that moves on every write made through TypeORM: entity and query-builder inserts,
 * updates and deletes, and every committed transaction (which also covers raw SQL run inside
 * one). Read caches compare it with the value they computed under, so a write is seen by the
 * next read, never a cached answer from before it.
 *
 * With Redis (several replicas), each replica announces its writes on a channel and moves its
 * counter when another one does; `seesEveryWrite` says whether that announcement is being heard
 * (without Redis there is one process, which sees all its own writes).
 */
@Injectable()
export class DataWrites implements EntitySubscriberInterface, OnApplicationShutdown {
  private current = 0;
  private announcing = false;
  private readonly replicaId = randomUUID();
  private readonly channel: string;
  private readonly listener: RedisConnection;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(REDIS_CONNECTION) private readonly redis: RedisConnection,
  ) {
    dataSource.subscribers.push(this);
    this.channel = `${redis?.options.keyPrefix ?? ''}${DATA_WRITES_CHANNEL}`;
    this.listener = redis ? this.listen(redis) : null;
  }

  get generation(): number {
    return this.current;
  }

  get seesEveryWrite(): boolean {
    return this.listener === null || this.listener.status === 'ready';
  }

  // Bumped when the statement runs and again at commit: a read computed in between (seeing the
  // state before the commit) is stamped with the older generation and so is not reused.
  afterInsert(): void {
    this.wrote();
  }

  afterUpdate(): void {
    this.wrote();
  }

  afterRemove(): void {
    this.wrote();
  }

  afterSoftRemove(): void {
    this.wrote();
  }

  afterRecover(): void {
    this.wrote();
  }

  afterTransactionCommit(): void {
    this.wrote();
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedisConnection(this.listener);
  }

  private wrote(): void {
    this.current += 1;
    if (this.redis === null || this.announcing) return;
    // One announcement for all the writes of this turn of the event loop (a request's statements and commit).
    this.announcing = true;
    setImmediate(() => {
      this.announcing = false;
      // Best effort: a replica that misses it still refreshes after its cache's short TTL.
      this.redis?.publish(this.channel, this.replicaId).catch(() => undefined);
    });
  }

  /** A second connection (one that subscribes can send nothing else), resubscribed after every reconnect. */
  private listen(redis: NonNullable<RedisConnection>): NonNullable<RedisConnection> {
    const listener = redis.duplicate();
    // The shared connection already reports outages once each.
    listener.on('error', () => undefined);
    listener.on('message', (_channel: string, from: string) => {
      if (from !== this.replicaId) this.current += 1;
    });
    // Announcements made while this replica was not listening are lost: treat them as writes.
    listener.on('ready', () => (this.current += 1));
    listener.subscribe(this.channel).catch(() => undefined);
    return listener;
  }
}
