import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, GENERIC_ERROR_MESSAGE, httpError, httpErrorMessage } from './httpError';

describe('httpErrorMessage', () => {
  it('shows the message of a {statusCode, message, error} body without a status-code prefix', () => {
    const body = JSON.stringify({ statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' });
    expect(httpErrorMessage('Unauthorized', body)).toBe('Invalid credentials');
  });

  it("joins a list of validation messages with '; '", () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: ['Full name is required', 'Please enter a valid email'],
      error: 'Bad Request',
    });
    expect(httpErrorMessage('Bad Request', body)).toBe('Full name is required; Please enter a valid email');
  });

  it('never shows a body that is not our JSON error shape: the status text stands in', () => {
    expect(httpErrorMessage('Bad Gateway', '<html>upstream down</html>')).toBe('Bad Gateway');
    expect(httpErrorMessage('Internal Server Error', '{"detail":"x"}')).toBe('Internal Server Error');
    expect(httpErrorMessage('Not Found', JSON.stringify({ statusCode: 404, message: '' }))).toBe('Not Found');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(httpErrorMessage('Service Unavailable', '')).toBe('Service Unavailable');
  });

  it('shows a generic sentence when there is neither a message nor a status text (HTTP/2)', () => {
    expect(httpErrorMessage('', '<!doctype html><h1>502</h1>')).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong. Please try again.');
  });
});

describe('errorMessage / errorStatus', () => {
  it('reads an API error', () => {
    const error = { status: 409, message: 'Username already exists' };
    expect(errorMessage(error)).toBe('Username already exists');
    expect(errorStatus(error)).toBe(409);
  });

  it('reads a thrown Error and has no status for it', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorStatus(new Error('boom'))).toBeNull();
  });

  it("reads RTK's serialized error", () => {
    expect(errorMessage({ name: 'SyntaxError', message: 'Unexpected token <' })).toBe('Unexpected token <');
  });

  it('uses the fallback for anything else', () => {
    expect(errorMessage(undefined, 'Failed to upload photos')).toBe('Failed to upload photos');
  });
});

describe('httpError', () => {
  it('keeps the code, params and field errors of the body beside the message', () => {
    const body = JSON.stringify({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['Please enter a valid phone number'],
      error: 'Bad Request',
      fields: [{ field: 'phone', code: 'IS_PHONE_NUMBER', message: 'Please enter a valid phone number' }, { field: 1 }],
    });
    expect(httpError(400, 'Bad Request', body)).toEqual({
      status: 400,
      message: 'Please enter a valid phone number',
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'phone', code: 'IS_PHONE_NUMBER', message: 'Please enter a valid phone number' }],
    });
    const tooLong = JSON.stringify({
      statusCode: 400,
      code: 'BOOKING_TOO_LONG',
      message: 'A booking can be at most 30 days long',
      error: 'Bad Request',
      params: { days: 30 },
    });
    expect(httpError(400, '', tooLong)).toMatchObject({ code: 'BOOKING_TOO_LONG', params: { days: 30 } });
  });

  it('has no code for a body that is not our error shape', () => {
    expect(httpError(502, 'Bad Gateway', '<html>502</html>')).toEqual({ status: 502, message: 'Bad Gateway' });
  });
});
