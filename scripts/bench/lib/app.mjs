import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../scale/lib/processes.mjs';
import { PRODUCTION_BUSINESS_SETTINGS, startReplica, waitUntilReady } from '../../scale/services/replicas.mjs';

/**
 * The backend compiled into the run's own directory (same depth as the repo's backend/dist, with
 * the templates copied beside the code as the build does): another helper's `npm run build`
 * (rm -rf dist) cannot pull the app out from under a running benchmark, and the figures are for
 * the source as it is now.
 */
export async function buildPrivateBackend(root, workDir) {
  const appRoot = join(workDir, 'app');
  mkdirSync(join(appRoot, 'backend'), { recursive: true });
  await run(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(root, 'backend/tsconfig.build.json'),
      '--outDir',
      join(appRoot, 'backend/dist'),
    ],
    { cwd: root },
  );
  await run(process.execPath, [join(root, 'backend/scripts/copy-templates.js'), join(appRoot, 'backend/dist')], { cwd: root });
  return appRoot;
}

/** As npm start and the Docker image set it: glibc gives freed image buffers back (image-pipeline.ts). */
export const APP_MALLOC_ARENA_MAX = '2';

/**
 * Production settings with Redis (as docker-compose runs it: replicas announce their writes there),
 * quiet logs, no sign-in codes, throttles out of the way of the load.
 */
export function appEnvironment({ root, workDir, db, databaseName, jwtSecret, redis }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // The private build sits outside the repo: its requires find the repo's packages through NODE_PATH.
    NODE_PATH: join(root, 'node_modules'),
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: APP_MALLOC_ARENA_MAX,
    LOG_LEVEL: 'silent',
    DB_TYPE: 'mysql',
    DB_HOST: db.host,
    DB_PORT: String(db.port),
    DB_USER: db.user,
    DB_PASSWORD: db.password,
    DB_NAME: databaseName,
    JWT_SECRET: jwtSecret,
    DOCUMENT_KEY: randomBytes(32).toString('base64'),
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    SEED_DEMO: 'false',
    CUSTOMER_SIGNIN_CODE: 'false',
    LOGIN_RATE_LIMIT: '100000',
    MAIL_RATE_LIMIT: '100000',
    QUOTE_RATE_LIMIT: '100000',
    API_DOCS: 'false',
    FRONTEND_DIST: join(workDir, 'no-frontend'),
    ...PRODUCTION_BUSINESS_SETTINGS,
  };
}

/** One app process (node dist/main.js) with the SQL-capture preload; resolves once /api/ready answers. */
export async function startApp({ appRoot, workDir, label, port, env, capturePath }) {
  const app = startReplica({
    root: appRoot,
    workDir,
    index: label,
    port,
    env: { ...env, NODE_OPTIONS: `--require ${capturePath}`, BENCH_SQL_CAPTURE: join(workDir, `sql-${label}.jsonl`) },
  });
  await waitUntilReady([app], 120_000);
  return { ...app, sqlLog: join(workDir, `sql-${label}.jsonl`) };
}
