import { Injectable } from '@nestjs/common';
import { DataWrites } from './data-writes';

/**
 * How long an answer is served as it is while no write is seen, when this process cannot hear
 * every write (replicas whose Redis announcements are not coming through). Past it, the answer is
 * served once more while one refresh runs, so another replica's write shows within this plus one
 * computation.
 */
export const READ_CACHE_TTL_MS = 2_000;
/** The same while every write is heard: only for changes made outside the app (SQL by hand). */
export const READ_CACHE_HEARD_TTL_MS = 60_000;
/** Keys carry user-chosen parts (a calendar's from/to), so the map is bounded. */
export const READ_CACHE_MAX_ENTRIES = 32;

interface Entry {
  generation: number;
  storedAt: number;
  value: Promise<unknown>;
  refreshing: boolean;
}

/**
 * Reuse of expensive staff read models (dashboard totals, calendar months) that every staff screen
 * polls with the same parameters. An answer is reused only while no write has happened in this
 * process or announced by another replica since it was computed (so a write is seen by the very
 * next read), and refreshed after a TTL; callers asking at the same time share one computation. Values are
 * shared between callers: treat them as read-only.
 */
@Injectable()
export class FreshReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly writes: DataWrites) {}

  read<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const generation = this.writes.generation;
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation) return this.computeInto(key, compute, generation, now);
    const ttl = this.writes.seesEveryWrite ? READ_CACHE_HEARD_TTL_MS : READ_CACHE_TTL_MS;
    if (now - entry.storedAt >= ttl && !entry.refreshing) {
      entry.refreshing = true;
      // Stored only once it succeeds; a failed refresh leaves the old answer for the next try.
      compute().then(
        (value) => {
          if (this.entries.get(key) === entry) this.store(key, { generation, storedAt: now, value: Promise.resolve(value), refreshing: false });
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
    if (this.entries.size > READ_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
