import Redis from 'ioredis';
import request from 'supertest';
import { PdfRenderer } from '../src/pdf/pdf-renderer';
import { RENDERS_PER_CALLER, TOO_MANY_RENDERS_MESSAGE } from '../src/pdf/render-admission';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { CLOSED_REDIS_URL, deleteRedisKeys, TEST_REDIS_URL } from './setup/redis-test';
import { createTestApp, TestApp } from './setup/test-app';

/** With REDIS_URL, PDFs are BullMQ jobs any replica may render; two app instances play two replicas. */
describe('PDF rendering as queue jobs shared by replicas (API)', () => {
  const keyPrefix = `rental-test:${uniqueSuffix()}:`;
  const inspector = new Redis(TEST_REDIS_URL);
  let replicaOne: TestApp;
  let replicaTwo: TestApp;
  let redisDown: TestApp;

  beforeAll(async () => {
    replicaOne = await createTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: keyPrefix });
    replicaTwo = await createTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: keyPrefix });
    redisDown = await createTestApp({ REDIS_URL: CLOSED_REDIS_URL, REDIS_PREFIX: keyPrefix });
  });

  afterAll(async () => {
    await Promise.all([replicaOne, replicaTwo, redisDown].map((app) => app?.close()));
    await deleteRedisKeys(inspector, keyPrefix);
    await inspector.quit();
  });

  const rendersOn = (app: TestApp) => jest.spyOn(app.app.get(PdfRenderer), 'renderHere');

  async function downloadList(app: TestApp) {
    const { member } = await makeStaff(app.dataSource);
    const token = await tokenFor(app.app, member.id, 'staff');
    return request(app.server).get('/api/staff/rentals/download').set('Authorization', `Bearer ${token}`).buffer(true);
  }

  afterEach(() => jest.restoreAllMocks());

  it('renders each document once, on whichever replica takes the job', async () => {
    const [one, two] = [rendersOn(replicaOne), rendersOn(replicaTwo)];

    const pdf = await downloadList(replicaOne);

    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.mock.calls.length + two.mock.calls.length).toBe(1);
  });

  it('retries a failed render, and the request still gets its PDF', async () => {
    const [one, two] = [rendersOn(replicaOne), rendersOn(replicaTwo)];
    let failures = 0;
    for (const spy of [one, two]) {
      const real = spy.getMockImplementation() ?? PdfRenderer.prototype.renderHere;
      spy.mockImplementation(function (this: PdfRenderer, job) {
        if (failures === 0) {
          failures += 1;
          return Promise.reject(new Error('Chromium went away'));
        }
        return real.call(this, job);
      });
    }

    const pdf = await downloadList(replicaTwo);

    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(failures).toBe(1);
    expect(one.mock.calls.length + two.mock.calls.length).toBe(2);
  });

  it("refuses a caller's burst past their share before it reaches the shared queue: 429 at once, the rest rendered", async () => {
    const [one, two] = [rendersOn(replicaOne), rendersOn(replicaTwo)];
    const { member } = await makeStaff(replicaOne.dataSource);
    const token = await tokenFor(replicaOne.app, member.id, 'staff');

    const started = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(replicaOne.server).get('/api/staff/rentals/download').set('Authorization', `Bearer ${token}`).buffer(true),
      ),
    );

    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6 - 2 * RENDERS_PER_CALLER);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    for (const refused of burst.filter((response) => response.status === 429))
      expect(refused.body).toMatchObject({ message: TOO_MANY_RENDERS_MESSAGE });
    expect(one.mock.calls.length + two.mock.calls.length).toBe(statuses.filter((status) => status === 200).length);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('renders on the replica itself while Redis cannot be reached - lost: nothing, the PDF is delivered', async () => {
    const here = rendersOn(redisDown);
    const started = Date.now();

    const pdf = await downloadList(redisDown);

    expect(pdf.status).toBe(200);
    expect(here).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
