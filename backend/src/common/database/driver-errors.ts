import { QueryFailedError } from 'typeorm';

/**
 * Errors that mean the database server cannot be reached (stopped, restarting, unreachable or
 * full), as opposed to a bad query: the request may simply be tried again a little later.
 * mysql2 reports socket failures by their Node code, a dropped connection as
 * PROTOCOL_CONNECTION_LOST, and server-side refusals by their MySQL error name.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
]);

/** mysql2 errors without a code: the pool is closing, or a command was sent on a dead connection. */
const CONNECTION_MESSAGES = ['Pool is closed.', "Can't add new command when connection is in closed state"];

interface DriverError {
  code?: unknown;
  message?: unknown;
}

/** The unique key (or primary key) a row would repeat: another request stored the same value first. */
const DUPLICATE_KEY_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

export function isDuplicateKey(error: unknown): error is QueryFailedError {
  return error instanceof QueryFailedError && DUPLICATE_KEY_CODES.has((error.driverError as DriverError | undefined)?.code as string);
}

/**
 * What `write` gives; when it fails on a duplicate key, what `duplicate` makes of that instead:
 * usually the 409 that names the clash (thrown), sometimes another try. Any other failure passes
 * through. Services use this rather than asking the HTTP error filter which status an error gets.
 */
export async function onDuplicateKey<T>(write: Promise<T>, duplicate: (error: QueryFailedError) => T | Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return duplicate(error);
  }
}

/** True when `error` (raw, or wrapped by TypeORM as a QueryFailedError) is a lost or refused connection. */
export function isConnectionError(error: unknown): boolean {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as DriverError | null | undefined;
  if (!driverError || typeof driverError !== 'object') return false;
  if (typeof driverError.code === 'string' && CONNECTION_CODES.has(driverError.code)) return true;
  return typeof driverError.message === 'string' && CONNECTION_MESSAGES.includes(driverError.message);
}
