import request from 'supertest';
import { createTestApp, TestApp } from './setup/test-app';

describe('Error handling and HTTP hygiene (API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('answers malformed JSON with 400 in the one error shape', async () => {
    // Truncated, not an object at all, and JSON's own null: one plain message, not the parser's wording.
    for (const text of ['{"username": "a",', '"str"', 'null', '{bad']) {
      const response = await request(t.server).post('/api/staff/login').set('Content-Type', 'application/json').send(text);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'MALFORMED_JSON',
        message: 'Malformed JSON in request body',
        error: 'Bad Request',
      });
    }
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    const unknown = await request(t.server).post('/api/staff/login').send({ username: 'a', password: 'b', isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('property isAdmin should not exist');
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    expect(unknown.body.fields).toContainEqual({ field: 'isAdmin', code: 'NOT_ALLOWED', message: 'property isAdmin should not exist' });

    const wrongType = await request(t.server)
      .post('/api/staff/login')
      .send({ username: 42, password: ['x'] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toEqual(expect.arrayContaining(['Username is required', 'Password is required']));
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await request(t.server).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/no-such-thing', error: 'Not Found' });
  });

  it('sets security headers (helmet)', async () => {
    const response = await request(t.server).get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves OpenAPI docs generated from the DTOs', async () => {
    const page = await request(t.server).get('/api/docs');
    expect(page.status).toBe(200);
    const spec = await request(t.server).get('/api/docs-json');
    expect(spec.status).toBe(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/api/staff/login', '/api/admin/login', '/api/staff/create', '/api/health']),
    );
    expect(spec.body.components.schemas.StaffCredentialsDto.required).toEqual(['username', 'password']);
    expect(spec.body.components.schemas.ErrorCode.enum).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'RENTAL_NOT_FOUND', 'NOT_FOUND']),
    );
    expect(spec.body.components.schemas.ErrorBody.required).toEqual(['statusCode', 'code', 'message', 'error']);
  });
});
