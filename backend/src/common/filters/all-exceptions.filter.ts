import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { Response } from 'express';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { isConnectionError, isDuplicateKey } from '../database/driver-errors';
import { JSON_ONLY_MESSAGE } from '../http/request-limits';

/** The database is stopped or unreachable: a 503 the client may retry, never a 500. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Please try again in a minute.';

/** Every failure leaves the server as `{ statusCode, message, error }`; nothing internal leaks. */
export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

interface ParserError {
  status?: number;
  type?: string;
}

function body(statusCode: number, message: string | string[]): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** Multer's own wording, replaced with one a customer understands. */
const FRIENDLIER_MESSAGES: Record<string, string> = {
  'File too large': 'Each file must be 10 MB or smaller',
  'Unexpected field': 'The upload contains a file field that is not expected here',
};

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return body(statusCode, response);
  const message = (response as { message?: unknown }).message;
  const text = typeof message === 'string' || Array.isArray(message) ? (message as string | string[]) : exception.message;
  return body(statusCode, typeof text === 'string' ? (FRIENDLIER_MESSAGES[text] ?? text) : text);
}

/** body-parser's error types (and those of src/common/http/request-limits.ts), in plain words. */
const PARSER_MESSAGES: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, message: 'Malformed JSON in request body' },
  'entity.too.large': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  'entity.too.deep': { status: HttpStatus.BAD_REQUEST, message: 'Request body is nested too deeply' },
  'entity.encoding.invalid': { status: HttpStatus.BAD_REQUEST, message: 'Request body is not valid UTF-8 text' },
  'charset.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Please send the request body as UTF-8' },
  'parameters.too.many': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The form has too many fields' },
  'url.malformed': { status: HttpStatus.BAD_REQUEST, message: 'The address contains malformed characters' },
  'media.type.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: JSON_ONLY_MESSAGE },
};

/** body-parser and multer errors carry an HTTP status of their own. */
function fromParserError(error: ParserError): ErrorBody | null {
  const known = error.type ? PARSER_MESSAGES[error.type] : undefined;
  if (known) return body(known.status, known.message);
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return body(error.status, STATUS_CODES[error.status] ?? 'Bad request');
  }
  return null;
}

export function toErrorBody(exception: unknown): ErrorBody | null {
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (exception instanceof EntityNotFoundError) return body(HttpStatus.NOT_FOUND, 'Record not found');
  if (isConnectionError(exception)) return body(HttpStatus.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);
  if (isDuplicateKey(exception)) return body(HttpStatus.CONFLICT, 'A record with the same value already exists');
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
    else if (isConnectionError(exception)) this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    const errorBody = known ?? body(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side. Please try again.');
    if (response.headersSent) return;
    response.status(errorBody.statusCode).json(errorBody);
  }
}
