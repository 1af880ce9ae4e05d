import { currentLanguage } from '../i18n';
import { errorDetails, httpErrorMessage, isApiError, NETWORK_ERROR_MESSAGE, type ApiError } from './httpError';

export interface SendFormOptions {
  /** Sent as a bearer token when there is one. */
  token?: string | null;
  /** Called with 0-100 while the browser sends the form. */
  onProgress?: (percent: number) => void;
  /** Stops the upload, e.g. when the screen is left. */
  signal?: AbortSignal;
}

/** A failed upload: the toast text plus each server message, so they can be put on a form. */
export interface FormSendError extends ApiError {
  /** The body's `message` as a list (a 400 carries one message per problem); empty without a JSON body. */
  serverMessages: string[];
}

export const UPLOAD_CANCELLED_MESSAGE = 'Upload cancelled';

export function isFormSendError(error: unknown): error is FormSendError {
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

function failure(status: number, statusText: string, bodyText: string): FormSendError {
  return { status, message: httpErrorMessage(statusText, bodyText), serverMessages: serverMessagesOf(bodyText), ...errorDetails(bodyText) };
}

const networkFailure = (message = NETWORK_ERROR_MESSAGE): FormSendError => ({ status: null, message, serverMessages: [] });

/**
 * POST a multipart form and resolve with the JSON answer. XMLHttpRequest instead of RTK Query's
 * fetch, because only XHR reports upload progress, and phone photos on mobile data take a
 * while (registration documents, the agreement wizard's evidence). Rejects with a FormSendError
 * whose message is the server's (lib/httpError).
 */
export function sendFormWithProgress<Answer>(
  url: string,
  form: FormData,
  { token, onProgress, signal }: SendFormOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(networkFailure(UPLOAD_CANCELLED_MESSAGE));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // As apiBaseQuery does for every other call: the server answers, and e-mails, in this language.
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failure(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as Answer);
      } catch {
        reject(failure(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(networkFailure());
    xhr.ontimeout = () => reject(networkFailure());
    xhr.onabort = () => reject(networkFailure(UPLOAD_CANCELLED_MESSAGE));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
