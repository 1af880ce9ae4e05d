import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { readDbSettings } from '../src/config/settings';
import { Customer } from '../src/customers/entities/customer.entity';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/common/filters/all-exceptions.filter';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { PDF_FAILED_MESSAGE, PdfRenderer } from '../src/pdf/pdf-renderer';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { makeVehicle } from './factories/vehicle.factory';
import { eventually } from './setup/eventually';
import { PrivateMariaDb, PrivateService, startPrivateMariaDb, startPrivateRedis } from './setup/private-services';
import { runOnServer } from './setup/test-database';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * Faults: what the API does while a service it needs is gone, and what was
 * lost (the answer must be: nothing). Each service here is a private one the suite kills.
 * The other faults are proved beside their features:
 *   SMTP down queues mail ............ test/mail-outbox.e2e-spec.ts
 *   S3 down refuses uploads cleanly .. test/object-storage.e2e-spec.ts
 *   SIGTERM drains in-flight requests  test/shutdown.e2e-spec.ts
 *   Redis down while rendering PDFs .. test/pdf-jobs.e2e-spec.ts
 */

/** An outage must be answered at once, not after a driver's 10-30 s connect timeout. */
const FAST_ANSWER_MS = 5_000;

const bearer = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);

/** A booking request a few days ahead, `offset` apart so several fit one car. */
const bookingBody = (vehicle: Vehicle, offset: number) => ({
  vehicleId: vehicle.id,
  startDate: daysFromToday(10 + offset * 3),
  endDate: daysFromToday(11 + offset * 3),
});

const bookingIdsOf = async (dataSource: DataSource, customer: Customer) =>
  (await dataSource.getRepository(BookingRequest).find({ where: { customerId: customer.id }, order: { id: 'ASC' } })).map((row) => row.id);

async function timed(test: request.Test): Promise<{ status: number; body: { message?: unknown }; ms: number }> {
  const started = Date.now();
  const response = await test;
  return { status: response.status, body: response.body as { message?: unknown }, ms: Date.now() - started };
}

describe('Faults: MariaDB stopped and started again (private mariadbd)', () => {
  const database = 'rental_faults';
  let mariadb: PrivateMariaDb | undefined;
  let t: TestApp | undefined;

  beforeAll(async () => {
    mariadb = await startPrivateMariaDb();
    await runOnServer(mariadb.target, `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const settings = {
      DB_TYPE: 'mysql',
      DB_HOST: mariadb.target.host,
      DB_PORT: String(mariadb.port),
      DB_USER: mariadb.target.user,
      DB_PASSWORD: mariadb.target.password,
      DB_NAME: database,
    };
    const migrator = new DataSource(buildDataSourceOptions(readDbSettings({ ...process.env, ...settings })));
    await migrator.initialize();
    await migrator.runMigrations();
    await migrator.destroy();
    t = await createTestApp(settings);
  }, 60_000);

  afterAll(async () => {
    // The server first, so closing the app never waits on a dead database.
    await mariadb?.start().catch(() => undefined);
    await t?.close();
    await mariadb?.destroy();
  });

  it('answers 503 at once while MariaDB is down and serves again by itself when it is back - lost: nothing', async () => {
    const app = t as TestApp;
    const server = mariadb as PrivateMariaDb;
    const vehicle = await makeVehicle(app.dataSource);
    const customer = await makeCustomer(app.dataSource);
    const asCustomer = bearer(await tokenFor(app.app, customer.id, 'customer'));
    const acknowledged = await asCustomer(request(app.server).post('/api/booking-requests')).send(bookingBody(vehicle, 0));
    expect(acknowledged.status).toBe(201);

    await server.kill();

    const during = {
      vehicles: await timed(request(app.server).get('/api/vehicles')),
      signedIn: await timed(asCustomer(request(app.server).get('/api/booking-requests/mine'))),
      write: await timed(asCustomer(request(app.server).post('/api/booking-requests')).send(bookingBody(vehicle, 1))),
    };
    for (const answer of Object.values(during)) {
      expect(answer).toMatchObject({ status: 503, body: { message: SERVICE_UNAVAILABLE_MESSAGE } });
      expect(answer.ms).toBeLessThan(FAST_ANSWER_MS);
    }
    const ready = await timed(request(app.server).get('/api/ready'));
    expect(ready).toMatchObject({ status: 503, body: { message: 'The database cannot be reached' } });
    expect(ready.ms).toBeLessThan(FAST_ANSWER_MS);

    await server.start();

    // The same app, never restarted: its pool reconnects on the next request.
    await eventually(async () => (await request(app.server).get('/api/vehicles')).status === 200, 15_000);
    expect((await request(app.server).get('/api/ready')).status).toBe(200);
    const mine = await asCustomer(request(app.server).get('/api/booking-requests/mine'));
    expect(mine.status).toBe(200);
    expect((mine.body as { items: Array<{ id: number }> }).items.map((item) => item.id)).toEqual([acknowledged.body.id]);
    const after = await asCustomer(request(app.server).post('/api/booking-requests')).send(bookingBody(vehicle, 2));
    expect(after.status).toBe(201);
    // Lost: nothing. The request acknowledged before the crash is stored, the refused one left no row.
    await expect(bookingIdsOf(app.dataSource, customer)).resolves.toEqual([acknowledged.body.id, after.body.id]);
  });
});

describe('Faults: Redis killed while customers send booking requests (private redis-server)', () => {
  let redis: (PrivateService & { url: string }) | undefined;
  let t: TestApp | undefined;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await createTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: `faults-${process.pid}:` });
  }, 30_000);

  afterAll(async () => {
    await t?.close();
    await redis?.destroy();
  });

  it('accepts booking requests while Redis is down (its e-mail budget cannot be checked) and after it is back - lost: nothing', async () => {
    const app = t as TestApp;
    const server = redis as PrivateService;
    const vehicle = await makeVehicle(app.dataSource);
    const customer = await makeCustomer(app.dataSource);
    const asCustomer = bearer(await tokenFor(app.app, customer.id, 'customer'));
    const send = (offset: number) => asCustomer(request(app.server).post('/api/booking-requests')).send(bookingBody(vehicle, offset));

    const before = await send(0);
    expect(before.status).toBe(201);

    await server.kill();
    // The request is stored before its e-mail is metered: a refusal now would make the customer send it twice.
    const during = await timed(send(1));
    expect(during.status).toBe(201);
    expect(during.ms).toBeLessThan(FAST_ANSWER_MS);

    await server.start();
    const after = await eventually(async () => {
      const response = await send(2);
      return response.status === 201 ? response : null;
    }, 15_000);

    const acknowledged = [before.body, during.body, after.body].map((body) => (body as { id: number }).id);
    // Lost: nothing. Every acknowledged request is stored, each with its confirmation e-mail queued.
    await expect(bookingIdsOf(app.dataSource, customer)).resolves.toEqual(acknowledged);
    const confirmations = await app.dataSource
      .getRepository(MailMessage)
      .countBy({ recipient: customer.email, template: 'booking-request-received' });
    expect(confirmations).toBe(acknowledged.length);
  });
});

/**
 * The rentals list PDF is rendered on every download (an agreement is rendered once, when it is
 * finalised, and then served from storage), so it is the request that meets a dying browser.
 */
describe('Faults: Chromium killed in the middle of a PDF', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    // Enough rows for a multi-page table, so the render lasts long enough to be cut short.
    const customer = await makeCustomer(t.dataSource);
    const car = await makeVehicle(t.dataSource);
    for (let index = 0; index < 60; index += 1) {
      await makeRental(t.dataSource, customer, car, {
        startDate: daysFromToday(200 + index),
        endDate: daysFromToday(200 + index),
        status: 'completed',
      });
    }
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const listPdf = () => bearer(staffToken)(request(t.server).get('/api/staff/rentals/download?filter=ALL&status=completed'));

  it('answers the cut-short request cleanly and relaunches Chromium for the next PDF - lost: nothing', async () => {
    const renderer = t.app.get(PdfRenderer);
    expect((await listPdf()).status).toBe(200);
    const killed = renderer.browser?.process();
    expect(killed?.pid).toBeDefined();

    // Kill the browser once the request has reached the renderer and its document is being drawn.
    const renderHere = renderer.renderHere.bind(renderer);
    let killedWhileRendering = false;
    jest.spyOn(renderer, 'renderHere').mockImplementationOnce((job) => {
      let settled = false;
      const rendering = renderHere(job).finally(() => (settled = true));
      setTimeout(() => {
        killedWhileRendering = !settled;
        killed?.kill('SIGKILL');
      }, 20);
      return rendering;
    });

    const cut = await listPdf();
    expect(killedWhileRendering).toBe(true);
    // The renderer retries once on a new browser; if that too failed, a 503 with its message.
    if (cut.status === 200) expect(cut.headers['content-type']).toBe('application/pdf');
    else expect(cut.body).toMatchObject({ statusCode: 503, message: PDF_FAILED_MESSAGE });

    const next = await listPdf();
    expect(next.status).toBe(200);
    expect(next.headers['content-type']).toBe('application/pdf');
    const relaunched = renderer.browser?.process();
    expect(relaunched?.pid).toBeDefined();
    expect(relaunched?.pid).not.toBe(killed?.pid);
  });
});
