import Redis from 'ioredis';
import request from 'supertest';
import { REDIS_CONNECTION } from '../src/common/redis/redis-connection';
import { ShutdownState } from '../src/common/lifecycle/shutdown-state';
import { FileStorage, STORAGE_UNAVAILABLE_MESSAGE } from '../src/common/storage/file-storage';
import { createTestApp, TestApp } from './setup/test-app';

describe('Health and public configuration (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('reports healthy while the database answers', async () => {
    const response = await request(t.server).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('gives the browser the business details it shows before sign-in', async () => {
    const response = await request(t.server).get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      businessName: expect.any(String),
      businessPhone: expect.any(String),
      businessWhatsapp: expect.any(String),
      customerSignInCode: false,
      authorTag: expect.any(String),
      // The invoice dialog's company block and the payment screen show where to pay.
      businessAddress: '12 Jalan Ampang, 50450 Kuala Lumpur',
      bankName: 'Maybank',
      bankAccountName: 'Kereta Sewa Rental Sdn Bhd',
      bankAccountNumber: '5140 1234 5678',
      // Not registered for SST by default: quotes show no tax.
      serviceTax: { registered: false, rateBasisPoints: 0, pricesInclude: true },
    });
  });

  it('reports 503 when the database cannot be reached', async () => {
    const query = jest.spyOn(t.dataSource, 'query').mockRejectedValueOnce(new Error('connection lost'));
    const response = await request(t.server).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNREACHABLE',
      message: 'The database cannot be reached',
      error: 'Service Unavailable',
    });
    query.mockRestore();
  });

  it('reports ready while the database answers and files can be stored, and 503 when either fails', async () => {
    const ready = await request(t.server).get('/api/ready');
    expect(ready.status).toBe(200);
    // npm start has no Redis: throttles stay in memory and readiness does not wait for one.
    expect(ready.body).toEqual({ status: 'ready', database: 'up', storage: 'up', redis: 'not configured' });

    const query = jest.spyOn(t.dataSource, 'query').mockRejectedValueOnce(new Error('connection lost'));
    const noDatabase = await request(t.server).get('/api/ready');
    expect(noDatabase.status).toBe(503);
    expect(noDatabase.body.message).toBe('The database cannot be reached');
    query.mockRestore();

    const storage = jest.spyOn(t.app.get(FileStorage), 'isWritable').mockResolvedValueOnce(false);
    const noStorage = await request(t.server).get('/api/ready');
    expect(noStorage.status).toBe(503);
    expect(noStorage.body).toEqual({
      statusCode: 503,
      code: 'STORAGE_UNAVAILABLE',
      message: STORAGE_UNAVAILABLE_MESSAGE,
      error: 'Service Unavailable',
    });
    storage.mockRestore();
  });

  it('stops reporting ready once told to shut down, while health and other requests still answer', async () => {
    const shutdown = t.app.get(ShutdownState);
    shutdown.draining = true;
    try {
      const ready = await request(t.server).get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe('This server is shutting down');
      expect((await request(t.server).get('/api/health')).status).toBe(200);
      expect((await request(t.server).get('/api/vehicles')).status).toBe(200);
    } finally {
      shutdown.draining = false;
    }
  });

  it("answers every request with a request id: the proxy's when well formed, else a new one", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const plain = await request(t.server).get('/api/health');
    expect(plain.headers['x-request-id']).toMatch(uuid);
    const another = await request(t.server).get('/api/health');
    expect(another.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);

    const forwarded = await request(t.server).get('/api/health').set('X-Request-Id', 'nginx-3f2a9c1d7e');
    expect(forwarded.headers['x-request-id']).toBe('nginx-3f2a9c1d7e');

    // Errors carry it too; an id that could break a log line is replaced.
    for (const hostile of ['a b\tc', 'x'.repeat(65), 'short', '"><script>']) {
      const refused = await request(t.server).get('/api/no-such-route').set('X-Request-Id', hostile);
      expect(refused.status).toBe(404);
      expect(refused.headers['x-request-id']).toMatch(uuid);
    }
  });
});

describe('Readiness with Redis configured (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  });

  afterAll(() => t.close());

  it('reports Redis up while it answers PING, and 503 when it does not', async () => {
    const ready = await request(t.server).get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up', storage: 'up', redis: 'up' });

    const ping = jest.spyOn(t.app.get<Redis>(REDIS_CONNECTION), 'ping').mockRejectedValueOnce(new Error('Connection is closed.'));
    const noRedis = await request(t.server).get('/api/ready');
    expect(noRedis.status).toBe(503);
    expect(noRedis.body).toEqual({
      statusCode: 503,
      code: 'REDIS_UNREACHABLE',
      message: 'Redis cannot be reached',
      error: 'Service Unavailable',
    });
    ping.mockRestore();
  });
});

describe('Sign-in rate limit (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    process.env.LOGIN_RATE_LIMIT = '3';
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
    process.env.LOGIN_RATE_LIMIT = '1000';
  });

  it('answers 429 once the per-minute limit of sign-in attempts is used up', async () => {
    const attempt = () => request(t.server).post('/api/admin/login').send({ username: 'guess', password: 'guess' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_SIGN_INS',
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
      error: 'Too Many Requests',
    });
  });
});
