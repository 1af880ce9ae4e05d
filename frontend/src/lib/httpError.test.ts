import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, httpErrorMessage } from './httpError';

describe('httpErrorMessage', () => {
  it('uses the message of a {statusCode, message, error} body', () => {
    const body = JSON.stringify({ statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' });
    expect(httpErrorMessage(401, 'Unauthorized', body)).toBe('401: Invalid credentials');
  });

  it("joins a list of validation messages with '; '", () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: ['Full name is required', 'Please enter a valid email'],
      error: 'Bad Request',
    });
    expect(httpErrorMessage(400, 'Bad Request', body)).toBe('400: Full name is required; Please enter a valid email');
  });

  it('uses the raw body text when it is not our JSON error shape', () => {
    expect(httpErrorMessage(502, 'Bad Gateway', '<html>upstream down</html>')).toBe('502: <html>upstream down</html>');
    expect(httpErrorMessage(500, 'Internal Server Error', '{"detail":"x"}')).toBe('500: {"detail":"x"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(httpErrorMessage(503, 'Service Unavailable', '')).toBe('503: Service Unavailable');
  });

  it('uses the raw body when its message is empty', () => {
    expect(httpErrorMessage(404, 'Not Found', JSON.stringify({ statusCode: 404, message: '' }))).toBe(
      '404: {"statusCode":404,"message":""}',
    );
  });

  it('shows the bare status when there is neither body nor status text', () => {
    expect(httpErrorMessage(500, '', '')).toBe('500');
  });
});

describe('errorMessage / errorStatus', () => {
  it('reads an API error', () => {
    const error = { status: 409, message: '409: Username already exists' };
    expect(errorMessage(error)).toBe('409: Username already exists');
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
