/**
 * The one rule that turns a failed call into the text a toast shows, so every failure reads
 * alike: the server's `message` when the body is our JSON error shape, never
 * with a status-code prefix. Any other body (a proxy's HTML page, say) is never shown raw:
 * the status text stands in, else a generic sentence.
 */

/** A failed API call as every screen sees it. `status` is null when no response arrived. */
export interface ApiError {
  status: number | null;
  message: string;
}

export const NETWORK_ERROR_MESSAGE = 'Network error';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Pulls `message` out of a `{ statusCode, message, error }` body; string[] joined with '; '. */
function serverMessage(bodyText: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length) return parts.join('; ');
  }
  return null;
}

export function httpErrorMessage(statusText: string, bodyText: string): string {
  return serverMessage(bodyText) ?? (statusText.trim() || GENERIC_ERROR_MESSAGE);
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    'status' in error &&
    (error.status === null || typeof error.status === 'number')
  );
}

/**
 * The message for any thrown or returned error, used by every failure toast: an ApiError,
 * an Error, RTK's SerializedError (a plain object with a message) or a bare string.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (typeof error === 'string') return error || fallback;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message || fallback;
  }
  return fallback;
}

/** The HTTP status of a failed call, or null for network errors and non-HTTP failures. */
export function errorStatus(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}
