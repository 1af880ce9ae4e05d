import { HttpStatus } from '@nestjs/common';
import { defineErrors } from './app-error';

/**
 * Codes for refusals that belong to no one domain: the generic code of each status (for errors
 * thrown without a code by Nest, multer or a library), the request parser's own refusals, and
 * the shared plumbing (ids, images, files, idempotency keys, safe text).
 */
export const COMMON_ERRORS = defineErrors({
  BAD_REQUEST: { status: HttpStatus.BAD_REQUEST, message: 'Bad Request' },
  UNAUTHORIZED: { status: HttpStatus.UNAUTHORIZED, message: 'Unauthorized' },
  FORBIDDEN: { status: HttpStatus.FORBIDDEN, message: 'Forbidden' },
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Not Found' },
  METHOD_NOT_ALLOWED: { status: HttpStatus.METHOD_NOT_ALLOWED, message: 'Method Not Allowed' },
  NOT_ACCEPTABLE: { status: HttpStatus.NOT_ACCEPTABLE, message: 'Not Acceptable' },
  REQUEST_TIMEOUT: { status: HttpStatus.REQUEST_TIMEOUT, message: 'Request Timeout' },
  CONFLICT: { status: HttpStatus.CONFLICT, message: 'Conflict' },
  GONE: { status: HttpStatus.GONE, message: 'Gone' },
  PAYLOAD_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'Payload Too Large' },
  UNSUPPORTED_MEDIA_TYPE: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Unsupported Media Type' },
  UNPROCESSABLE_ENTITY: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: 'Unprocessable Entity' },
  TOO_MANY_REQUESTS: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'Too Many Requests' },
  INTERNAL_ERROR: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' },
  SERVICE_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'The service is unavailable right now. Please try again in a minute.',
  },

  VALIDATION_FAILED: { status: HttpStatus.BAD_REQUEST, message: 'The request has invalid fields' },
  RECORD_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Record not found' },
  DUPLICATE_RECORD: { status: HttpStatus.CONFLICT, message: 'A record with the same value already exists' },

  MALFORMED_JSON: { status: HttpStatus.BAD_REQUEST, message: 'Malformed JSON in request body' },
  BODY_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  BODY_TOO_DEEP: { status: HttpStatus.BAD_REQUEST, message: 'Request body is nested too deeply' },
  BODY_NOT_UTF8: { status: HttpStatus.BAD_REQUEST, message: 'Request body is not valid UTF-8 text' },
  CHARSET_UNSUPPORTED: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Please send the request body as UTF-8' },
  TOO_MANY_FORM_FIELDS: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The form has too many fields' },
  MALFORMED_URL: { status: HttpStatus.BAD_REQUEST, message: 'The address contains malformed characters' },
  JSON_ONLY: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'Please send the request body as JSON (Content-Type: application/json)',
  },
  FILE_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'Each file must be 10 MB or smaller' },
  UNEXPECTED_FILE_FIELD: { status: HttpStatus.BAD_REQUEST, message: 'The upload contains a file field that is not expected here' },

  RANGE_REVERSED: { status: HttpStatus.BAD_REQUEST, message: 'to cannot be before from' },
  FILE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'File not found' },
  INVALID_ID: { status: HttpStatus.BAD_REQUEST, message: 'Invalid id' },
  IDEMPOTENCY_KEY_INVALID: { status: HttpStatus.BAD_REQUEST, message: 'Idempotency-Key must be 8 to 100 letters, digits, - or _' },
  STORAGE_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Files cannot be stored or read right now. Please try again in a few minutes.',
  },
  RATE_LIMIT_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Sign-in is unavailable right now. Please try again in a minute.',
  },
  NOT_AN_IMAGE: { status: HttpStatus.BAD_REQUEST, message: 'Please upload a JPEG, PNG or WebP image' },
  IMAGE_UNREADABLE: { status: HttpStatus.BAD_REQUEST, message: 'The image could not be read. Please upload another photo.' },
  IMAGE_TOO_MANY_PIXELS: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'The image has too many pixels. Please upload a photo of at most 50 megapixels.',
  },
  IMAGE_NOT_PROCESSED: { status: HttpStatus.BAD_REQUEST, message: 'The image could not be processed. Please upload another photo.' },
  REQUEST_TOO_DEEP: { status: HttpStatus.BAD_REQUEST, message: 'The request is nested too deeply' },
});

type CommonCode = keyof typeof COMMON_ERRORS;

const GENERIC_CODE_BY_STATUS: Readonly<Record<number, CommonCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The generic code of a status, for an error thrown without a code of its own. */
export function genericCodeFor(status: number): CommonCode {
  return GENERIC_CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
