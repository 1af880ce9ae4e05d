/**
 * Hit counters in fixed windows. A window starts with its first hit and ends by time alone, so
 * a blocked key is always free again after `windowMs`. `now` is honoured by the in-memory store
 * (tests move the clock); Redis keeps time itself.
 */
export interface RateLimitStore {
  /** Counts one hit and returns the window's count including it. */
  increment(key: string, windowMs: number, now: number): Promise<number>;
  /** The window's count; 0 when the key has no open window. */
  count(key: string, now: number): Promise<number>;
  /** Takes back one hit if the open window has any. */
  decrement(key: string, now: number): Promise<void>;
  close(): void;
}
