import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { makeVehicle } from './factories/vehicle.factory';
import { createAppWithFrontend } from './setup/frontend-fixture';
import { TestApp } from './setup/test-app';

/** First load stays small, even on a slow phone connection: compressed answers, long-cached assets, a painted shell. */
describe('Fast first load', () => {
  // Big enough to pass the 1 kB threshold, like any real chunk.
  const script = `export const greeting = ${JSON.stringify('Selamat datang. '.repeat(400))};\n`;
  let t: TestApp;

  beforeAll(async () => {
    t = await createAppWithFrontend({
      // The real index.html source: its loading shell is what the built one carries.
      'index.html': readFileSync(resolve(__dirname, '../../frontend/index.html')),
      'assets/index-abc123.js': script,
      'assets/photo-abc123.png': Buffer.alloc(4096, 1),
    });
  });

  afterAll(() => t.close());

  it.each(['gzip', 'br'])('serves index.html with %s, not cached, with the loading shell', async (encoding) => {
    const response = await request(t.server).get('/').set('Accept-Encoding', encoding);

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('data-app-shell');
    expect(response.text).toMatch(/<div id="root">\s*<div class="app-shell"/);
    expect(response.text).toContain('#0d47a1');
    expect(response.text).toContain('Loading…');
    // Nothing from elsewhere: no web fonts or CDNs before the app's own files.
    expect(response.text).not.toMatch(/https?:\/\//);
  });

  it.each(['gzip', 'br'])('serves a hashed asset with %s and a year-long immutable cache life', async (encoding) => {
    const response = await request(t.server).get('/assets/index-abc123.js').set('Accept-Encoding', encoding);

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(script);
  });

  it('prefers brotli when the browser accepts both', async () => {
    const response = await request(t.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  describe('JSON answers kept ready (the public fleet list, a calendar month)', () => {
    beforeAll(async () => {
      // Enough cars to pass the 1 kB threshold.
      for (let index = 0; index < 6; index += 1) await makeVehicle(t.dataSource);
    });

    it.each(['br', 'gzip'])('serves them with %s, the same ETag as the plain answer, and 304 to it', async (encoding) => {
      const plain = await request(t.server).get('/api/vehicles').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);

      const compressed = await request(t.server).get('/api/vehicles').set('Accept-Encoding', encoding).expect(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      // Compressed once beforehand and sent whole: the middleware would have streamed it chunked.
      expect(Number(compressed.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
      expect(compressed.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.body).toEqual(plain.body);

      const unchanged = await request(t.server)
        .get('/api/vehicles')
        .set('Accept-Encoding', encoding)
        .set('If-None-Match', plain.headers.etag);
      expect(unchanged.status).toBe(304);
    });

    it('prefers brotli when the browser accepts both', async () => {
      const response = await request(t.server).get('/api/vehicles').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
      expect(response.headers['content-encoding']).toBe('br');
    });
  });

  it('sends the asset as is to a client that does not accept compression', async () => {
    const response = await request(t.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(response.text).toBe(script);
  });

  it('leaves already-compressed files (images) alone', async () => {
    const response = await request(t.server).get('/assets/photo-abc123.png').set('Accept-Encoding', 'gzip, br');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe('4096');
  });

  it('compresses JSON answers', async () => {
    for (let index = 0; index < 12; index += 1) await makeVehicle(t.dataSource);

    const response = await request(t.server).get('/api/vehicles').set('Accept-Encoding', 'gzip');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBeGreaterThanOrEqual(12);
  });
});
