import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import { Repository } from 'typeorm';
import { DataWrites } from '../src/common/read-cache/data-writes';
import { Customer } from '../src/customers/entities/customer.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { eventually } from './setup/eventually';
import { TEST_REDIS_URL } from './setup/redis-test';
import { createTestApp, TestApp } from './setup/test-app';

const ENDED = 'Your session has ended. Please sign in again.';
const SUSPENDED = 'This account has been suspended. Please contact us for help.';

/**
 * The account behind a token is kept for a few seconds (auth/identity.service.ts), so a screen's
 * burst of requests looks it up once; a removal, a password reset or a suspension must still
 * apply to the very next request, on this replica and on the others.
 */
describe('Identity lookup cache', () => {
  describe('one replica', () => {
    let t: TestApp;
    let adminToken: string;
    let staffToken: string;

    beforeAll(async () => {
      t = await createTestApp();
      adminToken = await tokenFor(t.app, (await makeStaff(t.dataSource, { role: 'admin' })).member.id, 'admin');
      staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    });

    afterAll(async () => {
      await t.close();
    });

    const me = (token: string) => request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

    it('looks an account up once for a burst of its requests', async () => {
      const { member } = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.id, 'staff');
      const lookups = jest.spyOn(t.app.get<Repository<StaffMember>>(getRepositoryToken(StaffMember)), 'findOne');
      try {
        const answers = await Promise.all(Array.from({ length: 5 }, () => me(token)));
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
        expect((await me(token)).body).toMatchObject({ id: member.id, role: 'staff', username: member.username });
        expect(lookups.mock.calls.filter(([options]) => JSON.stringify(options?.where) === JSON.stringify({ id: member.id }))).toHaveLength(
          1,
        );
      } finally {
        lookups.mockRestore();
      }
    });

    it("refuses a staff member's old token on the next request after an admin resets the password", async () => {
      const { member } = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.id, 'staff');
      expect((await me(token)).status).toBe(200);
      await request(t.server)
        .patch(`/api/staff/${member.id}/reset-password`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ newPassword: 'a-new-password-1' })
        .expect(200);
      const refused = await me(token);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(ENDED);
    });

    it('refuses a removed staff member on the next request', async () => {
      const { member } = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.id, 'staff');
      expect((await me(token)).status).toBe(200);
      await request(t.server).delete(`/api/staff/${member.id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
      expect((await me(token)).status).toBe(401);
    });

    it('refuses a customer on the next request after staff suspend the account, and lets them back after', async () => {
      const customer = await makeCustomer(t.dataSource);
      const token = await tokenFor(t.app, customer.id, 'customer');
      expect((await me(token)).status).toBe(200);
      const setStatus = (status: string) =>
        request(t.server)
          .patch(`/api/staff/customers/${customer.id}/status`)
          .set('Authorization', `Bearer ${staffToken}`)
          .send({ status })
          .expect(200);
      await setStatus('blacklisted');
      const refused = await me(token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(SUSPENDED);
      await setStatus('active');
      expect((await me(token)).status).toBe(200);
    });

    it('refuses a token for an account deleted straight through the database', async () => {
      const customer = await makeCustomer(t.dataSource);
      const token = await tokenFor(t.app, customer.id, 'customer');
      expect((await me(token)).status).toBe(200);
      await t.dataSource.getRepository(Customer).delete({ id: customer.id });
      expect((await me(token)).status).toBe(401);
    });
  });

  describe('two replicas on one database and one Redis', () => {
    const settings = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `rental-test:${uniqueSuffix()}:` };
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      first = await createTestApp(settings);
      second = await createTestApp(settings);
      await eventually(async () => first.app.get(DataWrites).seesEveryWrite && second.app.get(DataWrites).seesEveryWrite);
    });

    afterAll(async () => {
      await first.close();
      await second.close();
    });

    it('refuses a customer on one replica at once when the other suspends them', async () => {
      const customer = await makeCustomer(first.dataSource);
      const token = await tokenFor(first.app, customer.id, 'customer');
      const staffToken = await tokenFor(second.app, (await makeStaff(second.dataSource)).member.id, 'staff');
      const meOnFirst = () => request(first.server).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect((await meOnFirst()).status).toBe(200);
      await request(second.server)
        .patch(`/api/staff/customers/${customer.id}/status`)
        .set('Authorization', `Bearer ${staffToken}`)
        .send({ status: 'blacklisted' })
        .expect(200);
      // Well inside the 2 s a replica falls back to when it cannot hear the others.
      await eventually(async () => (await meOnFirst()).status === 403, 500);
    });
  });
});
