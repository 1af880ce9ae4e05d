import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRoutePreloads, withPreloads } from './route-preloads';

describe('route preloads', () => {
  let dist: string;
  beforeEach(() => (dist = mkdtempSync(join(tmpdir(), 'rental-preloads-'))));
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("turns the build's map into modulepreload tags per page", async () => {
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ '/vehicles': ['/assets/vehicles-abc.js', '/assets/Card-def.js'] }));
    const tags = await readRoutePreloads(dist);
    expect(tags.get('/vehicles')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/vehicles-abc.js"><link rel="modulepreload" crossorigin href="/assets/Card-def.js">',
    );
    expect(tags.has('/staff')).toBe(false);
  });

  it("preloads the page's first API read in the mode the app's fetch uses", async () => {
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ '/vehicles': ['/assets/vehicles-abc.js', '/api/vehicles'] }));
    expect((await readRoutePreloads(dist)).get('/vehicles')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/vehicles-abc.js">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/vehicles">',
    );
  });

  it('leaves out anything that is not a script or API path of ours', async () => {
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/': [
          '/assets/a.js',
          '"><script>alert(1)</script>',
          'https://elsewhere.example/x.js',
          7,
          '/api/vehicles?x="><script>',
          '/api/../etc/passwd',
          '/apix/vehicles',
        ],
      }),
    );
    expect((await readRoutePreloads(dist)).get('/')).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js">');
  });

  it('has nothing to add without a readable map', async () => {
    expect((await readRoutePreloads(dist)).size).toBe(0);
    writeFileSync(join(dist, 'route-preloads.json'), '{not json');
    expect((await readRoutePreloads(dist)).size).toBe(0);
  });

  it('puts the tags just before </head>', () => {
    expect(withPreloads('<html><head><title>x</title></head><body></body></html>', '<link>')).toBe(
      '<html><head><title>x</title><link></head><body></body></html>',
    );
    expect(withPreloads('<html></html>', '<link>')).toBe('<html></html>');
    expect(withPreloads('<head></head>', undefined)).toBe('<head></head>');
  });
});
