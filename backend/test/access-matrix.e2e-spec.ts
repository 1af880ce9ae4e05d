import { join } from 'node:path';
import request from 'supertest';
import { Call, EXPECTATIONS, ROUTE_ACCESS, RouteAccess } from './access/access-table';
import { routeName, routesOf } from './access/routes';
import { INTERNALS_PATTERN, Method, sendCall } from './access/send';
import { AccessWorld, IDENTITIES, Identity } from './access/world';
import { Fingerprint } from './setup/fingerprint';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

const SAMPLE_METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** Identities expected to be refused go first, so a refused call always meets unused records. */
function callingOrder(route: RouteAccess): Identity[] {
  const refused = (who: Identity) => EXPECTATIONS[route.access][who] !== 'ok';
  return [...IDENTITIES.filter(refused), ...IDENTITIES.filter((who) => !refused(who))];
}

function expectedStatus(route: RouteAccess, who: Identity): number {
  const expected = EXPECTATIONS[route.access][who];
  if (expected === 'ok') return route.ok;
  if (expected === 'B') return route.refusedB ?? 404;
  return expected;
}

describe('Access-control matrix: every route of the router, called as every identity (API)', () => {
  let t: IsolatedTestApp;
  let world: AccessWorld;
  let fingerprint: Fingerprint;

  beforeAll(async () => {
    t = await createIsolatedTestApp();
    world = await new AccessWorld(t).build();
    fingerprint = new Fingerprint(t.dataSource, join(t.dataDir, 'uploads'));
  }, 120_000);

  afterAll(() => t.close());

  function send(route: string, call: Call, who: Identity): request.Test {
    const [method, template] = route.split(' ');
    // A path bound for every method is tried with a different method for each identity.
    const verb = method === 'ALL' ? SAMPLE_METHODS[IDENTITIES.indexOf(who) % SAMPLE_METHODS.length] : (method.toLowerCase() as Method);
    return sendCall(t.server, verb, template, call, world.tokens[who]);
  }

  it('has a row for every route the router holds, and none for a route it does not hold', () => {
    const routes = routesOf(t.app).map(routeName).sort();
    expect(routes.filter((route) => !(route in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(ROUTE_ACCESS))(
    '%s answers every identity as the table says; refused calls change no row or file',
    async (route, access) => {
      const answers: Partial<Record<Identity, number>> = {};
      const expected: Partial<Record<Identity, number>> = {};
      const changedBy: Identity[] = [];
      const leaks: string[] = [];
      for (const who of callingOrder(access)) {
        const call = access.call ? await access.call(world) : {};
        expected[who] = expectedStatus(access, who);
        const refused = expected[who] !== access.ok && access.access !== 'noHandler';
        const before = refused ? await fingerprint.take() : null;
        const response = await send(route, call, who);
        answers[who] = response.status;
        if (response.status >= 400 && INTERNALS_PATTERN.test(response.text ?? '')) leaks.push(`${who}: ${response.text.slice(0, 200)}`);
        if (before && JSON.stringify(await fingerprint.take()) !== JSON.stringify(before)) changedBy.push(who);
      }
      expect({ answers, changedBy, leaks }).toEqual({ answers: expected, changedBy: [], leaks: [] });
    },
  );
});
