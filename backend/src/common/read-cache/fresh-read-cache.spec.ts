import { DataSource } from 'typeorm';
import { DataWrites } from './data-writes';
import { FreshReadCache, STAFF_READ_MODELS } from './fresh-read-cache';

const { unheardTtlMs: READ_CACHE_TTL_MS, heardTtlMs: READ_CACHE_HEARD_TTL_MS, maxEntries: READ_CACHE_MAX_ENTRIES } = STAFF_READ_MODELS;

describe('FreshReadCache', () => {
  let writes: DataWrites;
  let cache: FreshReadCache;
  const dataSource = { subscribers: [] } as unknown as DataSource;

  beforeEach(() => {
    writes = new DataWrites(dataSource, null);
    // As with replicas whose announcements cannot be heard: the short TTL applies.
    jest.spyOn(writes, 'seesEveryWrite', 'get').mockReturnValue(false);
    cache = new FreshReadCache(writes);
  });

  function counter() {
    let calls = 0;
    return { compute: () => Promise.resolve((calls += 1)), calls: () => calls };
  }

  it('subscribes the write counter to the data source', () => {
    expect(dataSource.subscribers).toContain(writes);
  });

  it('reuses an answer while nothing is written and the TTL has not passed', async () => {
    const source = counter();
    await expect(cache.read('k', source.compute, 1_000)).resolves.toBe(1);
    await expect(cache.read('k', source.compute, 1_000 + READ_CACHE_TTL_MS - 1)).resolves.toBe(1);
    expect(source.calls()).toBe(1);
  });

  it.each([
    ['an insert', (w: DataWrites) => w.afterInsert()],
    ['an update', (w: DataWrites) => w.afterUpdate()],
    ['a delete', (w: DataWrites) => w.afterRemove()],
    ['a soft delete', (w: DataWrites) => w.afterSoftRemove()],
    ['a restore', (w: DataWrites) => w.afterRecover()],
    ['a committed transaction', (w: DataWrites) => w.afterTransactionCommit()],
  ])('computes again after %s', async (_name, write) => {
    const source = counter();
    await cache.read('k', source.compute, 1_000);
    write(writes);
    await expect(cache.read('k', source.compute, 1_001)).resolves.toBe(2);
  });

  it('past the TTL, answers once more with the old value while one refresh runs, then with the new one (writes by other replicas)', async () => {
    const source = counter();
    await cache.read('k', source.compute, 1_000);
    const late = 1_000 + READ_CACHE_TTL_MS;
    const stale = [cache.read('k', source.compute, late), cache.read('k', source.compute, late + 1)];
    await expect(Promise.all(stale)).resolves.toEqual([1, 1]);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.read('k', source.compute, late + 2)).resolves.toBe(2);
    expect(source.calls()).toBe(2);
  });

  it('while every write is heard (one process, or replicas announcing through Redis), keeps an answer for the long TTL', async () => {
    jest.spyOn(writes, 'seesEveryWrite', 'get').mockReturnValue(true);
    const source = counter();
    await cache.read('k', source.compute, 1_000);
    await expect(cache.read('k', source.compute, 1_000 + READ_CACHE_HEARD_TTL_MS - 1)).resolves.toBe(1);
    await expect(cache.read('k', source.compute, 1_000 + READ_CACHE_HEARD_TTL_MS)).resolves.toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.read('k', source.compute, 1_000 + READ_CACHE_HEARD_TTL_MS + 1)).resolves.toBe(2);
  });

  it('keeps the old answer when a refresh fails, and tries again on the next read', async () => {
    await cache.read('k', () => Promise.resolve('old'), 1_000);
    const late = 1_000 + READ_CACHE_TTL_MS;
    await expect(cache.read('k', () => Promise.reject(new Error('database down')), late)).resolves.toBe('old');
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.read('k', () => Promise.resolve('new'), late + 1)).resolves.toBe('old');
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.read('k', () => Promise.resolve('newer'), late + 2)).resolves.toBe('new');
  });

  it('a write here makes the next read compute at once, even past the TTL', async () => {
    await cache.read('k', () => Promise.resolve('old'), 1_000);
    writes.afterUpdate();
    await expect(cache.read('k', () => Promise.resolve('fresh'), 1_000 + READ_CACHE_TTL_MS * 5)).resolves.toBe('fresh');
  });

  it('shares one computation between callers asking at the same time, and keeps keys apart', async () => {
    let release: (value: string) => void = () => undefined;
    const slow = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.read('month', slow, 1_000);
    const second = cache.read('month', slow, 1_001);
    const other = cache.read('other month', () => Promise.resolve('other'), 1_001);
    release('answer');
    await expect(Promise.all([first, second, other])).resolves.toEqual(['answer', 'answer', 'other']);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('never stamps an answer with a write that happened while it was computed', async () => {
    let release: (value: string) => void = () => undefined;
    const before = cache.read('k', () => new Promise<string>((resolve) => (release = resolve)), 1_000);
    writes.afterTransactionCommit();
    release('before the write');
    await before;
    await expect(cache.read('k', () => Promise.resolve('after the write'), 1_001)).resolves.toBe('after the write');
  });

  it('does not keep a failed computation', async () => {
    await expect(cache.read('k', () => Promise.reject(new Error('database down')), 1_000)).rejects.toThrow('database down');
    await expect(cache.read('k', () => Promise.resolve('recovered'), 1_001)).resolves.toBe('recovered');
  });

  it(`holds at most ${READ_CACHE_MAX_ENTRIES} answers, dropping the oldest`, async () => {
    for (let index = 0; index < READ_CACHE_MAX_ENTRIES + 5; index += 1) await cache.read(`k${index}`, () => Promise.resolve(index), 1_000);
    expect(cache.size).toBe(READ_CACHE_MAX_ENTRIES);
    const source = counter();
    await expect(cache.read('k0', source.compute, 1_001)).resolves.toBe(1);
    await expect(cache.read(`k${READ_CACHE_MAX_ENTRIES + 4}`, source.compute, 1_001)).resolves.toBe(READ_CACHE_MAX_ENTRIES + 4);
  });

  it('with a policy that serves nothing stale, waits for a fresh answer once the TTL has passed', async () => {
    const strict = new FreshReadCache(writes, { heardTtlMs: 5_000, unheardTtlMs: 2_000, serveStaleWhileRefreshing: false, maxEntries: 2 });
    const source = counter();
    await expect(strict.read('k', source.compute, 1_000)).resolves.toBe(1);
    await expect(strict.read('k', source.compute, 2_999)).resolves.toBe(1);
    const late = [strict.read('k', source.compute, 3_000), strict.read('k', source.compute, 3_001)];
    await expect(Promise.all(late)).resolves.toEqual([2, 2]);
    expect(source.calls()).toBe(2);
  });
});
