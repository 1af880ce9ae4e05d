import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { httpError, NETWORK_ERROR_MESSAGE, type ApiError } from '../lib/httpError';
import { currentLanguage } from '../i18n';
import { loggedOut, selectSession, type WithSession } from '../lib/session';

/**
 * Successful bodies are parsed by content type; failed ones are kept as raw text so the
 * error rule can decide between the server's `message`, the raw body and the status text.
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!text) return null;
  return isJson ? JSON.parse(text) : text;
}

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  responseHandler: readBody,
  prepareHeaders: (headers, { getState }) => {
    const { token } = selectSession(getState() as WithSession);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    // The server writes e-mails in the language the customer reads the app in.
    headers.set('accept-language', currentLanguage());
    return headers;
  },
});

function toApiError(error: FetchBaseQueryError, response: Response | undefined): ApiError {
  const statusText = response?.statusText ?? '';
  if (typeof error.status === 'number') {
    const body = typeof error.data === 'string' ? error.data : '';
    return httpError(error.status, statusText, body);
  }
  if (error.status === 'PARSING_ERROR') return httpError(error.originalStatus, statusText, error.data);
  // FETCH_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR: no HTTP response to describe.
  return { status: null, message: NETWORK_ERROR_MESSAGE };
}

/** Credential checks answer 401 for a wrong password: that is not the session ending. */
const CREDENTIAL_CHECK = /\/(login|login\/verify|logs\/view)$/;

function requestPath(args: string | FetchArgs): string {
  return (typeof args === 'string' ? args : args.url).split('?')[0];
}

/**
 * fetchBaseQuery whose errors are already in the shape every toast shows. A 401 to a request
 * sent with the current session's token means the server no longer accepts it (password reset,
 * account removed, expired): the session is dropped, so the screen asks to sign in again
 * instead of failing call after call.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const sentToken = selectSession(api.getState() as WithSession).token;
  const result = await fetchFromApi(args, api, extraOptions);
  if (!result.error) return result;
  const error = toApiError(result.error, result.meta?.response);
  const stillCurrent = sentToken !== null && sentToken !== '' && selectSession(api.getState() as WithSession).token === sentToken;
  if (error.status === 401 && stillCurrent && !CREDENTIAL_CHECK.test(requestPath(args))) api.dispatch(loggedOut());
  return { error, meta: result.meta };
};
