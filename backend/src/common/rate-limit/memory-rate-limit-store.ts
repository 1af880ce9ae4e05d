import { RateLimitStore } from './rate-limit-store';

interface Window {
  count: number;
  resetAt: number;
}

/** Counters kept in this process: right for one replica (npm start, no REDIS_URL). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper = setInterval(() => this.dropExpired(), 60_000).unref();

  async increment(key: string, windowMs: number, now: number): Promise<number> {
    const window = this.open(key, now) ?? { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return window.count;
  }

  async count(key: string, now: number): Promise<number> {
    return this.open(key, now)?.count ?? 0;
  }

  async decrement(key: string, now: number): Promise<void> {
    const window = this.open(key, now);
    if (window && window.count > 0) window.count -= 1;
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private open(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  private dropExpired(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
