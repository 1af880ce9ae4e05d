import { BadRequestException, ConflictException } from '@nestjs/common';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { SERVICE_UNAVAILABLE_MESSAGE, toErrorBody } from './all-exceptions.filter';

describe('toErrorBody', () => {
  it('keeps HTTP exceptions and their validation message lists', () => {
    expect(toErrorBody(new ConflictException('That username is already taken'))).toEqual({ statusCode: 409, message: 'That username is already taken', error: 'Conflict' });
    expect(toErrorBody(new BadRequestException(['a', 'b']))).toEqual({ statusCode: 400, message: ['a', 'b'], error: 'Bad Request' });
  });

  it('turns duplicate keys on either driver into 409', () => {
    for (const code of ['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']) {
      const error = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code }));
      expect(toErrorBody(error)?.statusCode).toBe(409);
    }
  });

  it('maps a missing record to 404 and a body-parser failure to 400/413', () => {
    expect(toErrorBody(new EntityNotFoundError('Customer', { id: 1 }))?.statusCode).toBe(404);
    expect(toErrorBody({ type: 'entity.parse.failed', status: 400 })).toEqual({ statusCode: 400, message: 'Malformed JSON in request body', error: 'Bad Request' });
    expect(toErrorBody({ type: 'entity.too.large', status: 413 })?.statusCode).toBe(413);
    expect(toErrorBody({ type: 'entity.too.deep', status: 400 })).toEqual({ statusCode: 400, message: 'Request body is nested too deeply', error: 'Bad Request' });
    expect(toErrorBody({ type: 'charset.unsupported', status: 415 })?.statusCode).toBe(415);
  });

  it('answers 503, not 500, when the database cannot be reached (raw or wrapped by TypeORM)', () => {
    const unavailable = { statusCode: 503, message: SERVICE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true });
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
