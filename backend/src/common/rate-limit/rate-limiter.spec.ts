import { RateLimiter } from './rate-limiter';

describe('RateLimiter without Redis (one process)', () => {
  const rule = { limit: 2, windowMs: 60_000 };
  let limiter: RateLimiter;

  beforeEach(() => {
    limiter = new RateLimiter(null);
  });

  afterEach(() => limiter.onModuleDestroy());

  it('allows the limit of hits per key, then refuses until the window has passed', async () => {
    const start = 1_000_000;
    await expect(limiter.consume('a', rule, start)).resolves.toBe(true);
    await expect(limiter.consume('a', rule, start + 1)).resolves.toBe(true);
    await expect(limiter.isExhausted('a', rule, start + 2)).resolves.toBe(true);
    await expect(limiter.consume('a', rule, start + 3)).resolves.toBe(false);
    await expect(limiter.consume('b', rule, start + 4)).resolves.toBe(true);

    await expect(limiter.isExhausted('a', rule, start + 60_000)).resolves.toBe(false);
    await expect(limiter.consume('a', rule, start + 60_000)).resolves.toBe(true);
  });

  it('gives a released hit back, but never below zero', async () => {
    const now = 5_000_000;
    await limiter.release('a', now);
    await expect(limiter.consume('a', rule, now)).resolves.toBe(true);
    await expect(limiter.consume('a', rule, now)).resolves.toBe(true);
    await limiter.release('a', now);
    await expect(limiter.isExhausted('a', rule, now)).resolves.toBe(false);
    await expect(limiter.consume('a', rule, now)).resolves.toBe(true);
    await expect(limiter.consume('a', rule, now)).resolves.toBe(false);
  });
});
