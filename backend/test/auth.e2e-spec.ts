import request from 'supertest';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { StaffMember } from '../src/staff/entities/staff-member.entity';
import { makeCustomer } from './factories/customer.factory';
import { makeStaff } from './factories/staff.factory';
import { ConfigType } from '@nestjs/config';
import { authConfig } from '../src/config/configuration';
import { forgeToken, tokenFor } from './factories/tokens';
import { createTestApp, TestApp } from './setup/test-app';

describe('Staff and admin authentication (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  describe('POST /api/staff/login', () => {
    it('returns a token and the staff user, without the password hash', async () => {
      const { member, password } = await makeStaff(t.dataSource);
      const response = await request(t.server).post('/api/staff/login').send({ username: member.username, password });
      expect(response.status).toBe(200);
      expect(response.body.token).toEqual(expect.any(String));
      expect(response.body.user).toEqual({ id: member.id, username: member.username, role: 'staff', createdAt: expect.any(String) });
      expect(JSON.stringify(response.body)).not.toMatch(/hashedPassword|\$2[aby]\$/);

      const me = await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: member.id, role: 'staff', username: member.username });
    });

    it('refuses a wrong password and an unknown username with the same 401 message', async () => {
      const { member } = await makeStaff(t.dataSource);
      const wrongPassword = await request(t.server).post('/api/staff/login').send({ username: member.username, password: 'nope' });
      const unknownUser = await request(t.server).post('/api/staff/login').send({ username: 'nobody-here', password: 'nope' });
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid username or password',
          error: 'Unauthorized',
        });
      }
    });

    it('requires both fields', async () => {
      const response = await request(t.server).post('/api/staff/login').send({ username: '', password: '' });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.arrayContaining(['Username is required', 'Password is required']));
    });

    it('lets the admin sign in on the staff side with an admin token', async () => {
      const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
      const response = await request(t.server).post('/api/staff/login').send({ username: member.username, password });
      expect(response.status).toBe(200);
      expect(response.body.user.role).toBe('admin');
    });
  });

  describe('POST /api/admin/login', () => {
    it('signs in an admin', async () => {
      const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
      const response = await request(t.server).post('/api/admin/login').send({ username: member.username, password });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ id: member.id, role: 'admin' });
    });

    it('refuses a staff account with correct credentials', async () => {
      const { member, password } = await makeStaff(t.dataSource);
      const response = await request(t.server).post('/api/admin/login').send({ username: member.username, password });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid username or password');
    });
  });

  describe('access rules', () => {
    it('needs a token on protected routes (401)', async () => {
      const noToken = await request(t.server).get('/api/auth/me');
      expect(noToken.status).toBe(401);
      expect(noToken.body).toEqual({
        statusCode: 401,
        code: 'SIGN_IN_REQUIRED',
        message: 'Please sign in to continue',
        error: 'Unauthorized',
      });

      const forged = await request(t.server).get('/api/auth/me').set('Authorization', 'Bearer not.a.token');
      expect(forged.status).toBe(401);
    });

    it('refuses a token signed with another algorithm or secret', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ sub: 1, role: 'admin' })).toString('base64url');
      const response = await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${header}.${payload}.`);
      expect(response.status).toBe(401);
    });

    it('refuses a token signed with the right secret but without an expiry (it would never expire)', async () => {
      const secret = t.app.get<ConfigType<typeof authConfig>>(authConfig.KEY).jwtSecret;
      const { member } = await makeStaff(t.dataSource);
      const now = Math.floor(Date.now() / 1000);
      const send = (token: string) => request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

      const withoutExpiry = await send(forgeToken({ sub: member.id, role: 'staff', ver: 0, iat: now }, secret));
      expect(withoutExpiry.status).toBe(401);
      expect(withoutExpiry.body).toEqual({ statusCode: 401, code: 'INVALID_TOKEN', message: 'Invalid token', error: 'Unauthorized' });
      const textExpiry = await send(forgeToken({ sub: member.id, role: 'staff', ver: 0, iat: now, exp: String(now + 3600) }, secret));
      expect(textExpiry.status).toBe(401);

      // The same claims with an expiry are accepted, so the refusal above is the missing exp alone.
      const withExpiry = await send(forgeToken({ sub: member.id, role: 'staff', ver: 0, iat: now, exp: now + 3600 }, secret));
      expect(withExpiry.status).toBe(200);
    });

    it('enforces roles on an admin-only endpoint (403 for staff and customers)', async () => {
      const { member } = await makeStaff(t.dataSource);
      const customer = await makeCustomer(t.dataSource);
      for (const token of [await tokenFor(t.app, member.id, 'staff'), await tokenFor(t.app, customer.id, 'customer')]) {
        const response = await request(t.server)
          .post('/api/staff/create')
          .set('Authorization', `Bearer ${token}`)
          .send({ username: 'sneaky', password: 'password123' });
        expect(response.status).toBe(403);
      }
      await expect(t.dataSource.getRepository(StaffMember).existsBy({ username: 'sneaky' })).resolves.toBe(false);
    });

    it('drops access at once when the staff account is removed', async () => {
      const { member } = await makeStaff(t.dataSource);
      const token = await tokenFor(t.app, member.id, 'staff');
      await t.dataSource.getRepository(StaffMember).delete(member.id);
      const response = await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
    });

    it('refuses a blacklisted customer token (403)', async () => {
      const customer = await makeCustomer(t.dataSource, { status: 'blacklisted' });
      const response = await request(t.server)
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${await tokenFor(t.app, customer.id, 'customer')}`);
      expect(response.status).toBe(403);
    });
  });

  describe('POST /api/staff/create', () => {
    it('lets the admin create a staff account that can then sign in', async () => {
      const { member: admin } = await makeStaff(t.dataSource, { role: 'admin' });
      const token = await tokenFor(t.app, admin.id, 'admin');
      const username = `new_${Date.now()}`;
      const created = await request(t.server)
        .post('/api/staff/create')
        .set('Authorization', `Bearer ${token}`)
        .send({ username, password: 'password123' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number), username, role: 'staff', createdAt: expect.any(String) });

      const stored = await t.dataSource.getRepository(StaffMember).findOneByOrFail({ username });
      expect(stored.hashedPassword).not.toBe('password123');
      await expect(t.dataSource.getRepository(StaffLog).findBy({ action: 'staff_created', targetId: String(stored.id) })).resolves.toEqual([
        expect.objectContaining({ staffId: admin.id, staffUsername: admin.username }),
      ]);

      const login = await request(t.server).post('/api/staff/login').send({ username, password: 'password123' });
      expect(login.status).toBe(200);
    });

    it('returns 409 for a taken username and 400 for a weak password', async () => {
      const { member: admin } = await makeStaff(t.dataSource, { role: 'admin' });
      const token = await tokenFor(t.app, admin.id, 'admin');
      const taken = await request(t.server)
        .post('/api/staff/create')
        .set('Authorization', `Bearer ${token}`)
        .send({ username: admin.username, password: 'password123' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('That username is already taken');

      const weak = await request(t.server)
        .post('/api/staff/create')
        .set('Authorization', `Bearer ${token}`)
        .send({ username: 'weakling', password: 'short' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toContain('Password must be at least 8 characters');
    });
  });
});
