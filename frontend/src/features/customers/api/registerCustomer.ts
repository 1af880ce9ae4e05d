import { currentLanguage } from '../../../i18n';
import { httpErrorMessage, isApiError, NETWORK_ERROR_MESSAGE, type ApiError } from '../../../lib/httpError';
import type { RegistrationResult } from './types';

const REGISTER_URL = '/api/customers/register';

/** A failed registration: the toast text plus each server message, so they can be put on the form. */
export interface RegistrationError extends ApiError {
  /** The body's `message` as a list (a 400 carries one message per problem); empty without a JSON body. */
  serverMessages: string[];
}

export interface RegisterOptions {
  /** Called with 0-100 while the browser sends the form. */
  onProgress?: (percent: number) => void;
  /** Stops the upload, e.g. when the screen is left. */
  signal?: AbortSignal;
  /** Sent as a bearer token when a session holds one (SPEC.md section 7, shared behaviour). */
  token?: string | null;
}

export function isRegistrationError(error: unknown): error is RegistrationError {
  return isApiError(error) && 'serverMessages' in error && Array.isArray(error.serverMessages);
}

function serverMessagesOf(bodyText: string): string[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null || !('message' in body)) return [];
    const { message } = body;
    if (typeof message === 'string') return message ? [message] : [];
    if (Array.isArray(message)) return message.filter((part): part is string => typeof part === 'string' && part !== '');
  } catch {
    // Not JSON (a proxy's HTML page, say): httpErrorMessage shows the status text instead.
  }
  return [];
}

function failure(status: number, statusText: string, bodyText: string): RegistrationError {
  return { status, message: httpErrorMessage(statusText, bodyText), serverMessages: serverMessagesOf(bodyText) };
}

const NETWORK_FAILURE: RegistrationError = { status: null, message: NETWORK_ERROR_MESSAGE, serverMessages: [] };

/**
 * POST /api/customers/register as multipart/form-data. This one call uses XMLHttpRequest
 * instead of RTK Query's fetch, because only XHR reports upload progress, and three photos
 * from a phone can take a while on mobile data. Resolves with the new customer, or with
 * "code sent" when the account waits for its e-mailed code; rejects with a RegistrationError
 * whose message is the server's (see lib/httpError).
 */
export function registerCustomer(
  form: FormData,
  { onProgress, signal, token }: RegisterOptions = {},
): Promise<RegistrationResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', REGISTER_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // As apiBaseQuery does for every other call: the server answers, and e-mails, in this language.
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failure(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as RegistrationResult);
      } catch {
        reject(failure(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(NETWORK_FAILURE);
    xhr.ontimeout = () => reject(NETWORK_FAILURE);
    xhr.onabort = () => reject({ ...NETWORK_FAILURE, message: 'Upload cancelled' });

    if (signal) {
      if (signal.aborted) {
        reject({ ...NETWORK_FAILURE, message: 'Upload cancelled' });
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
