import { describe, expect, it } from 'vitest';
import {
  customerUserSet,
  loggedIn,
  loggedOut,
  selectIsAdmin,
  selectIsAuthenticated,
  selectIsStaff,
  sessionSlice,
  staffUserSet,
} from './sessionSlice';
import { EMPTY_SESSION, type Session } from './types';

const reduce = (state: Session, action: Parameters<typeof sessionSlice.reducer>[1]) => sessionSlice.reducer(state, action);
const flags = (session: Session) => ({
  isAuthenticated: selectIsAuthenticated({ session }),
  isStaff: selectIsStaff({ session }),
  isAdmin: selectIsAdmin({ session }),
});

const staffSession: Session = { token: 'jwt', user: { id: 1, username: 'siti' }, role: 'staff' };

describe('session slice', () => {
  it('login sets token, user and role', () => {
    expect(reduce(EMPTY_SESSION, loggedIn({ token: 'jwt', user: { id: 1, username: 'siti' }, role: 'staff' }))).toEqual(staffSession);
  });

  it('logout clears everything', () => {
    expect(reduce(staffSession, loggedOut())).toEqual(EMPTY_SESSION);
  });

  it.each([
    ['customer', customerUserSet(null)],
    ['staff', staffUserSet(null)],
  ])('setting the %s user to empty logs out', (_role, action) => {
    expect(reduce(staffSession, action)).toEqual(EMPTY_SESSION);
  });

  it('setting the customer user keeps the token and switches the role', () => {
    const customer = { id: 5, email: 'c@x.my' };
    expect(reduce(staffSession, customerUserSet(customer))).toEqual({ token: 'jwt', user: customer, role: 'customer' });
  });

  it('is authenticated only with both token and user', () => {
    expect(flags(staffSession).isAuthenticated).toBe(true);
    expect(flags({ ...staffSession, token: null }).isAuthenticated).toBe(false);
    expect(flags({ ...staffSession, user: null }).isAuthenticated).toBe(false);
  });

  it('is staff only for the staff role and admin only for the admin role', () => {
    expect(flags(staffSession)).toMatchObject({ isStaff: true, isAdmin: false });
    expect(flags({ ...staffSession, role: 'admin' })).toMatchObject({ isStaff: false, isAdmin: true });
    expect(flags({ ...staffSession, role: 'customer' })).toMatchObject({ isStaff: false, isAdmin: false });
  });
});
