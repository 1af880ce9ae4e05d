import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { Response } from 'express';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { isConnectionError, isDuplicateKey } from '../database/driver-errors';
import { ErrorDefinition, ErrorParams, FieldError, isAppErrorResponse } from '../errors/app-error';
import { COMMON_ERRORS, genericCodeFor } from '../errors/common.errors';

/** The database is stopped or unreachable: a 503 the client may retry, never a 500. */
export const SERVICE_UNAVAILABLE_MESSAGE = COMMON_ERRORS.SERVICE_UNAVAILABLE.message;

/**
 * Every failure leaves the server as `{ statusCode, code, message, error }`, with `params` when
 * the message has values filled in and `fields` when single inputs were refused; nothing
 * internal leaks. `code` is stable for clients, `message` the English text.
 */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string | string[];
  error: string;
  params?: ErrorParams;
  fields?: FieldError[];
}

interface ParserError {
  status?: number;
  type?: string;
}

function body(statusCode: number, code: string, message: string | string[], extra: Pick<ErrorBody, 'params' | 'fields'> = {}): ErrorBody {
  const answer: ErrorBody = { statusCode, code, message, error: STATUS_CODES[statusCode] ?? 'Error' };
  if (extra.params) answer.params = extra.params;
  if (extra.fields) answer.fields = extra.fields;
  return answer;
}

function fromDefinition(definition: ErrorDefinition): ErrorBody {
  return body(definition.status, definition.code, definition.message);
}

/** Multer's own wording, replaced with one a customer understands. */
const FRIENDLIER_ERRORS: Record<string, ErrorDefinition> = {
  'File too large': COMMON_ERRORS.FILE_TOO_LARGE,
  'Unexpected field': COMMON_ERRORS.UNEXPECTED_FILE_FIELD,
};

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (isAppErrorResponse(response)) return body(statusCode, response.code, response.message, response);
  const generic = genericCodeFor(statusCode);
  if (typeof response === 'string') return body(statusCode, generic, response);
  const message = (response as { message?: unknown }).message;
  const text = typeof message === 'string' || Array.isArray(message) ? (message as string | string[]) : exception.message;
  const friendlier = typeof text === 'string' ? FRIENDLIER_ERRORS[text] : undefined;
  return friendlier ? body(statusCode, friendlier.code, friendlier.message) : body(statusCode, generic, text);
}

/** body-parser's error types (and those of src/common/http/request-limits.ts), in plain words. */
const PARSER_ERRORS: Record<string, ErrorDefinition> = {
  'entity.parse.failed': COMMON_ERRORS.MALFORMED_JSON,
  'entity.too.large': COMMON_ERRORS.BODY_TOO_LARGE,
  'entity.too.deep': COMMON_ERRORS.BODY_TOO_DEEP,
  'entity.encoding.invalid': COMMON_ERRORS.BODY_NOT_UTF8,
  'charset.unsupported': COMMON_ERRORS.CHARSET_UNSUPPORTED,
  'parameters.too.many': COMMON_ERRORS.TOO_MANY_FORM_FIELDS,
  'url.malformed': COMMON_ERRORS.MALFORMED_URL,
  'media.type.unsupported': COMMON_ERRORS.JSON_ONLY,
};

/** body-parser and multer errors carry an HTTP status of their own. */
function fromParserError(error: ParserError): ErrorBody | null {
  const known = error.type ? PARSER_ERRORS[error.type] : undefined;
  if (known) return fromDefinition(known);
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return body(error.status, genericCodeFor(error.status), STATUS_CODES[error.status] ?? 'Bad request');
  }
  return null;
}

export function toErrorBody(exception: unknown): ErrorBody | null {
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (exception instanceof EntityNotFoundError) return fromDefinition(COMMON_ERRORS.RECORD_NOT_FOUND);
  if (isConnectionError(exception)) return fromDefinition(COMMON_ERRORS.SERVICE_UNAVAILABLE);
  if (isDuplicateKey(exception)) return fromDefinition(COMMON_ERRORS.DUPLICATE_RECORD);
  if (exception instanceof QueryFailedError) return null;
  if (exception && typeof exception === 'object') return fromParserError(exception as ParserError);
  return null;
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const known = toErrorBody(exception);
    if (!known) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    // One line per refused request, so an outage shows in the log without a stack for each.
    else if (isConnectionError(exception))
      this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    const errorBody = known ?? fromDefinition(COMMON_ERRORS.INTERNAL_ERROR);
    if (response.headersSent) return;
    response.status(errorBody.statusCode).json(errorBody);
  }
}
