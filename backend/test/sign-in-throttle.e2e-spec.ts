import request from 'supertest';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeStaff } from './factories/staff.factory';
import { createTestApp, TestApp } from './setup/test-app';

const TOO_MANY = { statusCode: 429, message: 'Too many sign-in attempts. Please wait a minute and try again.', error: 'Too Many Requests' };

describe('Staff and admin sign-in throttling behind a proxy (API, TRUST_PROXY=true)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '3' });
  });

  afterAll(() => t.close());

  afterEach(() => jest.restoreAllMocks());

  const signIn = (path: 'staff' | 'admin', client: string, username: string, password: string) =>
    request(t.server).post(`/api/${path}/login`).set('X-Forwarded-For', client).send({ username, password });

  it('shares one budget for the admin account across the staff and admin sign-ins, from any client', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    expect((await signIn('staff', '10.1.0.1', member.username, 'wrong')).status).toBe(401);
    expect((await signIn('admin', '10.1.0.2', member.username, 'wrong')).status).toBe(401);
    expect((await signIn('staff', '10.1.0.3', member.username.toUpperCase(), 'wrong')).status).toBe(401);
    const blocked = await signIn('admin', '10.1.0.4', member.username, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });

  it('lets the right password in once the window has passed', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    for (const client of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) expect((await signIn('admin', client, member.username, 'wrong')).status).toBe(401);
    expect((await signIn('admin', '10.2.0.4', member.username, password)).status).toBe(429);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    const later = await signIn('admin', '10.2.0.4', member.username, password);
    expect(later.status).toBe(200);
    expect(later.body.user.role).toBe('admin');
  });

  it('limits failures per client across accounts', async () => {
    const { member, password } = await makeStaff(t.dataSource);
    for (const name of ['ghost1', 'ghost2', 'ghost3']) expect((await signIn('staff', '10.3.0.1', name, 'guess')).status).toBe(401);
    expect((await signIn('staff', '10.3.0.1', member.username, password)).status).toBe(429);
    expect((await signIn('staff', '10.3.0.2', member.username, password)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { member, password } = await makeStaff(t.dataSource);
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await signIn('staff', '10.4.0.1', member.username, password)).status).toBe(200);
  });

  it('lets no more than the limit of parallel guesses through', async () => {
    const { member } = await makeStaff(t.dataSource);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn('staff', `10.5.0.${index + 1}`, member.username, 'guess')));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
  });
});

describe('Client address without TRUST_PROXY (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false', LOGIN_RATE_LIMIT: '3' });
  });

  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so a client cannot pretend to be many', async () => {
    for (let index = 0; index < 3; index += 1) {
      const answer = await request(t.server).post('/api/staff/login').set('X-Forwarded-For', `10.9.0.${index}`).send({ username: `nobody${index}`, password: 'x' });
      expect(answer.status).toBe(401);
    }
    const fourth = await request(t.server).post('/api/staff/login').set('X-Forwarded-For', '10.9.9.9').send({ username: 'nobody-else', password: 'x' });
    expect(fourth.status).toBe(429);
  });
});

describe('The admin changes their own password (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const change = (token: string, body: object) => request(t.server).patch('/api/admin/password').set('Authorization', `Bearer ${token}`).send(body);

  it('needs the current password, refuses weak or unchanged ones, then retires every older token', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    const oldToken = (await request(t.server).post('/api/admin/login').send({ username: member.username, password })).body.token as string;

    const wrongCurrent = await change(oldToken, { currentPassword: 'not-it', newPassword: 'Another-Long-Pass-1' });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.message).toBe('Current password is incorrect');
    expect((await change(oldToken, { currentPassword: password, newPassword: password })).body.message).toBe('The new password must be different from the current one');
    expect((await change(oldToken, { currentPassword: password, newPassword: 'admin123' })).status).toBe(400);
    expect((await change(oldToken, { currentPassword: password, newPassword: 'short' })).body.message).toEqual(['New password must be at least 8 characters']);
    expect((await change(oldToken, { currentPassword: password, newPassword: null })).status).toBe(400);

    const changed = await change(oldToken, { currentPassword: password, newPassword: 'Another-Long-Pass-1' });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ id: member.id, role: 'admin' });

    expect((await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`)).status).toBe(401);
    expect((await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${changed.body.token}`)).status).toBe(200);
    expect((await request(t.server).post('/api/admin/login').send({ username: member.username, password })).status).toBe(401);
    expect((await request(t.server).post('/api/admin/login').send({ username: member.username, password: 'Another-Long-Pass-1' })).status).toBe(200);
    expect(await t.dataSource.getRepository(StaffLog).countBy({ staffId: member.id, action: 'password_changed' })).toBe(1);
  });

  it('is for the admin only', async () => {
    const { member } = await makeStaff(t.dataSource);
    const token = (await request(t.server).post('/api/staff/login').send({ username: member.username, password: 'correct-horse-battery' })).body.token as string;
    expect((await change(token, { currentPassword: 'correct-horse-battery', newPassword: 'Another-Long-Pass-1' })).status).toBe(403);
  });
});

describe('OpenAPI docs in production (API)', () => {
  it('are not served when API_DOCS is false, as production defaults', async () => {
    const t = await createTestApp({ API_DOCS: 'false' });
    try {
      const docs = await request(t.server).get('/api/docs');
      expect(docs.status).toBe(404);
      expect((await request(t.server).get('/api/docs-json')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
