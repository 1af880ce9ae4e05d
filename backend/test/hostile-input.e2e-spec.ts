import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPECTATIONS, ROUTE_ACCESS, RouteAccess } from './access/access-table';
import { hostileVariants, HostileImages } from './access/hostile-values';
import { INTERNALS_PATTERN, Method, sendCall } from './access/send';
import { AccessWorld, Identity } from './access/world';
import { makePhoto } from './factories/images.factory';
import { Fingerprint } from './setup/fingerprint';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

/** At least this many hostile requests per run, so a shrinking payload list cannot go unnoticed. */
const MINIMUM_REQUESTS = 2000;

/** The first identity allowed to call the route: hostile input must get past the guards to matter. */
function allowedCaller(route: RouteAccess): Identity {
  const candidates: Identity[] = ['anonymous', 'customerA', 'staff', 'admin'];
  return candidates.find((who) => EXPECTATIONS[route.access][who] === 'ok') as Identity;
}

const READS = new Set(['GET', 'HEAD']);
/** Routes that take input: the catch-all reaches no handler, so it has none to break. */
const ROUTES_WITH_INPUT = Object.entries(ROUTE_ACCESS).filter(([, access]) => access.access !== 'noHandler');

describe('Hostile input on every route that takes any: never 5xx, never internals, refused means unchanged (API)', () => {
  let t: IsolatedTestApp;
  let world: AccessWorld;
  let fingerprint: Fingerprint;
  let images: HostileImages;
  let sent = 0;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    world = await new AccessWorld(t).build();
    fingerprint = new Fingerprint(t.dataSource, join(t.dataDir, 'uploads'));
    images = new HostileImages(await makePhoto(640, 480));
  }, 120_000);

  afterAll(() => t.close());

  /** Files a request added that carry markup: an upload must be re-encoded, never kept as sent. */
  const scriptedFiles = (before: string[], after: string[]) =>
    after.filter((name) => !before.includes(name)).filter((name) => readFileSync(join(t.dataDir, 'uploads', name)).includes('<script'));

  it.each(ROUTES_WITH_INPUT)('%s', async (route, access) => {
    const [method, template] = route.split(' ');
    const who = allowedCaller(access);
    const valid = access.call ? await access.call(world) : {};
    const problems: string[] = [];
    // Each request's "after" is the next one's "before": one fingerprint per request.
    let before = await fingerprint.take();
    for (const variant of hostileVariants(valid, images, READS.has(method))) {
      const response = await sendCall(t.server, method.toLowerCase() as Method, template, variant.call, world.tokens[who]);
      sent += 1;
      const after = await fingerprint.take();
      const text = response.text ?? '';
      if (response.status >= 500) problems.push(`${variant.name}: ${response.status} ${text.slice(0, 120)}`);
      if (response.status >= 400 && INTERNALS_PATTERN.test(text)) problems.push(`${variant.name}: internals in ${text.slice(0, 120)}`);
      if (response.status >= 400 && JSON.stringify(after) !== JSON.stringify(before))
        problems.push(`${variant.name}: refused with ${response.status} but changed data`);
      const scripted = scriptedFiles(before.files, after.files);
      if (scripted.length > 0) problems.push(`${variant.name}: stored markup as sent in ${scripted.join(', ')}`);
      before = after;
    }
    expect(problems).toEqual([]);
  });

  it(`sent at least ${MINIMUM_REQUESTS} hostile requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  });
});
