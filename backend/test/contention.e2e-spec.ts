import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, EntityManager } from 'typeorm';
import { BookingRequest } from '../src/bookings/entities/booking-request.entity';
import { lockVehicleForBooking } from '../src/bookings/vehicle-schedule';
import { inTransaction } from '../src/common/database/transactions';
import { readDbSettings } from '../src/config/settings';
import { Customer } from '../src/customers/entities/customer.entity';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { InvoiceIdempotency1763900000009 } from '../src/database/migrations/1763900000009-InvoiceIdempotency';
import { Invoice } from '../src/invoices/entities/invoice.entity';
import { CustomerActivity } from '../src/loyalty/entities/customer-activity.entity';
import { CustomerReview } from '../src/loyalty/entities/customer-review.entity';
import { Payment } from '../src/payments/entities/payment.entity';
import { Rental } from '../src/rentals/entities/rental.entity';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { Vehicle } from '../src/vehicles/entities/vehicle.entity';
import { makeBookingRequest, makeRental } from './factories/booking.factory';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { createScratchDatabase } from './setup/scratch-database';
import { createTestApp, TestApp } from './setup/test-app';

/** Every contended action, fired 50 times at once, has one winner and never a 5xx. */
const BURST = 50;
const SERVER_ERROR = 'Something went wrong';

type Tally = Record<number, number>;

/** Fires `BURST` requests at the same moment and counts the answers by status. */
async function burst(send: (index: number) => request.Test): Promise<{ responses: request.Response[]; tally: Tally }> {
  const responses = await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)));
  const tally: Tally = {};
  for (const { status } of responses) tally[status] = (tally[status] ?? 0) + 1;
  return { responses, tally };
}

/** What one burst needs: how to send a request, what refused losers are told, and what the database must hold afterwards. */
interface Contest {
  send: (index: number) => request.Test;
  /** Absent when the losers are replays that get the winner's answer. */
  loserMessage?: (winner: request.Response) => string;
  verify: (winner: request.Response, responses: request.Response[]) => Promise<void>;
}

/** One row of the table: the winner's status and the status all 49 others get. */
interface ContestRow {
  action: string;
  winner: number;
  losers: number;
  prepare: () => Promise<Contest>;
}

/** A create that takes an Idempotency-Key, with two bodies to send under one key and the rows made under it. */
interface KeyedCreate {
  send: (body: object) => request.Test;
  bodies: object[];
  rows: () => Promise<Array<{ id: number }>>;
}

describe('Contention: bursts of 50 on every contended action (API)', () => {
  let t: TestApp;
  let staffToken: string;
  let adminToken: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
    // Small documents: the burst is about the race, not about resizing photos.
    photo = await makePhoto(64, 48);
  }, 30_000);

  afterAll(() => t.close());

  const as = (token: string) => (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  const staffCall = (test: request.Test) => as(staffToken)(test);
  const repo = <T extends object>(entity: new () => T) => t.dataSource.getRepository(entity);
  const logCount = (action: string, targetId: number) => repo(StaffLog).countBy({ action, targetId: String(targetId) });
  const documentsOnDisk = async () =>
    (await readdir(join(process.env.DATA_DIR as string, 'uploads', 'customer-documents')).catch(() => [] as string[])).length;

  async function pendingRequest(): Promise<BookingRequest> {
    const customer = await makeCustomer(t.dataSource);
    return makeBookingRequest(t.dataSource, customer, await makeVehicle(t.dataSource), {
      startDate: daysFromToday(20),
      endDate: daysFromToday(23),
    });
  }

  const decide = (id: number, decision: 'approve' | 'reject') =>
    staffCall(request(t.server).patch(`/api/staff/booking-requests/${id}/${decision}`)).send({});

  /** After a decision burst: the request carries the winner's decision, one rental exactly when approved, one log row. */
  async function verifyDecided(pending: BookingRequest, winner: request.Response): Promise<void> {
    const decided = await repo(BookingRequest).findOneByOrFail({ id: pending.id });
    const approved = decided.status === 'approved';
    expect(decided.status).toBe(winner.body.bookingRequest?.status ?? winner.body.status);
    await expect(repo(Rental).countBy({ vehicleId: pending.vehicleId })).resolves.toBe(approved ? 1 : 0);
    await expect(repo(StaffLog).countBy({ targetType: 'booking_request', targetId: String(pending.id) })).resolves.toBe(1);
  }

  const decidedMessage = (winner: request.Response) =>
    `This request has already been ${winner.body.bookingRequest?.status ?? winner.body.status}`;

  const contests: ContestRow[] = [
    {
      action: 'approving one booking request',
      winner: 200,
      losers: 409,
      prepare: async () => {
        const pending = await pendingRequest();
        return {
          send: () => decide(pending.id, 'approve'),
          loserMessage: decidedMessage,
          verify: (winner) => verifyDecided(pending, winner),
        };
      },
    },
    {
      action: 'rejecting one booking request',
      winner: 200,
      losers: 409,
      prepare: async () => {
        const pending = await pendingRequest();
        return {
          send: () => decide(pending.id, 'reject'),
          loserMessage: decidedMessage,
          verify: (winner) => verifyDecided(pending, winner),
        };
      },
    },
    {
      action: 'approving and rejecting one booking request, mixed',
      winner: 200,
      losers: 409,
      prepare: async () => {
        const pending = await pendingRequest();
        return {
          send: (index) => decide(pending.id, index % 2 === 0 ? 'approve' : 'reject'),
          loserMessage: decidedMessage,
          verify: (winner) => verifyDecided(pending, winner),
        };
      },
    },
    {
      action: 'staff manual bookings of one car on the same dates',
      winner: 201,
      losers: 409,
      prepare: async () => {
        const customer = await makeCustomer(t.dataSource);
        const vehicle = await makeVehicle(t.dataSource);
        const body = { customerId: customer.id, vehicleId: vehicle.id, startDate: daysFromToday(40), endDate: daysFromToday(42) };
        return {
          send: () => staffCall(request(t.server).post('/api/staff/bookings/manual')).send(body),
          loserMessage: () => 'This vehicle is already booked for those dates',
          verify: async (winner) => {
            await expect(repo(Rental).findBy({ vehicleId: vehicle.id })).resolves.toMatchObject([{ id: winner.body.rental.id }]);
            await expect(logCount('manual_booking_created', winner.body.rental.id)).resolves.toBe(1);
          },
        };
      },
    },
    {
      action: 'approving one extension',
      winner: 200,
      losers: 409,
      prepare: async () => {
        const rental = await makeRental(
          t.dataSource,
          await makeCustomer(t.dataSource),
          await makeVehicle(t.dataSource),
          { startDate: daysFromToday(-1), endDate: daysFromToday(2), status: 'extension-requested' },
          {
            totalDays: 3,
            rentalPerDay: '100.00',
            deposit: '200.00',
            grandTotal: '500.00',
            extensionRequestedUntil: daysFromToday(5),
            extensionReason: 'Longer trip',
          },
        );
        return {
          send: () => staffCall(request(t.server).patch(`/api/staff/rentals/${rental.id}/extension/approve`)),
          loserMessage: () => 'This rental has no extension request to decide',
          verify: async () => {
            // Extended once: 3 more days, never 3 per winner.
            await expect(repo(Rental).findOneByOrFail({ id: rental.id })).resolves.toMatchObject({
              status: 'active',
              endDate: daysFromToday(5),
              totalDays: 6,
              grandTotal: '800.00',
            });
            await expect(logCount('rental_extension_approved', rental.id)).resolves.toBe(1);
          },
        };
      },
    },
    {
      action: 'creating a staff account with one username',
      winner: 201,
      losers: 409,
      prepare: async () => {
        const username = `racer_${uniqueSuffix()}`;
        return {
          send: () => as(adminToken)(request(t.server).post('/api/staff/create')).send({ username, password: 'long-enough-1' }),
          loserMessage: () => 'That username is already taken',
          verify: async (winner) => {
            await expect(repo(StaffMember).findBy({ username })).resolves.toMatchObject([{ id: winner.body.id }]);
            await expect(logCount('staff_created', winner.body.id)).resolves.toBe(1);
          },
        };
      },
    },
    {
      action: 'registering one e-mail',
      winner: 201,
      losers: 409,
      prepare: async () => {
        const email = `racer.${uniqueSuffix()}@example.com`;
        const before = await documentsOnDisk();
        const fields = {
          fullName: 'Nur Aisyah binti Ahmad',
          email,
          phone: '012-345 6789',
          address: '23 Jalan SS 2/24, 47300 Petaling Jaya',
          icPassportNumber: '900101-14-5678',
          privacyConsent: 'true',
        };
        return {
          send: () => {
            const call = request(t.server).post('/api/customers/register');
            for (const [name, value] of Object.entries(fields)) call.field(name, value);
            for (const name of ['icPassport', 'driversLicense', 'utilityBill'])
              call.attach(name, photo, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
            return call;
          },
          loserMessage: () => 'An account with this email already exists',
          verify: async (winner) => {
            await expect(repo(Customer).findBy({ email })).resolves.toMatchObject([{ id: winner.body.id }]);
            // The losers' documents are removed again: only the winner's three stay.
            await expect(documentsOnDisk()).resolves.toBe(before + 3);
          },
        };
      },
    },
    {
      action: 'reviewing one rental',
      winner: 201,
      losers: 409,
      prepare: async () => {
        const customer = await makeCustomer(t.dataSource);
        const rental = await makeRental(t.dataSource, customer, await makeVehicle(t.dataSource), {
          startDate: daysFromToday(-5),
          endDate: daysFromToday(-2),
          status: 'completed',
        });
        const token = await tokenFor(t.app, customer.id, 'customer');
        return {
          send: (index) =>
            as(token)(request(t.server).post('/api/customer-reviews')).send({ rentalId: rental.id, rating: 1 + (index % 5) }),
          loserMessage: () => 'You have already reviewed this rental.',
          verify: async (winner) => {
            await expect(repo(CustomerReview).findBy({ rentalId: rental.id })).resolves.toMatchObject([
              { id: winner.body.id, rating: winner.body.rating },
            ]);
            await expect(repo(CustomerActivity).countBy({ customerId: customer.id, activityType: 'review_posted' })).resolves.toBe(1);
          },
        };
      },
    },
    {
      action: 'paying with one Idempotency-Key and one body',
      winner: 201,
      losers: 200,
      prepare: async () => {
        const customer = await makeCustomer(t.dataSource);
        const token = await tokenFor(t.app, customer.id, 'customer');
        const key = `KSR-${uniqueSuffix().toUpperCase()}`;
        const body = { amount: '150.00', paymentMethod: 'qr', paymentFor: 'rental-deposit' };
        return {
          send: () => as(token)(request(t.server).post('/api/payments')).set('Idempotency-Key', key).send(body),
          verify: async (winner, responses) => {
            expect(new Set(responses.map((response) => response.body.receiptNumber))).toEqual(new Set([winner.body.receiptNumber]));
            await expect(repo(Payment).findBy({ customerId: customer.id })).resolves.toMatchObject([
              { id: winner.body.id, idempotencyKey: key },
            ]);
          },
        };
      },
    },
    {
      action: 'generating one invoice with one Idempotency-Key and one body',
      winner: 201,
      losers: 200,
      prepare: async () => {
        const key = `INV-${uniqueSuffix().toUpperCase()}`;
        const body = {
          customerName: `Racer ${key}`,
          invoiceDate: daysFromToday(0),
          vehicleRented: 'Perodua Myvi - WXY 1234',
          totalDays: 3,
          totalAmount: '360.00',
        };
        return {
          send: () => staffCall(request(t.server).post('/api/staff/invoices')).set('Idempotency-Key', key).send(body),
          verify: async (winner, responses) => {
            expect(new Set(responses.map((response) => response.body.id))).toEqual(new Set([winner.body.id]));
            await expect(repo(Invoice).findBy({ customerName: body.customerName })).resolves.toMatchObject([{ id: winner.body.id }]);
            await expect(logCount('invoice_created', winner.body.id)).resolves.toBe(1);
          },
        };
      },
    },
  ];

  it.each(contests)(
    '$action: 50 at once give one winner ($winner), 49 × $losers, one change in the database',
    async ({ winner: winnerStatus, losers: loserStatus, prepare }) => {
      const contest = await prepare();
      const { responses, tally } = await burst(contest.send);
      expect(JSON.stringify(responses.map((response) => response.body))).not.toContain(SERVER_ERROR);
      expect(tally).toEqual({ [winnerStatus]: 1, [loserStatus]: BURST - 1 });
      const winner = responses.find((response) => response.status === winnerStatus) as request.Response;
      if (contest.loserMessage) {
        const messages = responses.filter((response) => response !== winner).map((response) => response.body.message);
        expect(new Set(messages)).toEqual(new Set([contest.loserMessage(winner)]));
      }
      await contest.verify(winner, responses);
    },
  );

  /** Creates that take an Idempotency-Key: one key sent with two different bodies at once. */
  const keyedCreates: Array<{ action: string; reusedMessage: string; prepare: () => Promise<KeyedCreate> }> = [
    {
      action: 'payment',
      reusedMessage: 'This Idempotency-Key was already used for a different payment',
      prepare: async () => {
        const customer = await makeCustomer(t.dataSource);
        const token = await tokenFor(t.app, customer.id, 'customer');
        const key = `KSR-${uniqueSuffix().toUpperCase()}`;
        return {
          send: (body) => as(token)(request(t.server).post('/api/payments')).set('Idempotency-Key', key).send(body),
          bodies: ['150.00', '151.00'].map((amount) => ({ amount, paymentMethod: 'qr', paymentFor: 'rental-deposit' })),
          rows: () => repo(Payment).findBy({ customerId: customer.id }),
        };
      },
    },
    {
      action: 'invoice',
      reusedMessage: 'This Idempotency-Key was already used for a different invoice',
      prepare: async () => {
        const key = `INV-${uniqueSuffix().toUpperCase()}`;
        return {
          send: (body) => staffCall(request(t.server).post('/api/staff/invoices')).set('Idempotency-Key', key).send(body),
          bodies: ['360.00', '361.00'].map((totalAmount) => ({
            customerName: `Racer ${key}`,
            invoiceDate: daysFromToday(0),
            vehicleRented: 'Perodua Myvi',
            totalDays: 3,
            totalAmount,
          })),
          rows: () => repo(Invoice).findBy({ idempotencyKey: key }),
        };
      },
    },
  ];

  it.each(keyedCreates)(
    'one Idempotency-Key sent with two bodies at once: one $action, its body replayed 24 times, the other body 422',
    async ({ reusedMessage, prepare }) => {
      const keyed = await prepare();
      const { responses, tally } = await burst((index) => keyed.send(keyed.bodies[index % 2]));
      expect(tally).toEqual({ 201: 1, 200: 24, 422: 25 });
      const winner = responses.find((response) => response.status === 201) as request.Response;
      const replays = responses.filter((response) => response.status === 200);
      expect(new Set(replays.map((response) => response.body.id))).toEqual(new Set([winner.body.id]));
      const refused = responses.filter((response) => response.status === 422);
      expect(new Set(refused.map((response) => response.body.message))).toEqual(new Set([reusedMessage]));
      await expect(keyed.rows()).resolves.toMatchObject([{ id: winner.body.id }]);
    },
  );

  it('an invoice with a malformed Idempotency-Key is refused (400) and not stored', async () => {
    const customerName = `Bad key ${uniqueSuffix()}`;
    const response = await staffCall(request(t.server).post('/api/staff/invoices'))
      .set('Idempotency-Key', 'short')
      .send({ customerName, invoiceDate: daysFromToday(0), vehicleRented: 'Perodua Myvi', totalDays: 1, totalAmount: '120.00' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Idempotency-Key must be 8 to 100 letters, digits, - or _');
    await expect(repo(Invoice).countBy({ customerName })).resolves.toBe(0);
  });
});

/** A promise with its resolve handle, to line two transactions up at the moment they collide. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

const onMysql = process.env.DB_TYPE === 'mysql';

(onMysql ? describe : describe.skip)(
  'inTransaction on MariaDB: deadlocks and lock waits are retried, each piece of work commits once',
  () => {
    // A pool of its own: the lock-wait test shortens its session's timeout, which must not reach the app's connections.
    let dataSource: DataSource;

    beforeAll(async () => {
      dataSource = await new DataSource(buildDataSourceOptions(readDbSettings(process.env))).initialize();
    });

    afterAll(() => dataSource.destroy());

    const versionOf = async (vehicle: Vehicle) =>
      (await dataSource.getRepository(Vehicle).findOneByOrFail({ id: vehicle.id })).bookingVersion;

    /** Runs the work through inTransaction, noting each attempt and the lock error that ended it. */
    function observed(work: (manager: EntityManager, attempt: number) => Promise<void>) {
      const failures: string[] = [];
      let attempts = 0;
      const done = inTransaction(dataSource, async (manager) => {
        attempts += 1;
        try {
          await work(manager, attempts);
        } catch (error) {
          failures.push((error as { driverError?: { code?: string } }).driverError?.code ?? String(error));
          throw error;
        }
      });
      return { done, failures, attempts: () => attempts };
    }

    it('two transactions locking two cars in opposite order: MariaDB kills one, it is retried, both commit once', async () => {
      const [first, second] = [await makeVehicle(dataSource), await makeVehicle(dataSource)];
      const before = [await versionOf(first), await versionOf(second)];
      const holding = [signal(), signal()];
      const lockBoth = (mine: number, order: Vehicle[]) => async (manager: EntityManager, attempt: number) => {
        await lockVehicleForBooking(manager, order[0].id);
        if (attempt === 1) {
          // Each holds its first car before asking for the other's: a certain deadlock.
          holding[mine].fire();
          await holding[1 - mine].promise;
        }
        await lockVehicleForBooking(manager, order[1].id);
      };
      const runs = [observed(lockBoth(0, [first, second])), observed(lockBoth(1, [second, first]))];

      await expect(Promise.all(runs.map((run) => run.done))).resolves.toBeDefined();
      expect(runs.flatMap((run) => run.failures)).toEqual(['ER_LOCK_DEADLOCK']);
      expect(runs.map((run) => run.attempts()).sort()).toEqual([1, 2]);
      // Each transaction bumped each car once; the victim's first attempt left nothing behind.
      await expect(Promise.all([versionOf(first), versionOf(second)])).resolves.toEqual([before[0] + 2, before[1] + 2]);
    });

    it('a lock held past the wait timeout: the waiting transaction times out, is retried once the lock is free, and commits once', async () => {
      const vehicle = await makeVehicle(dataSource);
      const before = await versionOf(vehicle);
      const holder = dataSource.createQueryRunner();
      await holder.connect();
      try {
        await holder.startTransaction();
        await lockVehicleForBooking(holder.manager, vehicle.id);
        const waiter = observed(async (manager) => {
          await manager.query('SET SESSION innodb_lock_wait_timeout = 1');
          await lockVehicleForBooking(manager, vehicle.id);
        });
        // Held for 1.5 s: the first attempt gives up after 1 s, the retry gets the lock when it is let go.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await holder.commitTransaction();
        await expect(waiter.done).resolves.toBeUndefined();
        expect(waiter.failures).toEqual(['ER_LOCK_WAIT_TIMEOUT']);
        expect(waiter.attempts()).toBe(2);
      } finally {
        await holder.release();
      }
      await expect(versionOf(vehicle)).resolves.toBe(before + 2);
    });
  },
);

/** The migration behind invoice keys matches the entity, and its down() removes what it added. */
describe('The InvoiceIdempotency1763900000009 migration', () => {
  it('adds the key, the body hash and their unique index to invoices, and removes them again', async () => {
    const scratch = await createScratchDatabase('invoice-keys');
    const dataSource = await new DataSource(buildDataSourceOptions(scratch.settings)).initialize();
    const runner = dataSource.createQueryRunner();
    const columns = ['idempotencyKey', 'requestHash'];
    const later = MIGRATIONS.length - MIGRATIONS.indexOf(InvoiceIdempotency1763900000009);
    try {
      await dataSource.runMigrations();
      const table = await runner.getTable('invoices');
      for (const name of columns) expect(table?.findColumnByName(name)).toMatchObject({ isNullable: true });
      expect(table?.indices.find((index) => index.name === 'UQ_invoices_idempotency_key')).toMatchObject({
        isUnique: true,
        columnNames: ['idempotencyKey'],
      });
      if (scratch.settings.type === 'mysql') {
        // MariaDB reads a NULL default back as text, so TypeORM proposes a no-op CHANGE per nullable column; nothing else may differ.
        const noOps = columns.map(
          (name) => `ALTER TABLE \`invoices\` CHANGE \`${name}\` \`${name}\` varchar(${name === 'requestHash' ? 64 : 100}) NULL`,
        );
        const pending = (await dataSource.driver.createSchemaBuilder().log()).upQueries.map((query) => query.query);
        // Only what touches this migration's columns: later migrations' nullable columns get the same no-op
        // CHANGE, and TypeORM then re-creates the indexes and keys on them, which says nothing about these two.
        const touching = pending.filter((sql) => sql.includes('`invoices`') && columns.some((name) => sql.includes(`\`${name}\``)));
        expect(touching.filter((sql) => !noOps.includes(sql))).toEqual([]);
      }

      for (let undo = 0; undo < later; undo += 1) await dataSource.undoLastMigration();
      for (const name of columns) await expect(runner.hasColumn('invoices', name)).resolves.toBe(false);
      await expect(dataSource.runMigrations()).resolves.toHaveLength(later);
      await expect(dataSource.showMigrations()).resolves.toBe(false);
    } finally {
      await runner.release();
      await dataSource.destroy();
      await scratch.drop();
    }
  });
});
