import type { Schema } from '../../api/types';

/** The roles a browser session can hold. 'admin' is our addition for the admin panel. */
export type SessionRole = 'customer' | 'staff' | 'admin';

export const SESSION_ROLES: readonly SessionRole[] = ['customer', 'staff', 'admin'];

/**
 * The signed-in identity as the server returned it at login: a customer's own view or a staff
 * account. Only the fields the UI reads are named; the rest is stored untouched.
 */
export type SessionUser = Pick<Schema<'CustomerSelfView'>, 'id'> &
  Partial<Pick<Schema<'CustomerSelfView'>, 'fullName' | 'email'> & Pick<Schema<'StaffMemberView'>, 'username' | 'role'>>;

export interface Session {
  token: string | null;
  user: SessionUser | null;
  role: SessionRole | null;
}

export const EMPTY_SESSION: Session = { token: null, user: null, role: null };

export function isSessionRole(value: unknown): value is SessionRole {
  return typeof value === 'string' && (SESSION_ROLES as readonly string[]).includes(value);
}
