/**
 * The one rule that turns a failed call into the text a toast shows, so every failure reads
 * alike: the server's `message` when the body is our JSON error shape, never
 * with a status-code prefix. Any other body (a proxy's HTML page, say) is never shown raw:
 * the status text stands in, else a generic sentence.
 */

/** Values the server filled into its message, by placeholder name ({ days: 30 }). */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** One refused input, named by its property path ('email', 'documents.icPassport'). */
export interface ApiFieldError {
  field: string;
  code: string;
  message: string;
  params?: ErrorParams;
}

/**
 * A failed API call as every screen sees it. `status` is null when no response arrived. `code`
 * (ErrorCode in schema.gen.ts) is what translations and forms go by; `message` stays the
 * server's English, shown as it is when no translation applies.
 */
export interface ApiError {
  status: number | null;
  message: string;
  code?: string;
  params?: ErrorParams;
  fields?: ApiFieldError[];
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

function isParams(value: unknown): value is ErrorParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

function isFieldError(value: unknown): value is ApiFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, code, message, params } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof code === 'string' && typeof message === 'string' && (params === undefined || isParams(params));
}

/** The code, params and field errors of a `{ statusCode, code, message, ... }` body, when present. */
export function errorDetails(bodyText: string): Pick<ApiError, 'code' | 'params' | 'fields'> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const { code, params, fields } = body as Record<string, unknown>;
  const details: Pick<ApiError, 'code' | 'params' | 'fields'> = {};
  if (typeof code === 'string' && code) details.code = code;
  if (isParams(params)) details.params = params;
  if (Array.isArray(fields)) details.fields = fields.filter(isFieldError);
  return details;
}

/** The ApiError for a failed response: the message rule above plus the body's code and fields. */
export function httpError(status: number, statusText: string, bodyText: string): ApiError {
  return { status, message: httpErrorMessage(statusText, bodyText), ...errorDetails(bodyText) };
}

/** The field errors a failure carries (validation), empty for any other failure. */
export function fieldErrors(error: unknown): ApiFieldError[] {
  return isApiError(error) && error.fields ? error.fields : [];
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
