import Redis from 'ioredis';
import request from 'supertest';
import { formatMalaysianDate, kualaLumpurInstant, kualaLumpurWallClock } from '../src/common/dates/calendar-date';
import { Customer } from '../src/customers/entities/customer.entity';
import { MailMessage } from '../src/notifications/entities/mail-message.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { RentalReminders } from '../src/rentals/rental-reminders';
import { makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { eventually } from './setup/eventually';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';
import { deleteRedisKeys, TEST_REDIS_URL } from './setup/redis-test';
import { CapturedMail, decodeQuotedPrintable, SmtpCapture } from './setup/smtp-capture';
import { createTestApp, TestApp } from './setup/test-app';

const STAFF_INBOX = 'ops@kereta.test';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const subjectOf = (mail: CapturedMail) => /^Subject: (.*)$/m.exec(mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '))![1];
const bodyOf = (mail: CapturedMail) => decodeQuotedPrintable(mail.raw);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Kuala Lumpur day and "HH:MM" of an instant, as a rental's return date and time hold it. */
function wallClock(instant: Date): { date: string; time: string } {
  const iso = kualaLumpurWallClock(instant).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Waits out the first minutes of a Kuala Lumpur day. A notice due at a midnight return time plus
 * a minute is still to come then, so it would arrive together with a reminder a test delays on
 * purpose; at most three minutes, once a day.
 */
async function pastKualaLumpurMidnight(): Promise<void> {
  const { time } = wallClock(new Date());
  if (time >= '00:03') return;
  const [hours, minutes] = time.split(':').map(Number);
  await sleep((3 - (hours * 60 + minutes)) * MINUTE + 5000);
}

/**
 * Two replicas on one database. On MariaDB two app instances, the second on the first's database
 * and files. SQLite is the single-process setup (one file, one process), so there the "replicas"
 * are two runs at once in that one process: two connections to the file in one process would wait
 * on each other's lock synchronously, which no deployment does.
 */
async function twoReplicas(settings: Record<string, string>): Promise<[IsolatedTestApp, TestApp]> {
  const first = await createIsolatedTestApp(settings);
  if (process.env.DB_TYPE !== 'mysql') return [first, { ...first, close: () => Promise.resolve() }];
  const second = await createTestApp({ ...settings, DATA_DIR: first.dataDir, DB_NAME: String(first.dataSource.options.database) });
  return [first, second];
}

/**
 * Overdue rentals and the "tomorrow" reminders: when a rental counts as overdue (and what the
 * screens are told), and that each e-mail goes once, in the customer's language, however many
 * replicas run the reminders at the same moment: by the poller without Redis, by BullMQ jobs with it.
 */
describe('Rental reminders and overdue rentals (API)', () => {
  const smtp = new SmtpCapture();
  let smtpUrl: string;

  beforeAll(async () => {
    smtpUrl = await smtp.start();
  });

  afterAll(async () => {
    await smtp.stop();
  });

  /** The e-mails queued to an address with a template, as the outbox holds them. */
  const queuedOn = (app: TestApp, recipient: string, template: string) =>
    app.dataSource.getRepository(MailMessage).findBy({ recipient, template });

  async function mailTo(email: string, containing: string): Promise<CapturedMail> {
    return eventually(() =>
      Promise.resolve(smtp.messages.find((message) => message.to.includes(email) && bodyOf(message).includes(containing))),
    );
  }

  describe('without Redis: the poller on every replica', () => {
    let replicaA: IsolatedTestApp;
    let replicaB: TestApp;
    let staffToken: string;

    beforeAll(async () => {
      [replicaA, replicaB] = await twoReplicas({ SMTP_URL: smtpUrl, ADMIN_EMAIL: STAFF_INBOX });
      staffToken = await tokenFor(replicaA.app, (await makeStaff(replicaA.dataSource)).member.id, 'staff');
    });

    afterAll(async () => {
      await replicaB.close();
      await replicaA.close();
    });

    const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
    const staffView = async (id: number) => (await asStaff(request(replicaA.server).get(`/api/staff/rentals/${id}`)).expect(200)).body;
    const queued = (recipient: string, template: string) => queuedOn(replicaA, recipient, template);
    const book = async (customer: Customer, values: Partial<Rental> & { startDate: string; endDate: string; status: Rental['status'] }) => {
      const vehicle = await makeVehicle(replicaA.dataSource, {
        make: 'Perodua',
        model: 'Axia',
        plateIdentifier: `AX${uniqueSuffix().slice(-4)}`,
      });
      const { startDate, endDate, status, ...rest } = values;
      return makeRental(replicaA.dataSource, customer, vehicle, { startDate, endDate, status }, { grandTotal: '200.00', ...rest });
    };
    /** Both replicas run the reminders at the same instant. */
    const bothRun = (now: Date) => Promise.all([replicaA.app.get(RentalReminders).run(now), replicaB.app.get(RentalReminders).run(now)]);

    it('flags a car still out after its return time as overdue, to staff, the customer and the dashboard; not a minute before', async () => {
      const customer = await makeCustomer(replicaA.dataSource);
      const customerToken = await tokenFor(replicaA.app, customer.id, 'customer');
      const now = Date.now();
      const justLate = wallClock(new Date(now - 2 * MINUTE));
      const notYet = wallClock(new Date(now + 2 * MINUTE));
      const late = await book(customer, {
        startDate: daysFromToday(-3),
        endDate: justLate.date,
        returnTime: justLate.time,
        status: 'active',
      });
      const onTime = await book(customer, {
        startDate: daysFromToday(-3),
        endDate: notYet.date,
        returnTime: notYet.time,
        status: 'active',
      });

      await expect(staffView(late.id)).resolves.toMatchObject({
        overdue: true,
        overdueSince: kualaLumpurInstant(justLate.date, justLate.time).toISOString(),
      });
      await expect(staffView(onTime.id)).resolves.toMatchObject({ overdue: false, overdueSince: null });
      const mine = await request(replicaA.server).get('/api/rentals/mine').set('Authorization', `Bearer ${customerToken}`).expect(200);
      const items = mine.body.items as Array<{ id: number; overdue: boolean }>;
      expect(items.find((item) => item.id === late.id)).toMatchObject({ overdue: true });
      expect(items.find((item) => item.id === onTime.id)).toMatchObject({ overdue: false });

      const listed = await asStaff(request(replicaA.server).get('/api/staff/rentals?overdue=true&limit=100')).expect(200);
      const listedIds = (listed.body.items as Array<{ id: number }>).map((rental) => rental.id);
      expect(listedIds).toContain(late.id);
      expect(listedIds).not.toContain(onTime.id);
      const activeOverdue = await asStaff(request(replicaA.server).get('/api/staff/rentals?overdue=true&status=active&limit=100')).expect(
        200,
      );
      expect((activeOverdue.body.items as Array<{ id: number }>).map((rental) => rental.id)).toContain(late.id);
      const completedOverdue = await asStaff(request(replicaA.server).get('/api/staff/rentals?overdue=true&status=completed')).expect(200);
      expect(completedOverdue.body).toMatchObject({ items: [], total: 0 });
      const refused = await asStaff(request(replicaA.server).get('/api/staff/rentals?overdue=yes')).expect(400);
      expect(refused.body.message).toEqual(['overdue must be true or false']);

      const dashboard = await asStaff(request(replicaA.server).get('/api/staff/dashboard')).expect(200);
      expect(dashboard.body.overdueCount).toBe(listed.body.total);
      const overdueIds = (dashboard.body.overdueRentals as Array<{ id: number }>).map((rental) => rental.id);
      expect(overdueIds).toContain(late.id);
      expect(overdueIds).not.toContain(onTime.id);
    });

    it('is no longer overdue once an extension is approved, nor once the car is returned', async () => {
      const customer = await makeCustomer(replicaA.dataSource);
      const customerToken = await tokenFor(replicaA.app, customer.id, 'customer');
      const yesterday = { startDate: daysFromToday(-3), endDate: daysFromToday(-1), returnTime: '10:00', status: 'active' as const };
      const extended = await book(customer, yesterday);
      const returned = await book(customer, yesterday);
      await expect(staffView(extended.id)).resolves.toMatchObject({ overdue: true });

      await request(replicaA.server)
        .post(`/api/rentals/${extended.id}/extension`)
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ newEndDate: daysFromToday(2), reason: 'Stuck in Ipoh' })
        .expect(200);
      // Waiting on the decision the car is still out, and still late.
      await expect(staffView(extended.id)).resolves.toMatchObject({ status: 'extension-requested', overdue: true });
      await asStaff(request(replicaA.server).patch(`/api/staff/rentals/${extended.id}/extension/approve`)).expect(200);
      await expect(staffView(extended.id)).resolves.toMatchObject({ status: 'active', endDate: daysFromToday(2), overdue: false });

      await asStaff(request(replicaA.server).patch(`/api/staff/rentals/${returned.id}/return`))
        .send({ returnDate: daysFromToday(0), returnMileage: 100, fuelLevel: 8 })
        .expect(200);
      await expect(staffView(returned.id)).resolves.toMatchObject({ status: 'completed', overdue: false, overdueSince: null });

      await bothRun(new Date());
      await expect(queued(customer.email, 'rental-reminder')).resolves.toHaveLength(0);
    });

    it('sends the first overdue notice at the return time, not the minute before, and one a day after', async () => {
      const customer = await makeCustomer(replicaA.dataSource);
      const today = daysFromToday(0);
      const rental = await book(customer, { startDate: daysFromToday(-2), endDate: today, returnTime: '12:00', status: 'active' });
      const due = kualaLumpurInstant(today, '12:00').getTime();

      await bothRun(new Date(due - MINUTE));
      await expect(queued(customer.email, 'rental-reminder')).resolves.toHaveLength(0);
      await bothRun(new Date(due + MINUTE));
      await bothRun(new Date(due + 2 * MINUTE));
      await expect(queued(customer.email, 'rental-reminder')).resolves.toHaveLength(1);
      await expect(
        queued(STAFF_INBOX, 'overdue-staff-notice').then((mails) => mails.filter((mail) => mail.subject.includes(`#${rental.id},`))),
      ).resolves.toHaveLength(1);
      // The next morning nothing more; at the return time the second notice.
      await bothRun(new Date(due + DAY - 4 * 60 * MINUTE));
      await expect(queued(customer.email, 'rental-reminder')).resolves.toHaveLength(1);
      await bothRun(new Date(due + DAY + MINUTE));
      await expect(queued(customer.email, 'rental-reminder')).resolves.toHaveLength(2);
      await expect(staffView(rental.id)).resolves.toMatchObject({ overdueNoticeSentOn: daysFromToday(1) });
    });

    it('sends each reminder once with two replicas at the same moment, in the customer language, and none to a cancelled or returned rental', async () => {
      const malay = await makeCustomer(replicaA.dataSource, { fullName: 'Siti Aminah', language: 'ms' });
      const english = await makeCustomer(replicaA.dataSource, { fullName: 'Daniel Lee', language: 'en' });
      const cancelledCustomer = await makeCustomer(replicaA.dataSource);
      const returnedCustomer = await makeCustomer(replicaA.dataSource);
      // Reminded at midnight the day before (24 hours ahead), so whatever the hour the tests run they are due.
      const pickup = await book(malay, { startDate: daysFromToday(1), endDate: daysFromToday(3), pickupTime: '00:00', status: 'approved' });
      const dueBack = await book(english, {
        startDate: daysFromToday(-2),
        endDate: daysFromToday(1),
        returnTime: '00:00',
        status: 'active',
      });
      const late = await book(malay, { startDate: daysFromToday(-4), endDate: daysFromToday(-1), returnTime: '00:00', status: 'active' });
      await book(cancelledCustomer, { startDate: daysFromToday(1), endDate: daysFromToday(2), pickupTime: '00:00', status: 'cancelled' });
      await book(returnedCustomer, { startDate: daysFromToday(-4), endDate: daysFromToday(-1), returnTime: '00:00', status: 'completed' });

      const now = new Date();
      const [sentByA, sentByB] = await bothRun(now);
      // Each reminder was claimed by exactly one replica (other tests' rentals may be sent alongside).
      expect(sentByA + sentByB).toBeGreaterThanOrEqual(3);
      await bothRun(now);
      await expect(queued(malay.email, 'rental-reminder')).resolves.toHaveLength(2);
      await expect(queued(english.email, 'rental-reminder')).resolves.toHaveLength(1);
      await expect(queued(cancelledCustomer.email, 'rental-reminder')).resolves.toHaveLength(0);
      await expect(queued(returnedCustomer.email, 'rental-reminder')).resolves.toHaveLength(0);
      const staffNotices = (await queued(STAFF_INBOX, 'overdue-staff-notice')).filter((mail) => mail.subject.includes(`#${late.id},`));
      expect(staffNotices).toHaveLength(1);

      await expect(staffView(pickup.id)).resolves.toMatchObject({ pickupReminderSentFor: pickup.startDate, returnReminderSentFor: null });
      await expect(staffView(dueBack.id)).resolves.toMatchObject({ returnReminderSentFor: dueBack.endDate, overdueNoticeSentOn: null });
      await expect(staffView(late.id)).resolves.toMatchObject({ overdue: true, overdueNoticeSentOn: daysFromToday(0) });

      const pickupMail = await mailTo(malay.email, 'Pengambilan esok');
      const pickupCar = (await staffView(pickup.id)).vehicleDisplayName as string;
      expect(subjectOf(pickupMail)).toBe(`Pengambilan esok: sewaan #${pickup.id}, ${pickupCar}`);
      expect(bodyOf(pickupMail)).toContain('Kepada Siti Aminah,');
      expect(bodyOf(pickupMail)).toContain(`esok, ${formatMalaysianDate(pickup.startDate)}, jam 00:00`);
      const dueBackCar = (await staffView(dueBack.id)).vehicleDisplayName as string;
      const returnMail = await mailTo(english.email, 'Your car is due back tomorrow');
      expect(subjectOf(returnMail)).toMatch(new RegExp(`^Return tomorrow: rental #${dueBack.id}, Perodua Axia - `));
      expect(bodyOf(returnMail)).toContain(`is due back tomorrow, ${formatMalaysianDate(dueBack.endDate)} at 00:00`);
      const overdueMail = await mailTo(malay.email, 'Sewaan anda lewat dipulangkan');
      expect(subjectOf(overdueMail)).toMatch(new RegExp(`^Sewaan anda lewat dipulangkan: sewaan #${late.id}, `));
      expect(bodyOf(overdueMail)).toContain(`sepatutnya dipulangkan pada ${formatMalaysianDate(late.endDate)}, jam 00:00`);
      const staffMail = await mailTo(STAFF_INBOX, `#${late.id}`);
      expect(subjectOf(staffMail)).toBe(`Overdue: rental #${late.id}, ${staffNotices[0].context.vehicleName as string}, Siti Aminah`);
      expect(bodyOf(staffMail)).toContain(malay.email);

      // The day after: the pickup and return reminders are not sent again; the overdue notice is, once.
      const tomorrow = new Date(now.getTime() + DAY);
      await bothRun(tomorrow);
      await expect(queued(malay.email, 'rental-reminder')).resolves.toHaveLength(3);
      // Daniel's car, due back at midnight, is out past it by then: his second e-mail is an overdue notice.
      const english2 = (await queued(english.email, 'rental-reminder')).map((mail) => mail.subject).sort();
      expect(english2).toEqual([
        `Return tomorrow: rental #${dueBack.id}, ${dueBackCar}`,
        `Your rental is overdue: rental #${dueBack.id}, ${dueBackCar}`,
      ]);
    });
  });

  describe('with Redis: BullMQ jobs delayed to the due time', () => {
    const keyPrefix = `rental-test:${uniqueSuffix()}:`;
    const inspector = new Redis(TEST_REDIS_URL);
    let replicaA: IsolatedTestApp;
    let replicaB: TestApp;
    let staffToken: string;

    beforeAll(async () => {
      [replicaA, replicaB] = await twoReplicas({
        SMTP_URL: smtpUrl,
        ADMIN_EMAIL: STAFF_INBOX,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: keyPrefix,
      });
      staffToken = await tokenFor(replicaA.app, (await makeStaff(replicaA.dataSource)).member.id, 'staff');
    });

    afterAll(async () => {
      await replicaB.close();
      await replicaA.close();
      await deleteRedisKeys(inspector, keyPrefix);
      await inspector.quit();
    });

    const queued = (recipient: string, template: string) => queuedOn(replicaA, recipient, template);
    const book = async (customer: Customer, values: Partial<Rental> & { startDate: string; endDate: string; status: Rental['status'] }) => {
      const vehicle = await makeVehicle(replicaA.dataSource, {
        make: 'Proton',
        model: 'Saga',
        plateIdentifier: `SG${uniqueSuffix().slice(-4)}`,
      });
      const { startDate, endDate, status, ...rest } = values;
      return makeRental(replicaA.dataSource, customer, vehicle, { startDate, endDate, status }, { grandTotal: '200.00', ...rest });
    };
    const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staffToken}`);
    const bothPlan = (now: Date) => Promise.all([replicaA.app.get(RentalReminders).plan(now), replicaB.app.get(RentalReminders).plan(now)]);

    it('runs each reminder once across the replicas, at its time, and skips a rental cancelled after it was planned', async () => {
      await pastKualaLumpurMidnight();
      const customer = await makeCustomer(replicaA.dataSource, { language: 'ms' });
      const cancelledCustomer = await makeCustomer(replicaA.dataSource);
      const pickup = await book(customer, {
        startDate: daysFromToday(1),
        endDate: daysFromToday(2),
        pickupTime: '00:00',
        status: 'awaiting_agreement',
      });
      const late = await book(customer, {
        startDate: daysFromToday(-3),
        endDate: daysFromToday(-1),
        returnTime: '00:00',
        status: 'active',
      });
      // Due back tomorrow at the current minute: its reminder is due now. Planned as if 8 seconds
      // earlier, it is a job delayed by those seconds, which gives time to cancel the other one.
      const soon = wallClock(new Date(Date.now() + DAY));
      const planAt = new Date(kualaLumpurInstant(soon.date, soon.time).getTime() - DAY - 8000);
      const delayed = await book(customer, { startDate: daysFromToday(-1), endDate: soon.date, returnTime: soon.time, status: 'active' });
      const cancelled = await book(cancelledCustomer, {
        startDate: daysFromToday(-1),
        endDate: soon.date,
        returnTime: soon.time,
        status: 'active',
      });

      await bothPlan(planAt);
      await bothPlan(planAt);
      await eventually(async () => (await queued(customer.email, 'rental-reminder')).length >= 2);
      await expect(queued(customer.email, 'rental-reminder')).resolves.toHaveLength(2);
      await expect(replicaA.dataSource.getRepository(Rental).findOneByOrFail({ id: delayed.id })).resolves.toMatchObject({
        returnReminderSentFor: null,
      });
      await asStaff(request(replicaA.server).patch(`/api/staff/rentals/${cancelled.id}/cancel`))
        .send({ reason: 'Car swapped' })
        .expect(200);

      // The delayed reminder goes once its time comes; the cancelled rental's job finds it cancelled.
      await eventually(async () => (await queued(customer.email, 'rental-reminder')).length >= 3, 15_000);
      await sleep(1000);
      await expect(queued(customer.email, 'rental-reminder')).resolves.toHaveLength(3);
      await expect(queued(cancelledCustomer.email, 'rental-reminder')).resolves.toHaveLength(0);
      const rows = await replicaA.dataSource
        .getRepository(Rental)
        .findBy([{ id: pickup.id }, { id: late.id }, { id: delayed.id }, { id: cancelled.id }]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(pickup.id)).toMatchObject({ pickupReminderSentFor: pickup.startDate });
      expect(byId.get(late.id)).toMatchObject({ overdueNoticeSentOn: daysFromToday(0) });
      expect(byId.get(delayed.id)).toMatchObject({ returnReminderSentFor: delayed.endDate });
      expect(byId.get(cancelled.id)).toMatchObject({ status: 'cancelled', returnReminderSentFor: null });
      await mailTo(customer.email, 'Pengambilan esok');
      await mailTo(STAFF_INBOX, `#${late.id}`);
    }, 240_000);
  });
});
