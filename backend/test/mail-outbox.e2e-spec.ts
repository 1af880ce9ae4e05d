import Redis from 'ioredis';
import { AddressInfo, createServer, Server, Socket, connect } from 'node:net';
import request from 'supertest';
import { In } from 'typeorm';
import { DataWrites } from '../src/common/read-cache/data-writes';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { MailDelivery } from '../src/notifications/mail-delivery';
import { MailService } from '../src/notifications/mail.service';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeBookingRequest } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { SmtpCapture } from './setup/smtp-capture';
import { eventually } from './setup/eventually';
import { createTestApp, TestApp } from './setup/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The mail server as the app sees it: a local port that refuses mail (down) or passes it to the capture (up). */
class SmtpSwitch {
  up = false;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((client) => {
    if (!this.up) {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });

  constructor(private readonly targetPort: number) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function startSmtp(): Promise<{ capture: SmtpCapture; smtpSwitch: SmtpSwitch; url: string }> {
  const capture = new SmtpCapture();
  const port = Number(new URL(await capture.start()).port);
  const smtpSwitch = new SmtpSwitch(port);
  return { capture, smtpSwitch, url: await smtpSwitch.start() };
}

const outbox = (t: TestApp) => t.dataSource.getRepository(MailMessage);
const mailTo = (t: TestApp, recipient: string) => outbox(t).findOneBy({ recipient });

/** A row as MailService.send writes it, with the given attempts already spent. */
function queueRow(t: TestApp, recipient: string, attempts = 0): Promise<MailMessage> {
  return outbox(t).save({
    recipient,
    subject: 'Outbox test',
    template: 'account-notice',
    language: 'en',
    context: { customerName: 'Outbox Test', suspended: false },
    attachments: null,
    status: 'queued',
    attempts,
    nextAttemptAt: new Date(),
  });
}

describe('E-mail outbox without Redis (in-process timers)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let staffToken: string;
  /** A second instance on the same database; closed with the first (closing it early breaks the first's repositories). */
  let second: TestApp | null = null;
  /** Recipients queued by this suite's tests (the run's database also holds other suites' messages). */
  const queuedHere: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: '1', MAIL_MAX_ATTEMPTS: '5', REDIS_URL: undefined });
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
  });

  afterAll(async () => {
    await second?.close();
    await t.close();
    await smtp.smtpSwitch.stop();
    await smtp.capture.stop();
  });

  const asStaff = (test: request.Test, token = staffToken) => test.set('Authorization', `Bearer ${token}`);

  it('keeps the approval when SMTP is down: the e-mail is queued with the error, and staff see it - lost: nothing', async () => {
    const customer = await makeCustomer(t.dataSource);
    const vehicle = await makeVehicle(t.dataSource);
    const pending = await makeBookingRequest(t.dataSource, customer, vehicle, { startDate: daysFromToday(5), endDate: daysFromToday(6) });

    const approval = await asStaff(request(t.server).patch(`/api/staff/booking-requests/${pending.id}/approve`));
    expect(approval.status).toBe(200);
    queuedHere.push(customer.email);

    const row = await eventually(async () => {
      const found = await mailTo(t, customer.email);
      return found && found.attempts >= 1 && found.lastError ? found : null;
    });
    expect(row.status).toBe('queued');
    expect(row.lastError).not.toContain(smtp.url);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 5000);

    const list = await asStaff(request(t.server).get('/api/staff/mail-messages?status=unsent&limit=100'));
    expect(list.status).toBe(200);
    const item = list.body.items.find((entry: { id: number }) => entry.id === row.id);
    expect(Object.keys(item).sort()).toEqual(['attempts', 'createdAt', 'id', 'lastError', 'recipient', 'sentAt', 'status', 'subject']);
    expect(item).toMatchObject({ recipient: customer.email, sentAt: null });
    expect(['queued', 'sending']).toContain(item.status);
  });

  it('an idle poll writes nothing, so the read caches it would empty stay warm; a stuck e-mail is still given back', async () => {
    const writes = t.app.get(DataWrites);
    const delivery = t.app.get(MailDelivery);
    const before = writes.generation;
    await expect(delivery.releaseStuck()).resolves.toBe(0);
    expect(writes.generation).toBe(before);

    const customer = await makeCustomer(t.dataSource);
    const stuck = await outbox(t).save({
      recipient: customer.email,
      subject: 'Stuck mid-send',
      template: 'booking-received',
      context: {},
      language: 'en',
      status: 'sending',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 60_000),
    });
    await expect(delivery.releaseStuck()).resolves.toBe(1);
    expect((await outbox(t).findOneByOrFail({ id: stuck.id })).status).toBe('queued');
    expect(writes.generation).toBeGreaterThan(before);
    await outbox(t).delete({ id: stuck.id });
  });

  it('marks an e-mail failed after MAIL_MAX_ATTEMPTS; staff retry queues it again once, and it is logged', async () => {
    const recipient = `failed-${uniqueSuffix()}@example.com`;
    queuedHere.push(recipient);
    const row = await queueRow(t, recipient, 4);
    await expect(t.app.get(MailDelivery).deliver(row.id)).resolves.toEqual({ kind: 'failed' });
    await expect(outbox(t).findOneByOrFail({ id: row.id })).resolves.toMatchObject({ status: 'failed', attempts: 5 });

    const failed = await asStaff(request(t.server).get('/api/staff/mail-messages?status=failed&limit=100'));
    expect(failed.body.items.map((entry: { id: number }) => entry.id)).toContain(row.id);

    const retried = await asStaff(request(t.server).post(`/api/staff/mail-messages/${row.id}/retry`));
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: row.id, status: 'queued', attempts: 0 });
    await expect(
      t.dataSource.getRepository(StaffLog).countBy({ action: 'mail_retried', targetType: 'mail', targetId: String(row.id) }),
    ).resolves.toBe(1);

    const again = await asStaff(request(t.server).post(`/api/staff/mail-messages/${row.id}/retry`));
    expect(again.status).toBe(409);
    await expect(t.dataSource.getRepository(StaffLog).countBy({ action: 'mail_retried', targetId: String(row.id) })).resolves.toBe(1);
  });

  it('limits staff retries to 5 e-mails per address per hour (429), leaving the sixth failed and unlogged', async () => {
    const recipient = `retried-${uniqueSuffix()}@example.com`;
    const rows = await outbox(t).save(
      Array.from({ length: 6 }, () => ({
        recipient,
        subject: 'Outbox test',
        template: 'account-notice',
        language: 'en' as const,
        context: { customerName: 'Outbox Test', suspended: false },
        attachments: null,
        status: 'failed' as const,
        attempts: 5,
        nextAttemptAt: new Date(),
      })),
    );
    for (const row of rows.slice(0, 5))
      expect((await asStaff(request(t.server).post(`/api/staff/mail-messages/${row.id}/retry`))).status).toBe(200);
    const sixth = await asStaff(request(t.server).post(`/api/staff/mail-messages/${rows[5].id}/retry`));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      statusCode: 429,
      code: 'RECIPIENT_MAIL_LIMIT',
      message: 'This address has already been sent 5 e-mails by staff in the last hour. Please try again later.',
      error: 'Too Many Requests',
      params: { count: 5 },
    });
    await expect(outbox(t).findOneByOrFail({ id: rows[5].id })).resolves.toMatchObject({ status: 'failed', attempts: 5 });
    await expect(
      t.dataSource.getRepository(StaffLog).countBy({ action: 'mail_retried', targetId: In(rows.map((row) => String(row.id))) }),
    ).resolves.toBe(5);
  });

  it('delivers every queued e-mail once SMTP is back, and marks them sent - lost: nothing, every e-mail of the outage arrives', async () => {
    const unsent = await outbox(t).find({ where: { status: 'queued', recipient: In(queuedHere) } });
    expect(unsent).toHaveLength(2);
    smtp.smtpSwitch.up = true;
    for (const row of unsent) await smtp.capture.waitFor(row.recipient, 15_000);
    for (const row of unsent) {
      const sent = await eventually(async () => {
        const found = await outbox(t).findOneByOrFail({ id: row.id });
        return found.status === 'sent' ? found : null;
      });
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent.lastError).toBeNull();
    }
    const list = await asStaff(request(t.server).get('/api/staff/mail-messages?status=sent&limit=100'));
    expect(list.body.items.map((entry: { id: number }) => entry.id)).toEqual(expect.arrayContaining(unsent.map((row) => row.id)));
  });

  it('sends a message once when two app instances on one database race for it', async () => {
    smtp.smtpSwitch.up = true;
    const other = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: '1', REDIS_URL: undefined });
    second = other;
    const recipient = `race-${uniqueSuffix()}@example.com`;
    const row = await queueRow(t, recipient);
    const outcomes = await Promise.all([t.app.get(MailDelivery).deliver(row.id), other.app.get(MailDelivery).deliver(row.id)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['sent', 'skipped']);
    await smtp.capture.waitFor(recipient);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.capture.messages.filter((message) => message.to.includes(recipient))).toHaveLength(1);
    await expect(outbox(t).findOneByOrFail({ id: row.id })).resolves.toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('is for staff only, with whole-number ids and known statuses', async () => {
    const customer = await makeCustomer(t.dataSource);
    const customerToken = await tokenFor(t.app, customer.id, 'customer');
    expect((await request(t.server).get('/api/staff/mail-messages')).status).toBe(401);
    expect((await asStaff(request(t.server).get('/api/staff/mail-messages'), customerToken)).status).toBe(403);
    expect((await asStaff(request(t.server).post('/api/staff/mail-messages/1/retry'), customerToken)).status).toBe(403);
    expect((await asStaff(request(t.server).post('/api/staff/mail-messages/1.5/retry'))).status).toBe(400);
    expect((await asStaff(request(t.server).post('/api/staff/mail-messages/99999999/retry'))).status).toBe(404);
    expect((await asStaff(request(t.server).get('/api/staff/mail-messages?status=lost'))).status).toBe(400);
    expect((await asStaff(request(t.server).get('/api/staff/mail-messages?limit=1000'))).status).toBe(400);
  });
});

describe('E-mail outbox with Redis (BullMQ, two replicas)', () => {
  const keyPrefix = `rental-test:${uniqueSuffix()}:`;
  const inspector = new Redis(REDIS_URL);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let replicas: TestApp[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    const settings = { SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: '1', REDIS_URL, REDIS_PREFIX: keyPrefix };
    replicas = [await createTestApp(settings), await createTestApp(settings)];
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await smtp.smtpSwitch.stop();
    await smtp.capture.stop();
    const keys = await inspector.keys(`${keyPrefix}*`);
    if (keys.length > 0) await inspector.del(...keys);
    await inspector.quit();
  });

  it('retries through the queue after an outage and sends the message once - lost: nothing, and nothing sent twice', async () => {
    const [first] = replicas;
    const recipient = `queued-${uniqueSuffix()}@example.com`;
    await expect(
      first.app.get(MailService).send({
        to: recipient,
        language: 'ms',
        subject: 'Outbox via BullMQ',
        template: 'account-notice',
        context: { customerName: 'Q', suspended: false },
      }),
    ).resolves.toBe(true);

    const failedOnce = await eventually(async () => {
      const row = await mailTo(first, recipient);
      return row && row.status === 'queued' && row.attempts >= 1 ? row : null;
    });
    expect(failedOnce.lastError).toBeTruthy();
    await expect(inspector.keys(`${keyPrefix}bull:mail:*`)).resolves.not.toHaveLength(0);

    smtp.smtpSwitch.up = true;
    await smtp.capture.waitFor(recipient, 15_000);
    await eventually(async () => (await mailTo(first, recipient))?.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.capture.messages.filter((message) => message.to.includes(recipient))).toHaveLength(1);
  });
});
