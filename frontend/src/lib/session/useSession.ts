import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  loggedIn,
  loggedOut,
  selectIsAdmin,
  selectIsAuthenticated,
  selectIsCustomer,
  selectIsStaff,
  selectSession,
  type LoginPayload,
} from './sessionSlice';
import type { Session } from './types';

export interface SessionView extends Session {
  isAuthenticated: boolean;
  isCustomer: boolean;
  isStaff: boolean;
  isAdmin: boolean;
}

/** The session plus the role flags every screen asks about. */
export function useSession(): SessionView {
  const session = useSelector(selectSession);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const isCustomer = useSelector(selectIsCustomer);
  const isStaff = useSelector(selectIsStaff);
  const isAdmin = useSelector(selectIsAdmin);
  return { ...session, isAuthenticated, isCustomer, isStaff, isAdmin };
}

export interface SessionActions {
  logIn: (payload: LoginPayload) => void;
  logOut: () => void;
}

/** Sign-in and sign-out for screens; storage follows the store (see app/store.ts). */
export function useSessionActions(): SessionActions {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      logIn: (payload) => dispatch(loggedIn(payload)),
      logOut: () => dispatch(loggedOut()),
    }),
    [dispatch],
  );
}
