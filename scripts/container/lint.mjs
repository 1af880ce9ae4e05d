#!/usr/bin/env node
// `npm run lint:container`: the container image as an operator builds and runs it, checked without a Docker engine.
//  1. dockerfile-utils lints docker/Dockerfile (syntax, unknown instructions, bad flags).
//  2. The Dockerfile keeps the properties a real build and run showed to matter (see dockerfilePolicy below).
//  3. `docker-compose config -q` accepts docker-compose.yml, with and without the scale profile, and both app
//     services stop gracefully.
//  4. Every package backend/dist requires is a dependency of the backend workspace: the image installs only those.
// Exits 1 with every problem listed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** `--dockerfile PATH` and `--compose PATH` check other files (e.g. an older version) in place of the repository's. */
function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : fallback;
}
const DOCKERFILE = option('--dockerfile', join(ROOT, 'docker', 'Dockerfile'));
const COMPOSE_FILE = option('--compose', join(ROOT, 'docker-compose.yml'));
const APP_SERVICES = ['app', 'app-scaled'];
/** The app drains requests for up to 25 s on SIGTERM, then closes the database and Chromium. */
const MIN_STOP_GRACE_SECONDS = 30;

const results = [];
function check(name, run) {
  const problems = run();
  results.push({ name, problems });
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  for (const problem of problems) console.log(`     - ${problem}`);
}

// ---------- 1. dockerfile-utils ----------
function lintWithDockerfileUtils() {
  const cli = createRequire(join(ROOT, 'package.json')).resolve('dockerfile-utils/bin/dockerfile-utils');
  const run = spawnSync(process.execPath, [cli, 'lint', DOCKERFILE], { encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`.trim();
  if (run.status === 0 && output === '') return [];
  return [`dockerfile-utils lint exited ${run.status}:`, ...output.split('\n')];
}

// ---------- 2. Dockerfile policy ----------
/** The Dockerfile as instructions: comments dropped, continuation lines joined, grouped by FROM stage. */
function parseDockerfile(text) {
  const lines = text.split('\n');
  const directives = [];
  for (const line of lines) {
    const directive = /^#\s*([a-z]+)\s*=/i.exec(line);
    if (!directive) break;
    directives.push(directive[1].toLowerCase());
  }
  const instructions = [];
  let pending = '';
  for (const line of lines) {
    if (/^\s*#/.test(line)) continue;
    pending += line.replace(/\\\s*$/, ' ');
    if (/\\\s*$/.test(line)) continue;
    if (pending.trim()) {
      const [, keyword, rest] = /^\s*(\S+)\s*(.*)$/s.exec(pending);
      instructions.push({ keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, ' ').trim() });
    }
    pending = '';
  }
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const alias = /\sAS\s+(\S+)/i.exec(instruction.args)?.[1];
      stages.push({ name: alias ?? String(stages.length), instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { directives, stages };
}

function dockerfilePolicy() {
  const problems = [];
  const { directives, stages } = parseDockerfile(readFileSync(DOCKERFILE, 'utf8'));
  if (directives.includes('syntax')) {
    problems.push('a "# syntax=" line makes BuildKit pull a frontend image from Docker Hub before every build: remove it');
  }
  const runtime = stages.at(-1);
  if (!runtime) return ['no FROM stage'];
  const all = (stage, keyword) => stage.instructions.filter((instruction) => instruction.keyword === keyword);
  const last = (stage, keyword) => all(stage, keyword).at(-1);

  const healthcheck = last(runtime, 'HEALTHCHECK');
  if (!healthcheck) problems.push('the runtime stage has no HEALTHCHECK');
  else {
    if (!/\$\{?PORT\b/.test(healthcheck.args)) problems.push('HEALTHCHECK must reach the app on $PORT, which a container may change');
    if (/:\d{2,5}\b/.test(healthcheck.args)) problems.push(`HEALTHCHECK hard-codes a port: ${healthcheck.args}`);
    if (healthcheck.args.includes('CMD [')) problems.push('HEALTHCHECK in exec form does not expand $PORT: use the shell form');
  }

  const entrypoint = last(runtime, 'ENTRYPOINT');
  if (!entrypoint || !/\b(tini|dumb-init|docker-init)\b/.test(entrypoint.args)) {
    problems.push('no init as PID 1 (ENTRYPOINT ["/usr/bin/tini", "--"]): Node would leave the zombies of a crashed Chromium');
  }

  const packages = all(runtime, 'RUN').map((run) => run.args).join(' ');
  for (const [pkg, why] of [
    ['chromium', 'PDFs are rendered by Chromium'],
    ['fonts-noto-core', 'Tamil (and most other scripts) would print as boxes in PDFs'],
    ['fonts-noto-cjk', 'Chinese would print as boxes in PDFs'],
  ]) {
    if (!new RegExp(`apt-get install[^&;]*\\s${pkg}(\\s|$)`).test(packages)) problems.push(`the runtime stage does not install ${pkg}: ${why}`);
  }

  // node_modules must come from a stage that installed the backend's production dependencies only.
  for (const copy of all(runtime, 'COPY')) {
    const from = /--from=(\S+)/.exec(copy.args)?.[1];
    if (!from || !/node_modules/.test(copy.args)) continue;
    const source = stages.find((stage) => stage.name === from);
    const installs = source ? all(source, 'RUN').map((run) => run.args).filter((args) => /\bnpm (ci|install)\b/.test(args)) : [];
    const production = installs.length > 0 && installs.every((args) => /--omit[= ]dev\b/.test(args) && /(-w|--workspace)[= ]backend\b/.test(args));
    if (!production) {
      problems.push(`COPY ${copy.args}: the runtime's node_modules must come from "npm ci --omit=dev --workspace backend", not the build's full install`);
    }
  }

  for (const stage of stages) {
    const compiles = all(stage, 'RUN').some((run) => /\bnpm (ci|install)\b/.test(run.args));
    const nodedir = stage.instructions.some(({ keyword, args }) => (keyword === 'ENV' || keyword === 'RUN') && /npm_config_nodedir[= ]\/usr\/local\b/.test(args));
    if (compiles && !nodedir) problems.push(`stage ${stage.name} runs npm without npm_config_nodedir=/usr/local: better-sqlite3 cannot compile offline`);
  }
  return problems;
}

// ---------- 3. docker-compose.yml ----------
/** Values for the settings Compose insists on (${VAR:?...}): only to resolve the file, never used. */
const PLACEHOLDER_ENV = Object.fromEntries(
  [
    'DB_PASSWORD',
    'MYSQL_ROOT_PASSWORD',
    'JWT_SECRET',
    'ADMIN_PASSWORD',
    'PUBLIC_URL',
    'BANK_NAME',
    'BANK_ACCOUNT_NAME',
    'BANK_ACCOUNT_NUMBER',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ].map((name) => [name, `placeholder-${name.toLowerCase()}`]),
);

function compose(args, envFile) {
  // An empty env file: a developer's own .env must not decide whether the check passes.
  return spawnSync('docker-compose', ['-f', COMPOSE_FILE, '--env-file', envFile, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...PLACEHOLDER_ENV },
  });
}

/** Docker's duration syntax as Compose writes it back (1m30s, 45s, 1500ms), in seconds. */
function durationSeconds(text) {
  const units = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 };
  let total = 0;
  const rest = String(text).replace(/(\d+(?:\.\d+)?)(h|ms|us|m|s)/g, (_match, amount, unit) => {
    total += Number(amount) * units[unit];
    return '';
  });
  return rest.trim() === '' ? total : NaN;
}

function composeChecks() {
  const which = spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8' });
  if (which.error || which.status !== 0) return ['docker-compose is not installed (Debian: apt-get install docker-compose)'];
  const problems = [];
  const folder = mkdtempSync(join(tmpdir(), 'compose-check-'));
  try {
    const envFile = join(folder, 'empty.env');
    writeFileSync(envFile, '');
    for (const profile of [[], ['--profile', 'scale']]) {
      const run = compose([...profile, 'config', '-q'], envFile);
      if (run.status !== 0) problems.push(`docker-compose ${[...profile, 'config', '-q'].join(' ')}: ${(run.stderr || run.stdout).trim()}`);
    }
    const resolved = compose(['--profile', 'scale', 'config'], envFile);
    if (resolved.status !== 0) return problems;
    // Compose v1 prints YAML only; python3-yaml comes with it.
    const json = execFileSync('python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], { input: resolved.stdout, encoding: 'utf8' });
    const services = JSON.parse(json).services ?? {};
    for (const name of APP_SERVICES) {
      const service = services[name];
      if (!service) {
        problems.push(`service ${name} is missing`);
        continue;
      }
      const grace = service.stop_grace_period === undefined ? 10 : durationSeconds(service.stop_grace_period);
      if (!(grace >= MIN_STOP_GRACE_SECONDS)) {
        problems.push(`service ${name}: stop_grace_period ${service.stop_grace_period ?? '(Docker default 10s)'} is shorter than ${MIN_STOP_GRACE_SECONDS}s: the app drains for up to 25 s`);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return problems;
}

// ---------- 4. backend/dist requires only declared dependencies ----------
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function jsFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

function runtimeDependencies() {
  const backend = join(ROOT, 'backend');
  const dist = join(backend, 'dist');
  if (!existsSync(join(dist, 'main.js'))) {
    console.log('     (building backend/dist first)');
    execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const { dependencies = {} } = JSON.parse(readFileSync(join(backend, 'package.json'), 'utf8'));
  const builtins = new Set(builtinModules);
  const missing = new Map();
  for (const file of jsFiles(dist)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\b(?:require(?:\.resolve)?|import)\(\s*["']([^"'./][^"']*)["']\s*\)/g)) {
      const specifier = match[1];
      if (specifier.startsWith('node:') || builtins.has(specifier) || builtins.has(packageName(specifier))) continue;
      const name = packageName(specifier);
      if (dependencies[name]) continue;
      if (!missing.has(name)) missing.set(name, relative(ROOT, file));
    }
  }
  return [...missing].map(([name, file]) => `${file} requires "${name}", which is not in backend/package.json dependencies (the image would not have it)`);
}

check('Dockerfile lint (dockerfile-utils)', lintWithDockerfileUtils);
check('Dockerfile policy (no # syntax, HEALTHCHECK on $PORT, tini, fonts, server-only node_modules, nodedir)', dockerfilePolicy);
check(`docker-compose config -q (default and scale profiles; app services stop_grace_period >= ${MIN_STOP_GRACE_SECONDS}s)`, composeChecks);
check('backend/dist requires only backend dependencies', runtimeDependencies);

const failed = results.filter((result) => result.problems.length > 0).length;
console.log(failed === 0 ? `lint:container: all ${results.length} checks hold` : `lint:container: ${failed} of ${results.length} checks found problems`);
process.exit(failed === 0 ? 0 : 1);
