#!/usr/bin/env node
/**
 * `npm run test:scale`: three built replicas of the app on loopback ports behind nginx, sharing
 * the machine's MariaDB and Redis, an s3rver bucket and an SMTP sink, then the five checks of
 * work shared across replicas. Prints a summary table; exits 1 when a check fails. Everything it starts or creates
 * (processes, database, Redis keys, temp dirs) is removed at the end, also on failure or Ctrl-C.
 *
 * Settings: SCALE_API_ONLY=true (no front-end build), SCALE_LOAD_SECONDS (20),
 * SCALE_MAIL_WAIT_SECONDS (45), REDIS_URL (redis://127.0.0.1:6379), DB_HOST/DB_PORT/DB_USER/DB_PASSWORD.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailOutage } from './checks/mail-outage.mjs';
import { parallelApprovals } from './checks/parallel-approvals.mjs';
import { replicaLoss } from './checks/replica-loss.mjs';
import { sharedDocuments } from './checks/shared-documents.mjs';
import { sharedThrottle } from './checks/shared-throttle.mjs';
import { cleanUp, cleanUpOnSignals, onCleanup } from './lib/cleanup.mjs';
import { call, expectStatus } from './lib/http.mjs';
import { freePort } from './lib/ports.mjs';
import { printSummary, runCheck } from './lib/report.mjs';
import { ensureBuilt } from './services/build.mjs';
import { createDatabase } from './services/mariadb.mjs';
import { startNginx } from './services/nginx.mjs';
import { openRedis } from './services/redis.mjs';
import { PRODUCTION_BUSINESS_SETTINGS, startReplica, waitUntilReady } from './services/replicas.mjs';
import { S3RVER_KEY, startS3 } from './services/s3.mjs';
import { MailSink } from './services/smtp.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPLICAS = 3;
const LOGIN_LIMIT = 4;
const BUCKET = 'rental-scale';

const CHECKS = [
  ['1 documents across replicas', sharedDocuments],
  ['2 shared sign-in throttle', sharedThrottle],
  ['3 parallel approvals', parallelApprovals],
  ['4 replica killed under load', replicaLoss],
  ['5 mail after SMTP outage', mailOutage],
];

/** Production settings for every replica; only PORT and DATA_DIR differ between them. */
function replicaEnvironment({ db, redisUrl, runId, s3, smtp, adminPassword }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DB_TYPE: 'mysql',
    DB_HOST: db.target.host,
    DB_PORT: String(db.target.port),
    DB_USER: db.target.user,
    DB_PASSWORD: db.target.password,
    DB_NAME: db.name,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DOCUMENT_KEY: randomBytes(32).toString('base64'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: 'false',
    CUSTOMER_SIGNIN_CODE: 'true',
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    MAIL_RATE_LIMIT: '1000',
    // Unsent e-mails are retried after 2 s, doubling: the outage check waits seconds, not minutes.
    MAIL_RETRY_BASE_SECONDS: '2',
    SMTP_URL: smtp.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `rental_scale_${runId}:`,
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: 'true',
    API_DOCS: 'false',
    ...PRODUCTION_BUSINESS_SETTINGS,
    ...(process.env.SCALE_API_ONLY === 'true' ? { FRONTEND_DIST: join(tmpdir(), 'rental-scale-no-frontend') } : {}),
  };
}

async function main() {
  await ensureBuilt(ROOT, { apiOnly: process.env.SCALE_API_ONLY === 'true' });
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const workDir = mkdtempSync(join(tmpdir(), 'rental-scale-'));
  onCleanup('temp dir', () => rmSync(workDir, { recursive: true, force: true }));

  const db = await createDatabase(runId);
  onCleanup(`database ${db.name}`, db.drop);
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = await openRedis(redisUrl, runId);
  onCleanup('redis keys', redis.close);
  const s3 = await startS3(join(workDir, 's3'), await freePort(), BUCKET);
  onCleanup('s3rver', s3.close);
  const smtp = new MailSink(await freePort());
  await smtp.start();
  onCleanup('smtp sink', () => smtp.stop());

  const nginxPort = await freePort();
  const adminPassword = randomBytes(18).toString('base64url');
  const env = replicaEnvironment({ db, redisUrl, runId, s3, smtp, adminPassword });
  const replicas = [];
  for (let index = 1; index <= REPLICAS; index += 1) {
    const replica = startReplica({ root: ROOT, workDir, index, port: await freePort(), env });
    onCleanup(`replica ${index}`, replica.stop);
    replicas.push(replica);
  }
  const bootStarted = Date.now();
  await waitUntilReady(replicas, 90_000);
  console.log(
    `${REPLICAS} replicas ready in ${((Date.now() - bootStarted) / 1000).toFixed(1)} s (database ${db.name}, logs in ${workDir})`,
  );
  const nginx = await startNginx({
    root: ROOT,
    dir: join(workDir, 'nginx'),
    port: nginxPort,
    upstreamPorts: replicas.map((replica) => replica.port),
  });
  onCleanup('nginx', nginx.stop);

  const admin = expectStatus(
    await call(replicas[0].base, 'POST', '/api/admin/login', { json: { username: 'admin', password: adminPassword } }),
    200,
    'admin sign-in',
  );
  const ctx = {
    runId,
    replicas,
    nginx,
    db,
    redis,
    s3,
    smtp,
    adminToken: admin.body.token,
    loginLimit: LOGIN_LIMIT,
    loadSeconds: Number(process.env.SCALE_LOAD_SECONDS || 20),
    mailWaitSeconds: Number(process.env.SCALE_MAIL_WAIT_SECONDS || 45),
  };
  const results = [];
  for (const [name, check] of CHECKS) results.push(await runCheck(name, check, ctx));
  return printSummary(results);
}

cleanUpOnSignals();
const started = Date.now();
let failures = 1;
try {
  failures = await main();
} catch (error) {
  console.error(`\nscale test could not run: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanUp();
}
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
process.exit(failures === 0 ? 0 : 1);
