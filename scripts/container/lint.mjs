#!/usr/bin/env node
// `npm run lint:container`: the container image as an operator builds and runs it, checked without a Docker engine.
//  1. dockerfile-utils lints docker/Dockerfile (syntax, unknown instructions, bad flags).
//  2. The Dockerfile keeps the properties a real build and run showed to matter (the rules in checks.mjs).
//  3. `docker-compose config -q` accepts docker-compose.yml, with and without the scale profile, and both app
//     services stop gracefully.
//  4. Every package backend/dist requires is a dependency of the backend workspace: the image installs only those.
// Exits 1 with every problem listed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dockerfileProblems, MIN_STOP_GRACE_SECONDS, stopGraceProblems } from './checks.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** `--dockerfile PATH` and `--compose PATH` check other files (e.g. an older version) in place of the repository's. */
function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : fallback;
}
const DOCKERFILE = option('--dockerfile', join(ROOT, 'docker', 'Dockerfile'));
const COMPOSE_FILE = option('--compose', join(ROOT, 'docker-compose.yml'));
const APP_SERVICES = ['app', 'app-scaled'];

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

// ---------- 2. Dockerfile policy (rules in checks.mjs) ----------
function dockerfilePolicy() {
  return dockerfileProblems(readFileSync(DOCKERFILE, 'utf8'));
}

// ---------- 3. docker-compose.yml ----------
/** Values for the settings Compose insists on (${VAR:?...}): only to resolve the file, never used. */
const PLACEHOLDER_ENV = Object.fromEntries(
  [
    'DB_PASSWORD',
    'MYSQL_ROOT_PASSWORD',
    'JWT_SECRET',
    'DOCUMENT_KEY',
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
    const json = execFileSync('python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], {
      input: resolved.stdout,
      encoding: 'utf8',
    });
    const services = JSON.parse(json).services ?? {};
    for (const name of APP_SERVICES) {
      const service = services[name];
      if (!service) {
        problems.push(`service ${name} is missing`);
        continue;
      }
      problems.push(...stopGraceProblems(name, service));
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
  // Built from the current sources: a dist older than any source file could hide a new require.
  const builtAt = existsSync(join(dist, 'main.js')) ? statSync(join(dist, 'main.js')).mtimeMs : 0;
  const sources = readdirSync(join(backend, 'src'), { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile());
  if (sources.some((entry) => statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs > builtAt)) {
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
  return [...missing].map(
    ([name, file]) => `${file} requires "${name}", which is not in backend/package.json dependencies (the image would not have it)`,
  );
}

check('Dockerfile lint (dockerfile-utils)', lintWithDockerfileUtils);
check('Dockerfile policy (no # syntax, HEALTHCHECK on $PORT, tini, fonts, server-only node_modules, nodedir)', dockerfilePolicy);
check(`docker-compose config -q (default and scale profiles; app services stop_grace_period >= ${MIN_STOP_GRACE_SECONDS}s)`, composeChecks);
check('backend/dist requires only backend dependencies', runtimeDependencies);

const failed = results.filter((result) => result.problems.length > 0).length;
console.log(
  failed === 0
    ? `lint:container: all ${results.length} checks hold`
    : `lint:container: ${failed} of ${results.length} checks found problems`,
);
process.exit(failed === 0 ? 0 : 1);
