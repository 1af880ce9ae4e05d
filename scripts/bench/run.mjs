#!/usr/bin/env node
/**
 * `npm run bench [-- --size small|large|both] [--seconds N] [--skip-pdf] [--skip-registration] [--skip-backup] [--skip-frontend] [--skip-phone]`
 * or `npm run bench -- --phone-only` (the phone's first visit alone, merged into latest.json and latest.md)
 * (REDIS_URL, default redis://127.0.0.1:6379; the app runs with Redis as docker-compose runs it):
 * how the API's cost grows with data. Per data size: a fresh MariaDB database migrated by the built app and seeded
 * (lib/seed.mjs), autocannon on nine read routes of the app and of a bare node:http + mysql2
 * baseline replaying the SQL the app ran for the route's cold call (nothing cached); then agreement PDF timings, registration against raw
 * sharp, first-load JS per route and a first visit on a throttled phone (lib/phone.mjs); and the framework floor (an empty NestJS app against bare
 * node:http, no SQL), which bounds how close any Nest route can come to its baseline. Prints every target met/missed and writes
 * bench/results/<date>-<size>.json, latest.json and latest.md. Not part of CI or npm test.
 * Everything it starts or creates (processes, databases, temp dirs) is removed at the end.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { cleanUp, cleanUpOnSignals, onCleanup } from '../scale/lib/cleanup.mjs';
import { serverTarget } from '../scale/services/mariadb.mjs';
import { buildPrivateBackend } from './lib/app.mjs';
import { measureFloor } from './lib/floor.mjs';
import { firstLoadJs } from './lib/frontend-size.mjs';
import { CONNECTIONS, ROUNDS } from './lib/load.mjs';
import { describeMachine, loadAverageNow } from './lib/machine.mjs';
import { measurePhone } from './lib/phone.mjs';
import { measureBackupEffect } from './lib/backup-latency.mjs';
import { makeDocuments, measureRegistration } from './lib/registration.mjs';
import { signToken } from './lib/routes.mjs';
import { runSize } from './lib/size-run.mjs';
import { evaluate, markdown, printSummary } from './lib/summary.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = join(ROOT, 'bench/results');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const NOTE = 'Shared 2-core machine: other sessions were running test suites at the same time, so figures are indicative.';

function options() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'both' },
      seconds: { type: 'string', default: process.env.BENCH_SECONDS || '5' },
      'skip-pdf': { type: 'boolean', default: false },
      'skip-registration': { type: 'boolean', default: false },
      'skip-backup': { type: 'boolean', default: false },
      'skip-frontend': { type: 'boolean', default: false },
      'skip-phone': { type: 'boolean', default: false },
      'phone-only': { type: 'boolean', default: false },
    },
  });
  if (!['small', 'large', 'both'].includes(values.size)) throw new Error('--size must be small, large or both');
  const seconds = Number(values.seconds);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 120) throw new Error('--seconds must be a whole number from 1 to 120');
  return { ...values, seconds, sizes: values.size === 'both' ? ['small', 'large'] : [values.size] };
}

/** The PDF timings run in a process of their own (like the app's renderer), from the private build. */
function measurePdf(appRoot) {
  return new Promise((resolvePdf, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/pdf-probe.cjs'), join(appRoot, 'backend/dist')], {
      env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolvePdf(JSON.parse(last));
      else reject(new Error(`PDF probe exited with ${code}: ${output.slice(-500)}`));
    });
  });
}

/**
 * Only the phone's first visit, for front-end work: the figures replace the phone section of
 * latest.json and latest.md (the API figures there stay as the last full run left them) and go
 * to bench/results/<date>-phone.json on their own.
 */
async function phoneOnly(startedAt, workDir) {
  const appRoot = await buildPrivateBackend(ROOT, workDir);
  const phone = { measuredAt: startedAt, ...(await measurePhone(ROOT, appRoot, workDir)) };
  const latestFile = join(RESULTS, 'latest.json');
  const result = existsSync(latestFile)
    ? JSON.parse(readFileSync(latestFile, 'utf8'))
    : { startedAt, machine: await describeMachine(serverTarget()), note: NOTE, sizes: [], loadAverageAtEnd: loadAverageNow() };
  result.phone = phone;
  const checks = evaluate(result);
  result.targets = checks;
  printSummary({ phone }, evaluate({ sizes: [], phone }));
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${startedAt.slice(0, 10)}-phone.json`), `${JSON.stringify({ phone }, null, 2)}\n`);
  writeFileSync(latestFile, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'latest.md'), markdown(result, checks));
  console.log(`Saved bench/results/${startedAt.slice(0, 10)}-phone.json; latest.json and latest.md have the new phone figures`);
  return evaluate({ sizes: [], phone }).filter((check) => !check.met).length;
}

async function main() {
  const settings = options();
  const startedAt = new Date().toISOString();
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const workDir = mkdtempSync(join(tmpdir(), 'rental-bench-'));
  onCleanup('temp dir', () => rmSync(workDir, { recursive: true, force: true }));
  if (settings['phone-only']) return phoneOnly(startedAt, workDir);
  const machine = await describeMachine(serverTarget());
  console.log(
    `bench: ${settings.sizes.join(' + ')}, ${settings.seconds} s per route; ${machine.cpus} CPUs, load ${machine.loadAverageAtStart.join(' / ')}`,
  );
  const appRoot = await buildPrivateBackend(ROOT, workDir);
  const documents = settings['skip-registration'] ? null : await makeDocuments();

  const result = { startedAt, machine, note: NOTE, connections: CONNECTIONS, rounds: ROUNDS, secondsPerRoute: settings.seconds, sizes: [] };
  result.floor = await measureFloor(ROOT, settings.seconds);
  console.log(
    `  floor: node:http ${result.floor.http.requestsPerSecond} req/s, empty NestJS app ${result.floor.nest.requestsPerSecond} req/s (constant answer, no SQL)`,
  );
  for (const sizeName of settings.sizes) {
    // Registration is measured once, on the first size's app (it does not depend on the data).
    const withRegistration = documents && !result.registration;
    const extra = async (app, { env, jwtSecret, seeded }) => ({
      ...(withRegistration ? { registration: await measureRegistration(app.base, documents, workDir) } : {}),
      ...(settings['skip-backup']
        ? {}
        : {
            backup: await measureBackupEffect({
              app,
              appRoot,
              env,
              staffToken: signToken(jwtSecret, seeded.staffId, 'staff'),
              workDir,
              label: sizeName,
            }),
          }),
    });
    const size = await runSize({
      root: ROOT,
      appRoot,
      workDir,
      sizeName,
      seconds: settings.seconds,
      runId,
      redisUrl: REDIS_URL,
      cleanup: onCleanup,
      extra,
    });
    if (size.registration) {
      result.registration = size.registration;
      delete size.registration;
    }
    result.sizes.push(size);
  }
  if (!settings['skip-pdf']) result.pdf = await measurePdf(appRoot);
  if (!settings['skip-frontend']) result.firstLoadJs = await firstLoadJs(ROOT, workDir);
  if (!settings['skip-phone']) result.phone = { measuredAt: new Date().toISOString(), ...(await measurePhone(ROOT, appRoot, workDir)) };
  result.loadAverageAtEnd = loadAverageNow();

  const checks = evaluate(result);
  result.targets = checks;
  printSummary(result, checks);
  mkdirSync(RESULTS, { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  writeFileSync(join(RESULTS, `${startedAt.slice(0, 10)}-${settings.size}.json`), json);
  writeFileSync(join(RESULTS, 'latest.json'), json);
  writeFileSync(join(RESULTS, 'latest.md'), markdown(result, checks));
  console.log(`Saved bench/results/${startedAt.slice(0, 10)}-${settings.size}.json, latest.json and latest.md`);
  return checks.filter((check) => !check.met).length;
}

cleanUpOnSignals();
const started = Date.now();
let missed = 1;
try {
  missed = await main();
} catch (error) {
  console.error(`\nbench could not run: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanUp();
}
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
process.exit(missed === 0 ? 0 : 1);
