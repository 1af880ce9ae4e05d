import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../scale/lib/ports.mjs';
import { stopChild } from '../../scale/lib/processes.mjs';
import { createDatabase } from '../../scale/services/mariadb.mjs';
import { appEnvironment, startApp } from './app.mjs';
import { forkReady } from './child.mjs';
import { readCaptures, replayPlan } from './captured-sql.mjs';
import { measure } from './load.mjs';
import { readRoutes } from './routes.mjs';
import { seed } from './seed.mjs';

const CAPTURE_HEADER = 'x-bench-capture';

/** A stop step that may be called twice (at the end of its size, and again by Ctrl-C's cleanup). */
function once(step) {
  let done = null;
  return () => (done ??= step());
}

const FIRST_CALL = ' (first call)';

/**
 * Each route called twice, both carrying the capture header. The baseline replays the SQL of the
 * second, warm call (after any first-use work: what the app runs per request under load), and each
 * call must succeed, so it is the real path's. The first call's statements and time are kept too:
 * for the staff reads served from the app's read cache (dashboard, calendar) that first call is
 * the full computation, so its growth with the data stays on record.
 */
async function captureSql(app, routes) {
  const first = {};
  for (const route of [...routes.map((route) => ({ ...route, capture: `${route.name}${FIRST_CALL}` })), ...routes.map((route) => ({ ...route, capture: route.name }))]) {
    const started = performance.now();
    const response = await fetch(`${app.base}${route.path}`, { method: route.method, headers: { ...route.headers, [CAPTURE_HEADER]: route.capture }, body: route.body });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${route.method} ${route.path} answered ${response.status}: ${text.slice(0, 300)}`);
    if (route.capture !== route.name) first[route.name] = { ms: Math.round(performance.now() - started) };
  }
  // The capture line is written when the response finishes, a moment before or after we read it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const captures = readCaptures(app.sqlLog);
  const plans = {};
  for (const route of routes) {
    const capture = captures.get(route.name);
    if (!capture) throw new Error(`no SQL captured for ${route.name}`);
    plans[route.name] = replayPlan(capture.queries);
    first[route.name].statements = captures.get(`${route.name}${FIRST_CALL}`)?.queries.length ?? 0;
  }
  return { plans, first };
}

async function startBaseline({ workDir, label, plans, target, databaseName, port }) {
  const planFile = join(workDir, `baseline-plan-${label}.json`);
  writeFileSync(planFile, JSON.stringify(plans));
  const env = { BASELINE_PORT: String(port), BASELINE_PLAN: planFile, DB_HOST: target.host, DB_PORT: String(target.port), DB_USER: target.user, DB_PASSWORD: target.password, DB_NAME: databaseName };
  const child = await forkReady(join(import.meta.dirname, '../baseline-server.mjs'), [], env, 'baseline server');
  return { child, base: `http://127.0.0.1:${port}` };
}

/**
 * One data size: a fresh database migrated by the app itself, seeded, then each read route under
 * autocannon against the app and, right after, against the bare baseline replaying the same SQL.
 * `extra(app)` runs more measurements on the same app before it stops (registration).
 */
export async function runSize({ root, appRoot, workDir, sizeName, seconds, runId, cleanup, extra }) {
  const stops = [];
  const onStop = (label, step) => {
    const stop = once(step);
    cleanup(label, stop);
    stops.unshift(stop);
  };
  try {
    return await measureSize({ root, appRoot, workDir, sizeName, seconds, runId, onStop, extra });
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error(`  stopping: ${error.message}`));
  }
}

async function measureSize({ root, appRoot, workDir, sizeName, seconds, runId, onStop, extra }) {
  const db = await createDatabase(`bench_${sizeName}_${runId}`);
  onStop(`database ${db.name}`, db.drop);
  const jwtSecret = randomBytes(48).toString('base64url');
  const env = appEnvironment({ root, workDir, db: db.target, databaseName: db.name, jwtSecret });
  const app = await startApp({ appRoot, workDir, label: sizeName, port: await freePort(), env, capturePath: join(import.meta.dirname, 'sql-capture.cjs') });
  onStop(`app (${sizeName})`, app.stop);

  const seedStarted = performance.now();
  const seeded = await seed(db.pool, sizeName);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`  ${sizeName}: seeded ${Object.entries(seeded.counts).map(([table, count]) => `${count} ${table}`).join(', ')} in ${seedSeconds.toFixed(1)} s`);

  const routes = readRoutes({ jwtSecret, seeded });
  const { plans, first } = await captureSql(app, routes);
  const baseline = await startBaseline({ workDir, label: sizeName, plans, target: db.target, databaseName: db.name, port: await freePort() });
  onStop(`baseline (${sizeName})`, () => stopChild(baseline.child, 'SIGTERM', 5_000));

  const results = [];
  for (const route of routes) {
    const appFigures = await measure(`${app.base}${route.path}`, route, seconds);
    const baseFigures = await measure(`${baseline.base}/r/${encodeURIComponent(route.name)}`, route, seconds);
    const row = { route: route.name, request: `${route.method} ${route.path}`, statements: plans[route.name].statements, firstCall: first[route.name], app: appFigures, baseline: baseFigures, growth: Boolean(route.growth) };
    console.log(`  ${sizeName} ${route.name.padEnd(16)} app ${String(appFigures.requestsPerSecond).padStart(5)} req/s p50 ${appFigures.p50} ms p99 ${appFigures.p99} ms | baseline ${String(baseFigures.requestsPerSecond).padStart(5)} req/s p50 ${baseFigures.p50} ms p99 ${baseFigures.p99} ms`);
    results.push(row);
  }
  const more = extra ? await extra(app) : {};
  return { size: sizeName, rows: seeded.counts, seedSeconds: Number(seedSeconds.toFixed(1)), routes: results, sql: plans, ...more };
}
