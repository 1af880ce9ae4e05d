import { EMPTY_SESSION, isSessionRole, type Session, type SessionUser } from './types';

/** localStorage keys of the current session; the names stay fixed so saved sessions survive updates. */
export const SESSION_KEYS = { token: 'token', user: 'user', role: 'role' } as const;

/** Keys written by older versions of the app: a bare customer or staff object, no token. */
export const LEGACY_KEYS: Readonly<Record<'customer' | 'staff', string>> = {
  customer: 'customer',
  staff: 'staff',
};

function parseUser(raw: string): SessionUser {
  const parsed: unknown = JSON.parse(raw);
  // A user must be a plain object; "null", numbers or arrays count as unusable data.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new TypeError('saved user is not an object');
  }
  return parsed as SessionUser;
}

export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/**
 * Moves a legacy customer/staff record into a session with a null token and removes the
 * legacy keys either way. Unparseable legacy data is logged and dropped.
 */
function migrateLegacySession(storage: Storage): Session | null {
  let migrated: Session | null = null;
  for (const role of Object.keys(LEGACY_KEYS) as Array<keyof typeof LEGACY_KEYS>) {
    const raw = storage.getItem(LEGACY_KEYS[role]);
    if (raw === null) continue;
    storage.removeItem(LEGACY_KEYS[role]);
    if (migrated) continue; // a customer record wins over a staff one; both are removed
    try {
      migrated = { token: null, user: parseUser(raw), role };
    } catch (error) {
      console.error(`Discarding unreadable legacy ${role} record`, error);
    }
  }
  return migrated;
}

/**
 * Reads the saved session at start-up:
 * - token, user and role all present and readable: restored as they are;
 * - user present but unparseable: the saved auth data is cleared (logged, no user message);
 * - otherwise a legacy record, if any, is migrated with a null token;
 * - anything left incomplete is erased.
 */
export function loadSession(storage: Storage = localStorage): Session {
  const token = storage.getItem(SESSION_KEYS.token);
  const rawUser = storage.getItem(SESSION_KEYS.user);
  const role = storage.getItem(SESSION_KEYS.role);

  if (token && rawUser && isSessionRole(role)) {
    // Legacy keys are obsolete once a full session exists.
    for (const key of Object.values(LEGACY_KEYS)) storage.removeItem(key);
    try {
      return { token, user: parseUser(rawUser), role };
    } catch (error) {
      console.error('Clearing unreadable saved session', error);
      clearStoredSession(storage);
      return EMPTY_SESSION;
    }
  }

  clearStoredSession(storage);
  return migrateLegacySession(storage) ?? EMPTY_SESSION;
}

/**
 * Writes the session back after every change. Only a complete session (token, user and
 * role) is ever stored; whenever one of them is missing the stored auth keys are erased.
 * A migrated legacy session (null token) therefore lives in memory for this page load only:
 * it keeps the user and role the old app knew, but it never reaches storage again, so the
 * tokenless state cannot outlive one visit and the next sign-in starts clean.
 */
export function saveSession(session: Session, storage: Storage = localStorage): void {
  const { token, user, role } = session;
  if (!token || !user || !role) {
    clearStoredSession(storage);
    return;
  }
  storage.setItem(SESSION_KEYS.token, token);
  storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  storage.setItem(SESSION_KEYS.role, role);
}
