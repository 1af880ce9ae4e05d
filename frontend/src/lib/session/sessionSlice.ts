import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EMPTY_SESSION, type Session, type SessionRole, type SessionUser } from './types';

export interface LoginPayload {
  token: string;
  user: SessionUser;
  role: SessionRole;
}

/** Any store state that carries the session slice; keeps selectors free of the app's store type. */
export interface WithSession {
  session: Session;
}

/** Replacing the user keeps the token; an empty user is a logout. */
function replaceUser(state: Session, role: SessionRole, user: SessionUser | null): Session {
  return user ? { ...state, user, role } : EMPTY_SESSION;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: EMPTY_SESSION,
  reducers: {
    loggedIn: (_state, action: PayloadAction<LoginPayload>) => action.payload,
    loggedOut: () => EMPTY_SESSION,
    customerUserSet: (state, action: PayloadAction<SessionUser | null>) => replaceUser(state, 'customer', action.payload),
    staffUserSet: (state, action: PayloadAction<SessionUser | null>) => replaceUser(state, 'staff', action.payload),
  },
});

export const { loggedIn, loggedOut, customerUserSet, staffUserSet } = sessionSlice.actions;

export const selectSession = (state: WithSession): Session => state.session;
export const selectIsAuthenticated = (state: WithSession): boolean => Boolean(state.session.token && state.session.user);
export const selectIsStaff = (state: WithSession): boolean => state.session.role === 'staff';
export const selectIsAdmin = (state: WithSession): boolean => state.session.role === 'admin';
export const selectIsCustomer = (state: WithSession): boolean => state.session.role === 'customer';
