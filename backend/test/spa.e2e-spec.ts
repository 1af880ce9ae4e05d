import request from 'supertest';
import { createAppWithFrontend } from './setup/frontend-fixture';
import { TestApp } from './setup/test-app';

/** The API and the built React app share one port; deep links and reloads get index.html. */
describe('Serving the single-page app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createAppWithFrontend({
      'index.html': '<!doctype html><div id="root">rental app</div>',
      'assets/index-abc123.js': 'console.log("app")',
    });
  });

  afterAll(() => t.close());

  it.each(['/', '/staff', '/payment', '/admin', '/staff/rentals/12/complete'])('serves index.html for %s', async (path) => {
    const response = await request(t.server).get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('rental app');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await request(t.server).get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown /api paths as JSON 404, not the app', async () => {
    const response = await request(t.server).get('/api/staff/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.statusCode).toBe(404);
  });
});

/** The build names the customer's entry pages; their HTML starts fetching the screen's scripts. */
describe('Preloading a page’s screen', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createAppWithFrontend({
      'index.html': '<!doctype html><html><head><title>Rental</title></head><body><div id="root"></div></body></html>',
      'route-preloads.json': JSON.stringify({ '/vehicles': ['/assets/vehicles-abc123.js'] }),
      'assets/vehicles-abc123.js': 'export const fleet = 1;',
    });
  });

  afterAll(() => t.close());

  it.each(['/vehicles', '/vehicles/'])('adds the modulepreload tags to %s', async (path) => {
    const response = await request(t.server).get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<link rel="modulepreload" crossorigin href="/assets/vehicles-abc123.js"></head>');
  });

  it('sends other pages index.html as it is', async () => {
    const response = await request(t.server).get('/staff');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('modulepreload');
  });
});
