import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession, saveSession } from './storage';
import { EMPTY_SESSION, type Session, type SessionUser } from './types';

const staffUser: SessionUser = { id: 7, username: 'siti', role: 'staff' };

function storeKeys(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}

function storedKeys(): string[] {
  return Object.keys(localStorage).sort();
}

describe('loadSession', () => {
  afterEach(() => vi.restoreAllMocks());

  it('restores a session when token, user and role are all saved', () => {
    storeKeys({ token: 'jwt-1', user: JSON.stringify(staffUser), role: 'staff' });

    expect(loadSession()).toEqual({ token: 'jwt-1', user: staffUser, role: 'staff' });
    expect(storedKeys()).toEqual(['role', 'token', 'user']);
  });

  it('restores the admin role', () => {
    storeKeys({ token: 'jwt-a', user: JSON.stringify({ id: 1, username: 'admin' }), role: 'admin' });

    expect(loadSession().role).toBe('admin');
  });

  it.each([
    ['token', { user: JSON.stringify(staffUser), role: 'staff' }],
    ['user', { token: 'jwt-1', role: 'staff' }],
    ['role', { token: 'jwt-1', user: JSON.stringify(staffUser) }],
  ])('erases a saved session that lacks its %s', (_missing, saved) => {
    storeKeys(saved);

    expect(loadSession()).toEqual(EMPTY_SESSION);
    expect(storedKeys()).toEqual([]);
  });

  it('erases a session whose role is not one the app knows', () => {
    storeKeys({ token: 'jwt-1', user: JSON.stringify(staffUser), role: 'superuser' });

    expect(loadSession()).toEqual(EMPTY_SESSION);
    expect(storedKeys()).toEqual([]);
  });

  it.each(['{not json', 'null', '42', '["a"]'])('clears the saved auth data when the user is %s', (rawUser) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeKeys({ token: 'jwt-1', user: rawUser, role: 'customer' });

    expect(loadSession()).toEqual(EMPTY_SESSION);
    expect(storedKeys()).toEqual([]);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('migrates a legacy customer record into a session with a null token', () => {
    const customer = { id: 3, fullName: 'Aisyah', email: 'aisyah@example.my' };
    storeKeys({ customer: JSON.stringify(customer) });

    expect(loadSession()).toEqual({ token: null, user: customer, role: 'customer' });
    expect(storedKeys()).toEqual([]);
  });

  it('migrates a legacy staff record into a session with a null token', () => {
    storeKeys({ staff: JSON.stringify(staffUser) });

    expect(loadSession()).toEqual({ token: null, user: staffUser, role: 'staff' });
    expect(storedKeys()).toEqual([]);
  });

  it('logs and discards an unparseable legacy record', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeKeys({ staff: '{broken' });

    expect(loadSession()).toEqual(EMPTY_SESSION);
    expect(storedKeys()).toEqual([]);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('keeps a complete session over legacy records and removes the legacy keys', () => {
    storeKeys({
      token: 'jwt-1',
      user: JSON.stringify(staffUser),
      role: 'staff',
      customer: JSON.stringify({ id: 3 }),
    });

    expect(loadSession()).toEqual({ token: 'jwt-1', user: staffUser, role: 'staff' });
    expect(storedKeys()).toEqual(['role', 'token', 'user']);
  });

  it('starts signed out when nothing is saved', () => {
    expect(loadSession()).toEqual(EMPTY_SESSION);
  });
});

describe('saveSession', () => {
  it('stores token, user as JSON and role', () => {
    saveSession({ token: 'jwt-2', user: staffUser, role: 'staff' });

    expect(localStorage.getItem('token')).toBe('jwt-2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(staffUser);
    expect(localStorage.getItem('role')).toBe('staff');
  });

  it.each<[string, Session]>([
    ['token', { token: null, user: staffUser, role: 'staff' }],
    ['user', { token: 'jwt-2', user: null, role: 'staff' }],
    ['role', { token: 'jwt-2', user: staffUser, role: null }],
  ])('erases the stored auth keys when the session lacks its %s', (_missing, session) => {
    storeKeys({ token: 'old', user: JSON.stringify(staffUser), role: 'staff' });

    saveSession(session);

    expect(storedKeys()).toEqual([]);
  });

  it('round-trips through loadSession', () => {
    const session: Session = { token: 'jwt-3', user: { id: 9, email: 'a@b.my' }, role: 'customer' };
    saveSession(session);

    expect(loadSession()).toEqual(session);
  });
});
