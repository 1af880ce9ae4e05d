import { BadRequestException, ConflictException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { appError, detailedError } from '../errors/app-error';
import { COMMON_ERRORS } from '../errors/common.errors';
import { SERVICE_UNAVAILABLE_MESSAGE, toErrorBody } from './all-exceptions.filter';

describe('toErrorBody', () => {
  it('keeps HTTP exceptions and their validation message lists, with the generic code of their status', () => {
    expect(toErrorBody(new ConflictException('That username is already taken'))).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'That username is already taken',
      error: 'Conflict',
    });
    expect(toErrorBody(new BadRequestException(['a', 'b']))).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: ['a', 'b'],
      error: 'Bad Request',
    });
    expect(toErrorBody(new NotFoundException())).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found', error: 'Not Found' });
  });

  it('sends a catalogue error with its code, its filled-in message and the params beside it', () => {
    const definition = { code: 'BOOKING_TOO_LONG', status: 400, message: 'A booking can be at most {{days}} days long' };
    const error = appError(definition, { days: 30 });
    expect(error).toBeInstanceOf(BadRequestException);
    expect(error.message).toBe('A booking can be at most 30 days long');
    expect(toErrorBody(error)).toEqual({
      statusCode: 400,
      code: 'BOOKING_TOO_LONG',
      message: 'A booking can be at most 30 days long',
      error: 'Bad Request',
      params: { days: 30 },
    });
  });

  it('sends field errors beside a validation message list', () => {
    const fields = [{ field: 'email', code: 'IS_EMAIL', message: 'Please enter a valid email' }];
    const error = detailedError(COMMON_ERRORS.VALIDATION_FAILED, { message: ['Please enter a valid email'], fields });
    expect(toErrorBody(error)).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['Please enter a valid email'],
      error: 'Bad Request',
      fields,
    });
  });

  it("gives multer's refusals their own code and wording", () => {
    expect(toErrorBody(new PayloadTooLargeException('File too large'))).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Each file must be 10 MB or smaller',
      error: 'Payload Too Large',
    });
    expect(toErrorBody(new BadRequestException('Unexpected field'))?.code).toBe('UNEXPECTED_FILE_FIELD');
  });

  it('turns duplicate keys on either driver into 409', () => {
    for (const code of ['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']) {
      const error = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code }));
      expect(toErrorBody(error)).toMatchObject({ statusCode: 409, code: 'DUPLICATE_RECORD' });
    }
  });

  it('maps a missing record to 404 and a body-parser failure to 400/413', () => {
    expect(toErrorBody(new EntityNotFoundError('Customer', { id: 1 }))).toMatchObject({ statusCode: 404, code: 'RECORD_NOT_FOUND' });
    expect(toErrorBody({ type: 'entity.parse.failed', status: 400 })).toEqual({
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: 'Malformed JSON in request body',
      error: 'Bad Request',
    });
    expect(toErrorBody({ type: 'entity.too.large', status: 413 })).toMatchObject({ statusCode: 413, code: 'BODY_TOO_LARGE' });
    expect(toErrorBody({ type: 'entity.too.deep', status: 400 })).toEqual({
      statusCode: 400,
      code: 'BODY_TOO_DEEP',
      message: 'Request body is nested too deeply',
      error: 'Bad Request',
    });
    expect(toErrorBody({ type: 'charset.unsupported', status: 415 })).toMatchObject({ statusCode: 415, code: 'CHARSET_UNSUPPORTED' });
    expect(toErrorBody({ status: 408 })).toEqual({
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
      error: 'Request Timeout',
    });
  });

  it('answers 503, not 500, when the database cannot be reached (raw or wrapped by TypeORM)', () => {
    const unavailable = {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_UNAVAILABLE_MESSAGE,
      error: 'Service Unavailable',
    };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), {
      code: 'PROTOCOL_CONNECTION_LOST',
      fatal: true,
    });
    expect(toErrorBody(refused)).toEqual(unavailable);
    expect(toErrorBody(new QueryFailedError('SELECT 1', [], lost))).toEqual(unavailable);
    for (const code of ['ETIMEDOUT', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN']) {
      expect(toErrorBody(Object.assign(new Error(code), { code }))).toEqual(unavailable);
    }
    expect(toErrorBody(new Error('Pool is closed.'))).toEqual(unavailable);
    expect(toErrorBody(new QueryFailedError('SELECT', [], Object.assign(new Error('bad'), { code: 'ER_PARSE_ERROR' })))).toBeNull();
  });

  it('leaves unexpected errors to become a generic 500', () => {
    expect(toErrorBody(new Error('boom'))).toBeNull();
    expect(toErrorBody(new QueryFailedError('SELECT', [], new Error('syntax')))).toBeNull();
  });
});
