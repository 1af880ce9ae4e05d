import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { REDIS_CONNECTION, RedisConnection } from './redis-connection';

/**
 * Periodic jobs that every replica schedules but only one should run each period. With Redis,
 * the first replica to claim `schedule:<name>` runs the job; the claim expires by itself, so a
 * replica that stops is no obstacle. Without Redis there is one process and the job just runs.
 */
@Injectable()
export class ScheduleLock {
  /** Names this replica in the claim, for anyone inspecting Redis. */
  private readonly owner = randomUUID();

  constructor(@Inject(REDIS_CONNECTION) private readonly redis: RedisConnection) {}

  /** Runs `job` unless another replica already did this period; true when it ran here. */
  async runOnce(name: string, periodMs: number, job: () => Promise<unknown>): Promise<boolean> {
    if (!(await this.claim(name, periodMs))) return false;
    await job();
    return true;
  }

  private async claim(name: string, periodMs: number): Promise<boolean> {
    if (this.redis === null) return true;
    // A tenth shorter than the period, so timer drift cannot make the next round find last round's claim.
    const holdMs = Math.max(1, Math.floor(periodMs * 0.9));
    return (await this.redis.set(`schedule:${name}`, this.owner, 'PX', holdMs, 'NX')) === 'OK';
  }
}
