import Redis from 'ioredis';
import request from 'supertest';
import { RateLimiter } from '../src/common/rate-limit/rate-limiter';
import { RATE_LIMIT_UNAVAILABLE_MESSAGE } from '../src/common/rate-limit/redis-rate-limit-store';
import { closeRedisConnection, openRedisConnection } from '../src/common/redis/redis-connection';
import { ScheduleLock } from '../src/common/redis/schedule-lock';
import { makeStaff } from './factories/staff.factory';
import { uniqueSuffix } from './factories/unique';
import { CLOSED_REDIS_URL, deleteRedisKeys, TEST_REDIS_URL as REDIS_URL } from './setup/redis-test';
import { createTestApp, TestApp } from './setup/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two connections as two replicas would open them, and a plain one to inspect and clean up. */
function replicaConnections(keyPrefix: string): [Redis, Redis] {
  return [openRedisConnection({ url: REDIS_URL, keyPrefix }), openRedisConnection({ url: REDIS_URL, keyPrefix })] as [Redis, Redis];
}

describe('Redis shared by replicas', () => {
  const keyPrefix = `rental-test:${uniqueSuffix()}:`;
  const inspector = new Redis(REDIS_URL);
  const [first, second] = replicaConnections(keyPrefix);

  afterAll(async () => {
    await deleteRedisKeys(inspector, keyPrefix);
    await Promise.all([closeRedisConnection(first), closeRedisConnection(second)]);
    await inspector.quit();
  });

  describe('RateLimiter', () => {
    const replicaA = new RateLimiter(first);
    const replicaB = new RateLimiter(second);

    it('counts hits from both replicas against one limit, under the configured prefix', async () => {
      const rule = { limit: 3, windowMs: 60_000 };
      await expect(replicaA.consume('shared', rule)).resolves.toBe(true);
      await expect(replicaB.consume('shared', rule)).resolves.toBe(true);
      await expect(replicaA.consume('shared', rule)).resolves.toBe(true);
      await expect(replicaB.isExhausted('shared', rule)).resolves.toBe(true);
      await expect(replicaB.consume('shared', rule)).resolves.toBe(false);
      await expect(replicaA.consume('shared', rule)).resolves.toBe(false);

      await expect(inspector.get(`${keyPrefix}rate-limit:shared`)).resolves.toBe('5');
      const ttl = await inspector.pttl(`${keyPrefix}rate-limit:shared`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });

    it('lets no more than the limit through when both replicas are hit in parallel', async () => {
      const rule = { limit: 4, windowMs: 60_000 };
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? replicaA : replicaB).consume('burst', rule)));
      expect(answers.filter(Boolean)).toHaveLength(4);
    });

    it('gives a released hit back on the other replica too, never below zero', async () => {
      const rule = { limit: 2, windowMs: 60_000 };
      await replicaA.release('released');
      await expect(inspector.exists(`${keyPrefix}rate-limit:released`)).resolves.toBe(0);
      await replicaA.consume('released', rule);
      await replicaA.consume('released', rule);
      await replicaB.release('released');
      await expect(replicaA.isExhausted('released', rule)).resolves.toBe(false);
      await expect(replicaB.consume('released', rule)).resolves.toBe(true);
      await expect(replicaA.consume('released', rule)).resolves.toBe(false);
    });

    it('frees the key once the window has passed, by time alone', async () => {
      // Wide enough that a busy machine's pauses between the calls stay well inside it.
      const rule = { limit: 1, windowMs: 1_500 };
      await expect(replicaA.consume('short', rule)).resolves.toBe(true);
      await expect(replicaB.consume('short', rule)).resolves.toBe(false);
      // More refused hits do not stretch the window: one at 0.7 s would hold it to 2.2 s.
      await sleep(700);
      await expect(replicaB.consume('short', rule)).resolves.toBe(false);
      await sleep(900);
      await expect(replicaB.isExhausted('short', rule)).resolves.toBe(false);
      await expect(replicaB.consume('short', rule)).resolves.toBe(true);
    });
  });

  describe('ScheduleLock', () => {
    const replicaA = new ScheduleLock(first);
    const replicaB = new ScheduleLock(second);

    it('runs a job on one replica per period', async () => {
      const job = jest.fn().mockResolvedValue(undefined);
      const firstRound = await Promise.all([replicaA.runOnce('sweep', 400, job), replicaB.runOnce('sweep', 400, job)]);
      expect(firstRound.filter(Boolean)).toHaveLength(1);
      expect(job).toHaveBeenCalledTimes(1);

      await expect(replicaA.runOnce('sweep', 400, job)).resolves.toBe(false);
      await expect(replicaB.runOnce('sweep', 400, job)).resolves.toBe(false);
      expect(job).toHaveBeenCalledTimes(1);

      await sleep(400);
      const nextRound = await Promise.all([replicaB.runOnce('sweep', 400, job), replicaA.runOnce('sweep', 400, job)]);
      expect(nextRound.filter(Boolean)).toHaveLength(1);
      expect(job).toHaveBeenCalledTimes(2);
    });

    it('keeps separate schedules apart', async () => {
      const job = jest.fn().mockResolvedValue(undefined);
      await expect(replicaA.runOnce('reminders', 60_000, job)).resolves.toBe(true);
      await expect(replicaB.runOnce('reports', 60_000, job)).resolves.toBe(true);
      expect(job).toHaveBeenCalledTimes(2);
    });
  });

  describe('Staff sign-in on two app replicas (API, LOGIN_RATE_LIMIT=3)', () => {
    let appA: TestApp;
    let appB: TestApp;

    beforeAll(async () => {
      const settings = { REDIS_URL, REDIS_PREFIX: keyPrefix, LOGIN_RATE_LIMIT: '3' };
      appA = await createTestApp(settings);
      appB = await createTestApp(settings);
    });

    afterAll(async () => {
      await appA.close();
      await appB.close();
    });

    it('blocks the account once its failures on both replicas reach the limit', async () => {
      const { member, password } = await makeStaff(appA.dataSource);
      const signIn = (t: TestApp, secret: string) =>
        request(t.server).post('/api/staff/login').send({ username: member.username, password: secret });
      expect((await signIn(appA, 'wrong')).status).toBe(401);
      expect((await signIn(appB, 'wrong')).status).toBe(401);
      expect((await signIn(appA, 'wrong')).status).toBe(401);

      const blocked = await signIn(appB, password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
    });
  });
});

describe('Redis down (API, REDIS_URL on a closed port)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: CLOSED_REDIS_URL });
  });

  afterAll(() => t.close());

  it('refuses sign-in quickly with 503 instead of allowing unlimited attempts', async () => {
    const { member, password } = await makeStaff(t.dataSource);
    const started = Date.now();
    const answer = await request(t.server).post('/api/staff/login').send({ username: member.username, password });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      statusCode: 503,
      code: 'RATE_LIMIT_UNAVAILABLE',
      message: RATE_LIMIT_UNAVAILABLE_MESSAGE,
      error: 'Service Unavailable',
    });
  });

  it('is not ready, though still alive', async () => {
    const ready = await request(t.server).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      statusCode: 503,
      code: 'REDIS_UNREACHABLE',
      message: 'Redis cannot be reached',
      error: 'Service Unavailable',
    });
    expect((await request(t.server).get('/api/health')).status).toBe(200);
  });
});
