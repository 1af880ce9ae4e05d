import request from 'supertest';
import { StaffLog } from '../src/staff-logs/entities/staff-log.entity';
import { makeStaff } from './factories/staff.factory';
import { createTestApp, TestApp } from './setup/test-app';

const TOO_MANY = {
  statusCode: 429,
  code: 'TOO_MANY_SIGN_INS',
  message: 'Too many sign-in attempts. Please wait a minute and try again.',
  error: 'Too Many Requests',
};

describe('Staff and admin sign-in throttling behind a proxy (API, TRUST_PROXY=true)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '3' });
  });

  afterAll(() => t.close());

  afterEach(() => jest.restoreAllMocks());

  const signIn = (path: 'staff' | 'admin', client: string, username: string, password: string) =>
    request(t.server).post(`/api/${path}/login`).set('X-Forwarded-For', client).send({ username, password });

  // LOGIN_RATE_LIMIT=3 here: 3 failures lock one address for one account; 15 (5 x 3) lock the
  // account from every address, and 15 lock one address for every account.
  it('locks the guessing address for that account, across the staff and admin sign-ins and any spelling', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    expect((await signIn('staff', '10.1.0.1', member.username, 'wrong')).status).toBe(401);
    expect((await signIn('admin', '10.1.0.1', member.username, 'wrong')).status).toBe(401);
    expect((await signIn('staff', '10.1.0.1', member.username.toUpperCase(), 'wrong')).status).toBe(401);
    const blocked = await signIn('admin', '10.1.0.1', member.username, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await signIn('admin', '10.1.0.2', member.username, password)).status).toBe(200);
  });

  it('keeps the owner signing in while strangers at a few addresses lock only themselves', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    // Four addresses, each hammering well past its own limit: refused attempts cost the account nothing.
    for (const client of ['10.6.0.1', '10.6.0.2', '10.6.0.3', '10.6.0.4']) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('admin', client, member.username, 'guess')).status).toBe(401);
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn('admin', client, member.username, 'guess')).status).toBe(429);
      expect((await signIn('admin', client, member.username, password)).status).toBe(429);
    }
    const owner = await signIn('admin', '10.6.9.9', member.username, password);
    expect(owner.status).toBe(200);
    expect(owner.body.user.role).toBe('admin');
  });

  it('locks the account from every address once failures from many addresses reach five times the limit', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    for (const client of ['10.7.0.1', '10.7.0.2', '10.7.0.3', '10.7.0.4', '10.7.0.5']) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('staff', client, member.username, 'guess')).status).toBe(401);
    }
    expect((await signIn('admin', '10.7.9.9', member.username, password)).status).toBe(429);
  });

  it('lets the right password in once the window has passed', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('admin', '10.2.0.1', member.username, 'wrong')).status).toBe(401);
    expect((await signIn('admin', '10.2.0.1', member.username, password)).status).toBe(429);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    const later = await signIn('admin', '10.2.0.1', member.username, password);
    expect(later.status).toBe(200);
    expect(later.body.user.role).toBe('admin');
  });

  it('limits failures per client across accounts', async () => {
    const { member, password } = await makeStaff(t.dataSource);
    for (let index = 0; index < 15; index += 1) expect((await signIn('staff', '10.3.0.1', `ghost${index}`, 'guess')).status).toBe(401);
    expect((await signIn('staff', '10.3.0.1', member.username, password)).status).toBe(429);
    expect((await signIn('staff', '10.3.0.2', member.username, password)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { member, password } = await makeStaff(t.dataSource);
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await signIn('staff', '10.4.0.1', member.username, password)).status).toBe(200);
  });

  it('lets no more than the limit of parallel guesses through, per address and per account', async () => {
    const { member } = await makeStaff(t.dataSource);
    const fromOne = await Promise.all(Array.from({ length: 12 }, () => signIn('staff', '10.5.1.1', member.username, 'guess')));
    expect(fromOne.filter((answer) => answer.status === 401)).toHaveLength(3);
    expect(fromOne.filter((answer) => answer.status === 429)).toHaveLength(9);

    const other = await makeStaff(t.dataSource);
    const fromMany = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signIn('staff', `10.5.2.${index + 1}`, other.member.username, 'guess')),
    );
    expect(fromMany.filter((answer) => answer.status === 401)).toHaveLength(15);
    expect(fromMany.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('counts wrong current passwords on the admin password change against the sign-in budget', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    const token = (await signIn('admin', '10.8.0.1', member.username, password)).body.token as string;
    const change = (client: string, currentPassword: string) =>
      request(t.server)
        .patch('/api/admin/password')
        .set('X-Forwarded-For', client)
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword, newPassword: 'Another-Long-Pass-1' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await change('10.8.0.1', `guess-${attempt}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
    }
    const blocked = await change('10.8.0.1', password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await signIn('admin', '10.8.0.1', member.username, password)).status).toBe(429);
    // Refused attempts changed nothing: the password is still the old one.
    expect((await signIn('admin', '10.8.0.2', member.username, password)).status).toBe(200);
  });

  it('does not count form errors on the password change as guesses', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    const token = (await signIn('admin', '10.8.1.1', member.username, password)).body.token as string;
    const change = (body: object) =>
      request(t.server).patch('/api/admin/password').set('X-Forwarded-For', '10.8.1.1').set('Authorization', `Bearer ${token}`).send(body);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await change({ currentPassword: password, newPassword: password })).status).toBe(400);
    expect((await change({ currentPassword: password, newPassword: 'Another-Long-Pass-1' })).status).toBe(200);
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
      const answer = await request(t.server)
        .post('/api/staff/login')
        .set('X-Forwarded-For', `10.9.0.${index}`)
        .send({ username: 'nobody', password: 'x' });
      expect(answer.status).toBe(401);
    }
    const fourth = await request(t.server)
      .post('/api/staff/login')
      .set('X-Forwarded-For', '10.9.9.9')
      .send({ username: 'nobody', password: 'x' });
    expect(fourth.status).toBe(429);
  });
});

describe('The admin changes their own password (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  const change = (token: string, body: object) =>
    request(t.server).patch('/api/admin/password').set('Authorization', `Bearer ${token}`).send(body);

  it('needs the current password, refuses weak or unchanged ones, then retires every older token', async () => {
    const { member, password } = await makeStaff(t.dataSource, { role: 'admin' });
    const oldToken = (await request(t.server).post('/api/admin/login').send({ username: member.username, password })).body.token as string;

    const wrongCurrent = await change(oldToken, { currentPassword: 'not-it', newPassword: 'Another-Long-Pass-1' });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.message).toBe('Current password is incorrect');
    expect((await change(oldToken, { currentPassword: password, newPassword: password })).body.message).toBe(
      'The new password must be different from the current one',
    );
    expect((await change(oldToken, { currentPassword: password, newPassword: 'admin123' })).status).toBe(400);
    expect((await change(oldToken, { currentPassword: password, newPassword: 'short' })).body.message).toEqual([
      'New password must be at least 8 characters',
    ]);
    expect((await change(oldToken, { currentPassword: password, newPassword: null })).status).toBe(400);

    const changed = await change(oldToken, { currentPassword: password, newPassword: 'Another-Long-Pass-1' });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ id: member.id, role: 'admin' });

    expect((await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`)).status).toBe(401);
    expect((await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${changed.body.token}`)).status).toBe(200);
    expect((await request(t.server).post('/api/admin/login').send({ username: member.username, password })).status).toBe(401);
    expect(
      (await request(t.server).post('/api/admin/login').send({ username: member.username, password: 'Another-Long-Pass-1' })).status,
    ).toBe(200);
    expect(await t.dataSource.getRepository(StaffLog).countBy({ staffId: member.id, action: 'password_changed' })).toBe(1);
  });

  it('is for the admin only', async () => {
    const { member } = await makeStaff(t.dataSource);
    const token = (await request(t.server).post('/api/staff/login').send({ username: member.username, password: 'correct-horse-battery' }))
      .body.token as string;
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
