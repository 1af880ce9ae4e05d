import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedIn, loggedOut, staffUserSet } from '../lib/session';
import { createAppStore } from './store';

const user = { id: 2, username: 'ali' };

describe('store keeps localStorage in step with the session', () => {
  it('writes the session on login and erases it on logout', () => {
    const store = createAppStore();

    store.dispatch(loggedIn({ token: 'jwt', user, role: 'staff' }));
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('role')).toBe('staff');

    store.dispatch(loggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('erases storage when the staff user is set to empty', () => {
    const store = createAppStore();
    store.dispatch(loggedIn({ token: 'jwt', user, role: 'staff' }));

    store.dispatch(staffUserSet(null));

    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('keeps a migrated legacy session in memory but not in storage', () => {
    localStorage.setItem('staff', JSON.stringify(user));

    const store = createAppStore();

    expect(store.getState().session).toEqual({ token: null, user, role: 'staff' });
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('store forgets the staff answers kept for offline use', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubCaches() {
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    return deleteCache;
  }

  it('when a staff member signs out', async () => {
    const deleteCache = stubCaches();
    const store = createAppStore();
    store.dispatch(loggedIn({ token: 'jwt', user, role: 'staff' }));
    expect(deleteCache).not.toHaveBeenCalled();

    store.dispatch(loggedOut());

    await vi.waitFor(() => expect(deleteCache).toHaveBeenCalledWith('staff-wizard-reads'));
  });

  it('not when a customer signs out', async () => {
    const deleteCache = stubCaches();
    const store = createAppStore();
    store.dispatch(loggedIn({ token: 'jwt', user, role: 'customer' }));

    store.dispatch(loggedOut());
    await Promise.resolve();

    expect(deleteCache).not.toHaveBeenCalled();
  });
});
