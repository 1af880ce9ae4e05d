import request from 'supertest';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff, StaffFixture } from './factories/staff.factory';
import { tokenFor } from './factories/tokens';
import { uniqueSuffix } from './factories/unique';
import { createTestApp, TestApp } from './setup/test-app';

/** The admin manages staff accounts and reads the staff activity log. */
describe('Admin: staff accounts and activity (API)', () => {
  let t: TestApp;
  let admin: StaffFixture;
  let adminToken: string;
  let staffToken: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    admin = await makeStaff(t.dataSource, { role: 'admin', username: `admin_${uniqueSuffix()}` });
    adminToken = await tokenFor(t.app, admin.member.id, 'admin');
    staffToken = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
    customerToken = await tokenFor(t.app, (await makeCustomer(t.dataSource)).id, 'customer');
  });

  afterAll(() => t.close());

  const as = (token: string | null) => (test: request.Test) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
  const staffLogin = (username: string, password: string) => request(t.server).post('/api/staff/login').send({ username, password });

  it('keeps every admin route from anonymous, customer and staff callers', async () => {
    const member = (await makeStaff(t.dataSource)).member;
    const routes: Array<(token: string | null) => request.Test> = [
      (token) => as(token)(request(t.server).get('/api/staff/members')),
      (token) =>
        as(token)(request(t.server).post('/api/staff/create')).send({ username: `x_${uniqueSuffix()}`, password: 'long-enough-1' }),
      (token) => as(token)(request(t.server).patch(`/api/staff/${member.id}/reset-password`)).send({ newPassword: 'long-enough-2' }),
      (token) => as(token)(request(t.server).delete(`/api/staff/${member.id}`)),
      (token) => as(token)(request(t.server).get('/api/admin/logs')),
    ];
    for (const route of routes) {
      expect((await route(null)).status).toBe(401);
      expect((await route(customerToken)).status).toBe(403);
      expect((await route(staffToken)).status).toBe(403);
    }
    await expect(t.dataSource.getRepository(StaffMember).existsBy({ id: member.id })).resolves.toBe(true);
  });

  it('lists staff without password hashes; adds one with a unique name and a password of 8 or more', async () => {
    const username = `new_${uniqueSuffix()}`;
    const short = await as(adminToken)(request(t.server).post('/api/staff/create')).send({ username, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Password must be at least 8 characters');
    expect((await as(adminToken)(request(t.server).post('/api/staff/create')).send({ username, password: 'long-enough-1' })).status).toBe(
      201,
    );
    expect((await as(adminToken)(request(t.server).post('/api/staff/create')).send({ username, password: 'long-enough-1' })).status).toBe(
      409,
    );

    const list = await as(adminToken)(request(t.server).get('/api/staff/members'));
    expect(list.status).toBe(200);
    expect(list.body.find((item: { username: string }) => item.username === username)).toEqual({
      id: expect.any(Number),
      username,
      role: 'staff',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(list.body)).not.toMatch(/hashedPassword|\$2[aby]\$/);
  });

  it('resets a password: tokens issued before stop working at once, the new password signs in', async () => {
    const member = await makeStaff(t.dataSource);
    const oldToken = (await staffLogin(member.member.username, member.password)).body.token as string;
    expect((await as(oldToken)(request(t.server).get('/api/staff/rentals'))).status).toBe(200);

    expect(
      (await as(adminToken)(request(t.server).patch(`/api/staff/${member.member.id}/reset-password`)).send({ newPassword: 'short' }))
        .status,
    ).toBe(400);
    const reset = await as(adminToken)(request(t.server).patch(`/api/staff/${member.member.id}/reset-password`)).send({
      newPassword: 'a-brand-new-secret',
    });
    expect(reset.status).toBe(200);
    expect((await as(oldToken)(request(t.server).get('/api/staff/rentals'))).status).toBe(401);
    expect((await staffLogin(member.member.username, 'a-brand-new-secret')).status).toBe(200);
    expect(
      (
        await as(adminToken)(request(t.server).patch(`/api/staff/${admin.member.id}/reset-password`)).send({
          newPassword: 'a-brand-new-secret',
        })
      ).status,
    ).toBe(409);
    expect(
      (await as(adminToken)(request(t.server).patch('/api/staff/2147483647/reset-password')).send({ newPassword: 'a-brand-new-secret' }))
        .status,
    ).toBe(404);
  });

  it('removes a staff member: their token is refused at once and their past logs stay readable', async () => {
    const member = await makeStaff(t.dataSource);
    const token = await tokenFor(t.app, member.member.id, 'staff');
    expect((await as(token)(request(t.server).post('/api/staff/logs')).send({ action: 'shift_started', targetType: 'staff' })).status).toBe(
      201,
    );

    expect((await as(adminToken)(request(t.server).delete(`/api/staff/${member.member.id}`))).status).toBe(200);
    expect((await as(token)(request(t.server).get('/api/staff/rentals'))).status).toBe(401);
    expect((await as(adminToken)(request(t.server).delete(`/api/staff/${member.member.id}`))).status).toBe(404);
    expect((await as(adminToken)(request(t.server).delete(`/api/staff/${admin.member.id}`))).status).toBe(409);

    const logs = await as(adminToken)(request(t.server).get(`/api/admin/logs?staffId=${member.member.id}`));
    expect(logs.body.items).toEqual([expect.objectContaining({ staffUsername: member.member.username, action: 'shift_started' })]);
    const removal = await t.dataSource
      .getRepository(StaffLog)
      .findOneByOrFail({ action: 'staff_removed', targetId: String(member.member.id) });
    expect(removal).toMatchObject({ staffId: admin.member.id, details: { username: member.member.username } });
  });

  describe('staff logs', () => {
    it("records the token's staff member, never the body's, and bounds every field", async () => {
      const member = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.member.id, 'staff');
      const write = (body: object) => as(token)(request(t.server).post('/api/staff/logs')).send(body);
      const ok = await write({
        staffId: 1,
        staffUsername: 'mallory',
        action: 'customer_called',
        targetType: 'customer',
        targetId: 12,
        details: { outcome: 'no answer' },
      });
      expect(ok.status).toBe(201);
      await expect(
        t.dataSource.getRepository(StaffLog).findOneByOrFail({ staffId: member.member.id, action: 'customer_called' }),
      ).resolves.toMatchObject({
        staffUsername: member.member.username,
        targetId: '12',
        details: { outcome: 'no answer' },
        reportedByClient: true,
      });
      for (const bad of [
        { action: 'Drop Table', targetType: 'x' },
        { action: 'x', targetType: 'y', details: { nested: { deep: true } } },
        { action: 'x', targetType: 'y', details: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, 1])) },
        { action: 'x', targetType: 'y', details: ['a'] },
        { action: 'x', targetType: 'y', targetId: 'z'.repeat(65) },
        { action: 'x', targetType: 'y', timestamp: '2000-01-01' },
      ]) {
        expect((await write(bad)).status).toBe(400);
      }
      expect((await as(customerToken)(request(t.server).post('/api/staff/logs')).send({ action: 'x', targetType: 'y' })).status).toBe(403);
    });

    it("refuses the server's own action names (400), so an app entry cannot pose as a recorded change", async () => {
      const member = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.member.id, 'staff');
      for (const action of [
        'customer_status_updated',
        'payment_status_updated',
        'rental_deleted',
        'staff_created',
        'password_changed',
        'customers_exported',
      ]) {
        const forged = await as(token)(request(t.server).post('/api/staff/logs')).send({ action, targetType: 'customer', targetId: 12 });
        expect(forged.status).toBe(400);
        expect(forged.body.message).toBe('This action name is recorded by the server itself and cannot be sent by the app');
      }
      expect(await t.dataSource.getRepository(StaffLog).countBy({ staffId: member.member.id })).toBe(0);
    });

    it('shows the admin which entries the app reported and which the server recorded', async () => {
      const member = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.member.id, 'staff');
      await as(token)(request(t.server).post('/api/staff/logs')).send({ action: 'shift_started', targetType: 'staff' });
      // A change the server records itself: the staff member adds a vehicle.
      const vehicle = await as(token)(request(t.server).post('/api/staff/vehicles')).send({
        name: `Logged Car ${uniqueSuffix()}`,
        make: 'Perodua',
        model: 'Axia',
        category: 'Compact',
        dailyRate: '100.00',
        deposit: '100.00',
        plateIdentifier: 'ABC',
      });
      expect(vehicle.status).toBe(201);

      const page = await as(adminToken)(request(t.server).get(`/api/admin/logs?staffId=${member.member.id}`));
      expect(page.body.items.map((log: { action: string; reportedByClient: boolean }) => [log.action, log.reportedByClient])).toEqual([
        ['vehicle_created', false],
        ['shift_started', true],
      ]);
      const newest = await request(t.server)
        .post('/api/staff/logs/view')
        .send({ username: admin.member.username, password: admin.password, staffId: member.member.id });
      expect(newest.body.map((log: { reportedByClient: boolean }) => log.reportedByClient)).toEqual([false, true]);
    });

    it('limits the entries one staff account may send to 30 in 10 minutes (429), without touching other accounts', async () => {
      const member = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.member.id, 'staff');
      const write = (as_: string, index: number) =>
        as(as_)(request(t.server).post('/api/staff/logs')).send({ action: `note_${index}`, targetType: 'test' });
      for (let index = 0; index < 30; index += 1) expect((await write(token, index)).status).toBe(201);
      const over = await write(token, 30);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        statusCode: 429,
        code: 'CLIENT_LOG_LIMIT',
        message: 'Too many log entries from this account. Please wait a few minutes and try again.',
        error: 'Too Many Requests',
      });
      expect(await t.dataSource.getRepository(StaffLog).countBy({ staffId: member.member.id })).toBe(30);

      const other = await tokenFor(t.app, (await makeStaff(t.dataSource)).member.id, 'staff');
      expect((await write(other, 0)).status).toBe(201);
    });

    it('shows the admin the 15 newest entries with the credentials call, for all staff or one', async () => {
      const member = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.member.id, 'staff');
      for (let index = 0; index < 17; index += 1) {
        await as(token)(request(t.server).post('/api/staff/logs')).send({ action: `step_${index}`, targetType: 'test' });
      }
      const view = (body: object) => request(t.server).post('/api/staff/logs/view').send(body);
      const all = await view({ username: admin.member.username, password: admin.password });
      expect(all.status).toBe(200);
      expect(all.body).toHaveLength(15);
      const mine = await view({ username: admin.member.username, password: admin.password, staffId: member.member.id });
      expect(mine.body.map((log: { action: string }) => log.action)).toEqual(
        Array.from({ length: 15 }, (_, index) => `step_${16 - index}`),
      );
      expect(mine.body[0]).toMatchObject({ staffId: member.member.id, staffUsername: member.member.username, targetType: 'test' });
    });

    it("refuses wrong or non-admin credentials with one 'Access Denied' message, within the sign-in limit", async () => {
      const view = (body: object) => request(t.server).post('/api/staff/logs/view').send(body);
      const target = await makeStaff(t.dataSource, { role: 'admin', username: `admin_${uniqueSuffix()}` });
      const denied = await view({ username: target.member.username, password: 'wrong-password' });
      expect(denied.status).toBe(401);
      expect(denied.body.message).toBe('Access Denied: Invalid admin credentials.');
      const staff = await makeStaff(t.dataSource);
      expect((await view({ username: staff.member.username, password: staff.password })).status).toBe(401);
      // LOGIN_RATE_LIMIT=3 here: after three failures the account is throttled, also for the right password.
      await view({ username: target.member.username, password: 'wrong-password' });
      await view({ username: target.member.username, password: 'wrong-password' });
      expect((await view({ username: target.member.username, password: target.password })).status).toBe(429);
      expect((await view({ username: 'x' })).status).toBe(400);
    });

    it('pages through the full activity, filtered by Kuala Lumpur dates', async () => {
      const member = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.member.id, 'staff');
      await as(token)(request(t.server).post('/api/staff/logs')).send({ action: 'today_entry', targetType: 'test' });
      const old = await t.dataSource.getRepository(StaffLog).save({
        staffId: member.member.id,
        staffUsername: member.member.username,
        action: 'old_entry',
        targetType: 'test',
        targetId: null,
        details: null,
      });
      // 2026-01-10 23:30 in Kuala Lumpur is 15:30 UTC.
      await t.dataSource.getRepository(StaffLog).update(old.id, { timestamp: new Date('2026-01-10T15:30:00.000Z') });
      const page = (query: string) => as(adminToken)(request(t.server).get(`/api/admin/logs?staffId=${member.member.id}&${query}`));
      expect((await page('from=2026-01-10&to=2026-01-10')).body.items.map((log: { action: string }) => log.action)).toEqual(['old_entry']);
      expect((await page('from=2026-01-11&to=2026-01-11')).body.items).toEqual([]);
      expect((await page('limit=1&page=2')).body).toMatchObject({
        total: 2,
        page: 2,
        limit: 1,
        items: [expect.objectContaining({ action: 'old_entry' })],
      });
      expect((await page('from=2026-02-30')).status).toBe(400);
    });
  });
});
