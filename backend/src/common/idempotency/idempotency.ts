import { createHash } from 'node:crypto';
import { COMMON_ERRORS } from '../errors/common.errors';
import { appError } from '../errors/app-error';

/**
 * An optional Idempotency-Key header makes a create safe to send again (a double click, a retry
 * after a lost answer): the same key and body give back the first result, never a second row.
 */
export const IDEMPOTENCY_KEY_MESSAGE = COMMON_ERRORS.IDEMPOTENCY_KEY_INVALID.message;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** No key is fine (nothing is deduplicated); a malformed one is a 400. */
export function assertIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw appError(COMMON_ERRORS.IDEMPOTENCY_KEY_INVALID);
}

/** The body a key was first used with, so a retry can be told from a different request. */
export function bodyHash(canonical: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
