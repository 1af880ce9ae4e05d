import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DataWrites } from '../src/common/read-cache/data-writes';
import { Customer } from '../src/customers/entities/customer.entity';
import { closeRedisConnection, openRedisConnection } from '../src/common/redis/redis-connection';
import { makeCustomer } from './factories/customer.factory';
import { daysFromToday } from './factories/dates';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { makeVehicle } from './factories/vehicle.factory';
import { eventually } from './setup/eventually';
import { CLOSED_REDIS_URL, TEST_REDIS_URL } from './setup/redis-test';
import { createTestApp, TestApp } from './setup/test-app';

const noDataSource = () => ({ subscribers: [] }) as unknown as DataSource;

/**
 * The staff read cache (common/read-cache) behind several replicas: each announces its writes on
 * Redis, so a dashboard or calendar cached on one replica is recomputed after a write on another.
 */
describe('Read cache across replicas (Redis)', () => {
  describe('DataWrites', () => {
    const connections: Redis[] = [];
    const writers: DataWrites[] = [];
    const replica = (keyPrefix: string, url = TEST_REDIS_URL) => {
      const redis = openRedisConnection({ url, keyPrefix }) as Redis;
      const writes = new DataWrites(noDataSource(), redis);
      connections.push(redis);
      writers.push(writes);
      return writes;
    };

    afterAll(async () => {
      await Promise.all(writers.map((writes) => writes.onApplicationShutdown()));
      await Promise.all(connections.map((redis) => closeRedisConnection(redis)));
    });

    it("moves one replica's generation when another writes, not its own twice, and only within one deployment's prefix", async () => {
      const prefix = `rental-test:${uniqueSuffix()}:`;
      const [first, second, elsewhere] = [replica(prefix), replica(prefix), replica(`rental-test:${uniqueSuffix()}:`)];
      await eventually(async () => first.seesEveryWrite && second.seesEveryWrite && elsewhere.seesEveryWrite);
      const before = { first: first.generation, second: second.generation, elsewhere: elsewhere.generation };

      first.afterUpdate();
      first.afterTransactionCommit();
      await eventually(async () => second.generation > before.second);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(first.generation).toBe(before.first + 2);
      // One announcement for the writes of one turn of the event loop.
      expect(second.generation).toBe(before.second + 1);
      expect(elsewhere.generation).toBe(before.elsewhere);
    });

    it('does not claim to see every write while Redis cannot be reached', async () => {
      const cut = replica(`rental-test:${uniqueSuffix()}:`, CLOSED_REDIS_URL);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cut.seesEveryWrite).toBe(false);
      expect(new DataWrites(noDataSource(), null).seesEveryWrite).toBe(true);
    });
  });

  describe('two app replicas on one database and one Redis', () => {
    const settings = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `rental-test:${uniqueSuffix()}:` };
    let first: TestApp;
    let second: TestApp;
    let staffToken: string;

    beforeAll(async () => {
      first = await createTestApp(settings);
      second = await createTestApp(settings);
      staffToken = await tokenFor(first.app, (await makeStaff(first.dataSource)).member.id, 'staff');
      await eventually(async () => first.app.get(DataWrites).seesEveryWrite && second.app.get(DataWrites).seesEveryWrite);
    });

    afterAll(async () => {
      await first.close();
      await second.close();
    });

    it("recomputes one replica's cached dashboard after a plain database write on the other", async () => {
      const dashboard = async () =>
        (await request(first.server).get('/api/staff/dashboard').set('Authorization', `Bearer ${staffToken}`).expect(200)).body;
      const customer = await makeCustomer(second.dataSource);
      const before = await eventually(async () => {
        const body = await dashboard();
        return body.customers.total > 0 && body;
      }, 1_000);
      await second.dataSource.getRepository(Customer).update({ id: customer.id }, { status: 'blacklisted' });
      await eventually(async () => (await dashboard()).customers.active === before.customers.active - 1, 1_000);
    });

    it("shows a booking request made on one replica in the other's dashboard and calendar at once", async () => {
      const staff = (app: TestApp, path: string) => request(app.server).get(path).set('Authorization', `Bearer ${staffToken}`).expect(200);
      const month = `/api/staff/calendar?from=${daysFromToday(40)}&to=${daysFromToday(50)}`;
      const before = (await staff(first, '/api/staff/dashboard')).body;
      const calendarBefore = (await staff(first, month)).body;
      // Read twice: the second answer comes from the cache.
      expect((await staff(first, '/api/staff/dashboard')).body).toEqual(before);

      const customer = await makeCustomer(second.dataSource);
      const vehicle = await makeVehicle(second.dataSource);
      const booked = await request(second.server)
        .post('/api/booking-requests')
        .set('Authorization', `Bearer ${await tokenFor(second.app, customer.id, 'customer')}`)
        .send({ vehicleId: vehicle.id, startDate: daysFromToday(44), endDate: daysFromToday(45) });
      expect(booked.status).toBe(201);
      expect(
        (
          await request(second.server)
            .patch(`/api/staff/booking-requests/${booked.body.id}/approve`)
            .set('Authorization', `Bearer ${staffToken}`)
        ).status,
      ).toBe(200);

      // Well inside the 2 s TTL a replica falls back to when it cannot hear the others.
      await eventually(
        async () => (await staff(first, '/api/staff/dashboard')).body.invoicesToCollect === before.invoicesToCollect + 1,
        1_000,
      );
      const calendarAfter = (await staff(first, month)).body;
      expect(calendarAfter.items).toHaveLength(calendarBefore.items.length + 1);
      expect(calendarAfter.vehicles.map((entry: { id: number }) => entry.id)).toContain(vehicle.id);
    });

    it("shows a payment and a new rental made on one replica in the other's kept payment history and rentals page at once", async () => {
      const customer = await makeCustomer(second.dataSource);
      const customerToken = await tokenFor(first.app, customer.id, 'customer');
      const history = async () =>
        (
          await request(first.server)
            .get('/api/payments/customer?page=1&limit=5')
            .set('Authorization', `Bearer ${customerToken}`)
            .expect(200)
        ).body;
      const rentals = async () =>
        (await request(first.server).get('/api/staff/rentals?page=1&limit=5').set('Authorization', `Bearer ${staffToken}`).expect(200))
          .body;
      expect(await history()).toEqual({ items: [], total: 0, page: 1, limit: 5 });
      const rentalsBefore = await rentals();
      // Read twice: the second answers come from the cache.
      expect((await history()).total).toBe(0);
      expect(await rentals()).toEqual(rentalsBefore);

      const paid = await request(second.server)
        .post('/api/payments')
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ amount: '150.00', paymentMethod: 'qr', paymentFor: 'rental-deposit' });
      expect(paid.status).toBe(201);
      const vehicle = await makeVehicle(second.dataSource);
      const booked = await request(second.server)
        .post('/api/booking-requests')
        .set('Authorization', `Bearer ${customerToken}`)
        .send({ vehicleId: vehicle.id, startDate: daysFromToday(70), endDate: daysFromToday(71) });
      expect(booked.status).toBe(201);
      expect(
        (
          await request(second.server)
            .patch(`/api/staff/booking-requests/${booked.body.id}/approve`)
            .set('Authorization', `Bearer ${staffToken}`)
        ).status,
      ).toBe(200);

      await eventually(async () => (await history()).total === 1, 1_000);
      expect((await history()).items[0]).toMatchObject({ id: paid.body.id, amount: '150.00', paymentStatus: 'pending' });
      await eventually(async () => (await rentals()).total === rentalsBefore.total + 1, 1_000);
      expect((await rentals()).items[0]).toMatchObject({ customerId: customer.id, vehicleId: vehicle.id });
    });
  });
});
