import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Options } from 'pino-http';
import type { LogLevel } from '../../config/settings';
import { loggedPath } from './request-path';

/** What Express adds to Node's request by the time the answer is finished. */
export type AppRequest = IncomingMessage & { originalUrl?: string; requestId?: string };

/** The one line per request: never headers, bodies or the query string. */
export interface RequestSummary {
  method: string | undefined;
  path: string;
  /** Null when the client went away before an answer was sent. */
  status: number | null;
  responseTime: number;
}

function summary(request: AppRequest, response: ServerResponse, responseTime: number): RequestSummary {
  return {
    method: request.method,
    path: loggedPath(request.originalUrl ?? request.url ?? ''),
    status: response.headersSent ? response.statusCode : null,
    responseTime,
  };
}

/**
 * Field names that hold secrets or identity numbers, censored should any object carrying them be
 * logged by mistake (request lines themselves never include bodies or headers).
 */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'icPassportNumber', 'authorization', 'cookie'];
const REDACTED_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), 'req.headers', 'res.headers'];

/** pino-http options: JSON lines with an ISO time, the level's name, and reqId = the X-Request-Id answered. */
export function requestLogOptions(level: LogLevel): Options<AppRequest, ServerResponse> {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // request-id.ts runs first and sets requestId; a UUID only if this is ever mounted before it.
    genReqId: (request) => request.requestId ?? randomUUID(),
    // Nest log lines written during a request carry only its reqId, and the request line only the summary.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (request, response, fields: { responseTime: number }) => summary(request, response, fields.responseTime),
    customErrorObject: (request, response, _error, fields: { responseTime: number }) => summary(request, response, fields.responseTime),
    customSuccessMessage: (_request, response) => (response.writableEnded ? 'request completed' : 'request aborted'),
    // The stack, if any, is logged by AllExceptionsFilter under the same reqId.
    customErrorMessage: () => 'request failed',
  };
}
