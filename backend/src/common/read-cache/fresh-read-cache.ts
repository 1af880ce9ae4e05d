import { DataWrites } from './data-writes';

/** How a cache keeps its answers; a write seen by this process always ends them. */
export interface ReadCachePolicy {
  /** How long an answer is kept while every write is heard: only for changes made outside the app (SQL by hand). */
  heardTtlMs: number;
  /** The same while this process cannot hear every write (replicas whose Redis announcements are not coming through). */
  unheardTtlMs: number;
  /**
   * Past the TTL: serve the old answer once more while one refresh runs (so another replica's
   * write shows within the TTL plus one computation), or wait for a fresh one.
   */
  serveStaleWhileRefreshing: boolean;
  /** Keys carry request parts (a calendar's from/to, an account id), so the map is bounded. */
  maxEntries: number;
}

/** The staff dashboard and calendar months: expensive, polled by every staff screen with the same parameters. */
export const STAFF_READ_MODELS: ReadCachePolicy = {
  heardTtlMs: 60_000,
  unheardTtlMs: 2_000,
  serveStaleWhileRefreshing: true,
  maxEntries: 32,
};

/**
 * Pages of a list as one user or query asks them again (a customer's payment history, the staff
 * rentals list): kept only seconds, so a change made outside the app shows within 5 s; every key
 * holds one user's or one filter's page, so the map is larger.
 */
export const LIST_PAGES: ReadCachePolicy = { heardTtlMs: 5_000, unheardTtlMs: 2_000, serveStaleWhileRefreshing: false, maxEntries: 500 };

/**
 * What visitors read, kept between requests: the fleet list (every visitor's first read, the same
 * for all), availability answers and quotes by car and dates (a booking form asks again as the visitor
 * goes back and forth). Any write ends them, so a change or a booking shows on the very next read;
 * a change made outside the app (SQL by hand) within 5 s. None is served past its TTL, and booking
 * checks again under the vehicle's lock, so a kept answer can never let a double booking through.
 */
export const PUBLIC_ANSWERS: ReadCachePolicy = {
  heardTtlMs: 5_000,
  unheardTtlMs: 2_000,
  serveStaleWhileRefreshing: false,
  maxEntries: 1_000,
};

interface Entry {
  generation: number;
  storedAt: number;
  value: Promise<unknown>;
  refreshing: boolean;
}

/**
 * Reuse of answers that many requests ask with the same key. An answer is reused only while no
 * write has happened in this process or been announced by another replica since it was computed
 * (so a write is seen by the very next read), and within its policy's TTL; callers asking at the
 * same time share one computation. Values are shared between callers: treat them as read-only.
 */
export class FreshReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly writes: DataWrites,
    private readonly policy: ReadCachePolicy = STAFF_READ_MODELS,
  ) {}

  read<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const generation = this.writes.generation;
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation) return this.computeInto(key, compute, generation, now);
    const ttl = this.writes.seesEveryWrite ? this.policy.heardTtlMs : this.policy.unheardTtlMs;
    if (now - entry.storedAt < ttl) return entry.value as Promise<T>;
    if (!this.policy.serveStaleWhileRefreshing) return this.computeInto(key, compute, generation, now);
    if (!entry.refreshing) {
      entry.refreshing = true;
      // Stored only once it succeeds; a failed refresh leaves the old answer for the next try.
      compute().then(
        (value) => {
          if (this.entries.get(key) === entry)
            this.store(key, { generation, storedAt: now, value: Promise.resolve(value), refreshing: false });
        },
        () => (entry.refreshing = false),
      );
    }
    return entry.value as Promise<T>;
  }

  get size(): number {
    return this.entries.size;
  }

  private computeInto<T>(key: string, compute: () => Promise<T>, generation: number, now: number): Promise<T> {
    const value = compute();
    const entry: Entry = { generation, storedAt: now, value, refreshing: false };
    this.store(key, entry);
    // A failed computation is never reused.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  private store(key: string, entry: Entry): void {
    // Map keeps insertion order: re-inserting marks the key as newest, the first key is the oldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.policy.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
