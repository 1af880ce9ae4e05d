import { join } from 'node:path';
import request from 'supertest';
import { Call, EXPECTATIONS, ROUTE_ACCESS, RouteAccess } from './access/access-table';
import { routeName, routesOf } from './access/routes';
import { AccessWorld, IDENTITIES, Identity } from './access/world';
import { Fingerprint } from './setup/fingerprint';
import { createIsolatedTestApp, IsolatedTestApp } from './setup/isolated-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
const SAMPLE_METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** The path with its parameters filled in: ':id' and Express 5's '{*path}' wildcard. */
function pathFor(template: string, params: Call['params'] = {}): string {
  return template.replace(/\{\*(\w+)\}|:(\w+)/g, (_match, wildcard: string | undefined, name: string | undefined) => {
    const value = wildcard ? params[`*${wildcard}`] : params[name as string];
    if (value === undefined) throw new Error(`No value for ${wildcard ?? name} in ${template}`);
    return wildcard ? String(value) : encodeURIComponent(String(value));
  });
}

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
    const verb = (method === 'ALL' ? SAMPLE_METHODS[IDENTITIES.indexOf(who) % SAMPLE_METHODS.length] : method.toLowerCase()) as Method;
    let test = request(t.server)[verb](pathFor(template, call.params));
    const token = world.tokens[who];
    if (token) test = test.set('Authorization', `Bearer ${token}`);
    if (call.query) test = test.query(call.query);
    if (call.files || call.fields) {
      for (const [field, data] of Object.entries(call.files ?? {})) test = test.attach(field, data, `${field}.jpg`);
      for (const [field, value] of Object.entries(call.fields ?? {})) test = test.field(field, value);
      return test;
    }
    return call.body ? test.send(call.body) : test;
  }

  it('has a row for every route the router holds, and none for a route it does not hold', () => {
    const routes = routesOf(t.app).map(routeName).sort();
    expect(routes.filter((route) => !(route in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(ROUTE_ACCESS))('%s answers every identity as the table says; refused calls change no row or file', async (route, access) => {
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
      if (response.status >= 400 && /\bat \S+ \(|QueryFailedError|ER_\w+|SELECT .* FROM/.test(response.text ?? '')) leaks.push(`${who}: ${response.text.slice(0, 200)}`);
      if (before && JSON.stringify(await fingerprint.take()) !== JSON.stringify(before)) changedBy.push(who);
    }
    expect({ answers, changedBy, leaks }).toEqual({ answers: expected, changedBy: [], leaks: [] });
  });
});
