import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../scale/lib/ports.mjs';
import { stopChild } from '../../scale/lib/processes.mjs';
import { createDatabase } from '../../scale/services/mariadb.mjs';
import { openRedis } from '../../scale/services/redis.mjs';
import { appEnvironment, startApp } from './app.mjs';
import { forkReady } from './child.mjs';
import { readCaptures, replayPlan } from './captured-sql.mjs';
import { bestRound, measure, ROUNDS } from './load.mjs';
import { readRoutes } from './routes.mjs';
import { seed } from './seed.mjs';

const CAPTURE_HEADER = 'x-bench-capture';
const CAPTURE_END_HEADER = 'x-bench-capture-end';

/** A stop step that may be called twice (at the end of its size, and again by Ctrl-C's cleanup). */
function once(step) {
  let done = null;
  return () => (done ??= step());
}

const FIRST_CALL = ' (first call)';

/** What the app's replicas announce their writes on (backend common/read-cache/data-writes.ts). */
const DATA_WRITES_CHANNEL = 'data-writes';

/**
 * Each route called twice in a row, both carrying the capture header, and each call must succeed,
 * so it is the real path's. Before the first call the bench announces a write on Redis, as
 * another replica would, which empties every cache the app keeps (the accounts behind tokens, the
 * staff dashboard and calendar): that cold call runs all the SQL the answer needs, and the
 * baseline replays it. The second, warm call shows what the app runs per request under load.
 */
async function captureSql(app, routes, announceWrite) {
  const first = {};
  for (const route of routes) {
    await announceWrite();
    for (const capture of [`${route.name}${FIRST_CALL}`, route.name]) {
      const started = performance.now();
      const response = await fetch(`${app.base}${route.path}`, {
        method: route.method,
        headers: { ...route.headers, [CAPTURE_HEADER]: capture },
        body: route.body,
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${route.method} ${route.path} answered ${response.status}: ${text.slice(0, 300)}`);
      if (capture !== route.name) first[route.name] = { ms: Math.round(performance.now() - started) };
    }
  }
  // The capture line is written when the response finishes, a moment before or after we read it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  // The load then runs without the capture's async context tracking (sql-capture.cjs).
  const ended = await fetch(`${app.base}/`, { headers: { [CAPTURE_END_HEADER]: '1' } });
  if (ended.status !== 204) throw new Error(`the SQL capture did not end (${ended.status})`);
  const captures = readCaptures(app.sqlLog);
  const plans = {};
  const warm = {};
  for (const route of routes) {
    const cold = captures.get(`${route.name}${FIRST_CALL}`);
    if (!cold || !captures.get(route.name)) throw new Error(`no SQL captured for ${route.name}`);
    plans[route.name] = replayPlan(cold.queries);
    first[route.name].statements = cold.queries.length;
    warm[route.name] = captures.get(route.name).queries.length;
  }
  return { plans, first, warm };
}

/** A write announced on the app's channel from outside it; resolves once the app has had time to hear it. */
function writeAnnouncer(redis, prefix) {
  return async () => {
    await redis.publish(`${prefix}${DATA_WRITES_CHANNEL}`, 'bench');
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
}

async function startBaseline({ workDir, label, plans, target, databaseName, port }) {
  const planFile = join(workDir, `baseline-plan-${label}.json`);
  writeFileSync(planFile, JSON.stringify(plans));
  const env = {
    BASELINE_PORT: String(port),
    BASELINE_PLAN: planFile,
    DB_HOST: target.host,
    DB_PORT: String(target.port),
    DB_USER: target.user,
    DB_PASSWORD: target.password,
    DB_NAME: databaseName,
  };
  const child = await forkReady(join(import.meta.dirname, '../baseline-server.mjs'), [], env, 'baseline server');
  return { child, base: `http://127.0.0.1:${port}` };
}

/**
 * One data size: a fresh database migrated by the app itself, seeded, then each read route under
 * autocannon against the app and, right after, against the bare baseline replaying the SQL of the
 * route's cold call.
 * `extra(app, { env, jwtSecret, seeded })` runs more measurements on the same app before it stops
 * (registration, a backup under write load).
 */
export async function runSize({ root, appRoot, workDir, sizeName, seconds, runId, redisUrl, cleanup, extra }) {
  const stops = [];
  const onStop = (label, step) => {
    const stop = once(step);
    cleanup(label, stop);
    stops.unshift(stop);
  };
  try {
    return await measureSize({ root, appRoot, workDir, sizeName, seconds, runId, redisUrl, onStop, extra });
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error(`  stopping: ${error.message}`));
  }
}

async function measureSize({ root, appRoot, workDir, sizeName, seconds, runId, redisUrl, onStop, extra }) {
  const db = await createDatabase(`bench_${sizeName}_${runId}`);
  onStop(`database ${db.name}`, db.drop);
  const jwtSecret = randomBytes(48).toString('base64url');
  const redisPrefix = `bench_${sizeName}_${runId}:`;
  const redis = await openRedis(redisUrl, runId);
  onStop(`Redis keys of ${redisPrefix}`, redis.close);
  const env = appEnvironment({
    root,
    workDir,
    db: db.target,
    databaseName: db.name,
    jwtSecret,
    redis: { url: redisUrl, prefix: redisPrefix },
  });
  const app = await startApp({
    appRoot,
    workDir,
    label: sizeName,
    port: await freePort(),
    env,
    capturePath: join(import.meta.dirname, 'sql-capture.cjs'),
  });
  onStop(`app (${sizeName})`, app.stop);

  const seedStarted = performance.now();
  const seeded = await seed(db.pool, sizeName);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `  ${sizeName}: seeded ${Object.entries(seeded.counts)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')} in ${seedSeconds.toFixed(1)} s`,
  );

  const routes = readRoutes({ jwtSecret, seeded });
  const { plans, first, warm } = await captureSql(app, routes, writeAnnouncer(redis.redis, redisPrefix));
  const baseline = await startBaseline({
    workDir,
    label: sizeName,
    plans,
    target: db.target,
    databaseName: db.name,
    port: await freePort(),
  });
  onStop(`baseline (${sizeName})`, () => stopChild(baseline.child, 'SIGTERM', 5_000));

  const results = [];
  for (const route of routes) {
    const appRounds = [];
    const baseRounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      appRounds.push(await measure(`${app.base}${route.path}`, route, seconds));
      baseRounds.push(await measure(`${baseline.base}/r/${encodeURIComponent(route.name)}`, route, seconds));
      await fetch(`${baseline.base}/drain`);
    }
    const [appFigures, baseFigures] = [bestRound(appRounds), bestRound(baseRounds)];
    const row = {
      route: route.name,
      request: `${route.method} ${route.path}`,
      statements: warm[route.name],
      firstCall: first[route.name],
      app: appFigures,
      baseline: baseFigures,
      growth: Boolean(route.growth),
    };
    console.log(
      `  ${sizeName} ${route.name.padEnd(16)} app ${String(appFigures.requestsPerSecond).padStart(5)} req/s p50 ${appFigures.p50} ms p99 ${appFigures.p99} ms | baseline ${String(baseFigures.requestsPerSecond).padStart(5)} req/s p50 ${baseFigures.p50} ms p99 ${baseFigures.p99} ms`,
    );
    results.push(row);
  }
  const more = extra ? await extra(app, { env, jwtSecret, seeded }) : {};
  return { size: sizeName, rows: seeded.counts, seedSeconds: Number(seedSeconds.toFixed(1)), routes: results, sql: plans, ...more };
}
