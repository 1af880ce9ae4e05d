import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  GoneException,
  HttpException,
  HttpExceptionOptions,
  HttpStatus,
  InternalServerErrorException,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';

/** One refusal the API can give: its stable code, its HTTP status and its English text. */
export interface ErrorDefinition<Code extends string = string> {
  readonly code: Code;
  readonly status: HttpStatus;
  /** English text; `{{name}}` marks a value filled in from the error's params. */
  readonly message: string;
}

/** Values a message is filled in with, sent beside it so a client can word it its own way. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** One refused input of a form or body, named by its property path ('documents.icPassport'). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
  params?: ErrorParams;
}

type Entries = Record<string, { status: HttpStatus; message: string }>;
export type ErrorCatalogue<T extends Entries = Entries> = { readonly [K in keyof T & string]: ErrorDefinition<K> };

/** A domain's refusals, keyed by code, so the key a throw site names is the code clients see. */
export function defineErrors<const T extends Entries>(entries: T): ErrorCatalogue<T> {
  const catalogue: Record<string, ErrorDefinition> = {};
  for (const [code, entry] of Object.entries(entries)) catalogue[code] = { code, ...entry };
  return catalogue as ErrorCatalogue<T>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The English text with its placeholders filled in; an unknown placeholder stays as written. */
export function errorText(definition: ErrorDefinition, params?: ErrorParams): string {
  return definition.message.replace(PLACEHOLDER, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

export interface AppErrorOptions {
  params?: ErrorParams;
  fields?: FieldError[];
  /** Replaces the catalogue text when the wording is built elsewhere (validation lists, labelled uploads). */
  message?: string | string[];
  /** The lower-level failure, kept for logs; never sent. */
  cause?: unknown;
}

/** The payload a coded exception carries to the exception filter. */
export interface AppErrorResponse {
  code: string;
  message: string | string[];
  params?: ErrorParams;
  fields?: FieldError[];
}

/** The response body of a coded exception, for classes that extend a Nest exception themselves. */
export function errorResponse(definition: ErrorDefinition, options: AppErrorOptions = {}): AppErrorResponse {
  const response: AppErrorResponse = { code: definition.code, message: options.message ?? errorText(definition, options.params) };
  if (options.params) response.params = options.params;
  if (options.fields) response.fields = options.fields;
  return response;
}

type ExceptionClass = new (response: object, options?: HttpExceptionOptions) => HttpException;

/** Nest's own class for each status, so `instanceof NotFoundException` still holds for a coded 404. */
const EXCEPTION_BY_STATUS: Readonly<Record<number, ExceptionClass>> = {
  [HttpStatus.BAD_REQUEST]: BadRequestException,
  [HttpStatus.UNAUTHORIZED]: UnauthorizedException,
  [HttpStatus.FORBIDDEN]: ForbiddenException,
  [HttpStatus.NOT_FOUND]: NotFoundException,
  [HttpStatus.CONFLICT]: ConflictException,
  [HttpStatus.GONE]: GoneException,
  [HttpStatus.PAYLOAD_TOO_LARGE]: PayloadTooLargeException,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: UnsupportedMediaTypeException,
  [HttpStatus.UNPROCESSABLE_ENTITY]: UnprocessableEntityException,
  [HttpStatus.INTERNAL_SERVER_ERROR]: InternalServerErrorException,
  [HttpStatus.SERVICE_UNAVAILABLE]: ServiceUnavailableException,
};

/** A coded exception with fields, a built message or a cause; see appError for the plain case. */
export function detailedError(definition: ErrorDefinition, options: AppErrorOptions = {}): HttpException {
  const response = errorResponse(definition, options);
  const exceptionOptions = options.cause === undefined ? undefined : { cause: options.cause };
  const Exception = EXCEPTION_BY_STATUS[definition.status];
  return Exception ? new Exception(response, exceptionOptions) : new HttpException(response, definition.status, exceptionOptions);
}

/** `throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND)`; params fill the message's placeholders. */
export function appError(definition: ErrorDefinition, params?: ErrorParams): HttpException {
  return detailedError(definition, params ? { params } : {});
}

export function isAppErrorResponse(value: unknown): value is AppErrorResponse {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string' && 'message' in value;
}

/** The catalogue code an exception carries, or null for one thrown without a code. */
export function errorCodeOf(exception: unknown): string | null {
  if (!(exception instanceof HttpException)) return null;
  const response = exception.getResponse();
  return isAppErrorResponse(response) ? response.code : null;
}
