#!/usr/bin/env node
/**
 * `npm run test:restore`: a backup taken under write load restores into a fresh instance.
 *
 * The built app runs in production mode on a fresh MariaDB database with local files. Staff add
 * vehicles and customers register with identity documents, four writers at a time, before and
 * while `npm run backup` runs. The archive is restored with `npm run restore` into another empty
 * database and data folder, and a second app is started on it. Then: every write acknowledged
 * before the backup's snapshot is there; every document is served byte for byte as the first app
 * serves it; the same reads (fleet, staff vehicle and customer lists) give the same answers for
 * what the snapshot holds. Also prints write latency idle and during the backup. Exits 1 on failure.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanUp, cleanUpOnSignals, onCleanup } from '../scale/lib/cleanup.mjs';
import { makePhoto } from '../scale/lib/fixtures.mjs';
import { call, expectStatus, sleep } from '../scale/lib/http.mjs';
import { freePort } from '../scale/lib/ports.mjs';
import { startLogged, tail } from '../scale/lib/processes.mjs';
import { ensureBuilt } from '../scale/services/build.mjs';
import { createDatabase } from '../scale/services/mariadb.mjs';
import { PRODUCTION_BUSINESS_SETTINGS, startReplica, waitUntilReady } from '../scale/services/replicas.mjs';
import { MailSink } from '../scale/services/smtp.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WRITERS = 4;
const require = createRequire(import.meta.url);

function environment({ db, smtp, adminPassword, documentKey, backupKey, backupDir }) {
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
    DOCUMENT_KEY: documentKey,
    BACKUP_KEY: backupKey,
    BACKUP_DIR: backupDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: 'false',
    // Registrations are accounts at once (no e-mailed code to enter), so staff lists show them.
    CUSTOMER_SIGNIN_CODE: 'false',
    LOGIN_RATE_LIMIT: '1000',
    MAIL_RATE_LIMIT: '100000',
    SMTP_URL: smtp.url,
    API_DOCS: 'false',
    FRONTEND_DIST: join(tmpdir(), 'rental-restore-no-frontend'),
    ...PRODUCTION_BUSINESS_SETTINGS,
  };
}

/** Runs one of the backend's commands to its end; its output is kept for a failure message. */
function command(script, args, env, logFile) {
  const child = startLogged(process.execPath, [join(ROOT, 'backend/dist/backups', script), ...args], { cwd: ROOT, env, logFile });
  return child.exited.then(({ code }) => ({ code, output: tail(logFile, 20) }));
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};

async function main() {
  await ensureBuilt(ROOT, { apiOnly: true });
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const workDir = mkdtempSync(join(tmpdir(), 'rental-restore-'));
  onCleanup('temp dir', () => rmSync(workDir, { recursive: true, force: true }));
  const smtp = new MailSink(await freePort());
  await smtp.start();
  onCleanup('smtp sink', () => smtp.stop());
  const source = await createDatabase(`${runId}_a`);
  onCleanup(`database ${source.name}`, source.drop);
  const target = await createDatabase(`${runId}_b`);
  onCleanup(`database ${target.name}`, target.drop);

  const keys = { documentKey: randomBytes(32).toString('base64'), backupKey: randomBytes(32).toString('base64') };
  const adminPassword = randomBytes(18).toString('base64url');
  const backupDir = join(workDir, 'backups');
  // The app's data folder (startReplica names it by index); the backup command reads the same one.
  const sourceEnv = { ...environment({ db: source, smtp, adminPassword, backupDir, ...keys }), DATA_DIR: join(workDir, 'replica-1') };
  const first = startReplica({ root: ROOT, workDir, index: 1, port: await freePort(), env: sourceEnv });
  onCleanup('app on the source', first.stop);
  await waitUntilReady([first], 90_000);
  const signIn = async (app) =>
    expectStatus(
      await call(app.base, 'POST', '/api/admin/login', { json: { username: 'admin', password: adminPassword } }),
      200,
      'admin sign-in',
    ).body.token;
  const token = await signIn(first);

  // The writers: each write is recorded with the moment its answer arrived.
  const acknowledged = [];
  const latencies = { idle: [], backup: [] };
  let phase = 'idle';
  let writing = true;
  let sequence = 0;
  const photos = await Promise.all(['#336699', '#993366', '#669933'].map((colour) => makePhoto(colour)));
  const writeOnce = async (writer) => {
    sequence += 1;
    const n = sequence;
    const started = performance.now();
    if (n % 3 === 0) {
      const email = `restore.${runId}.${n}@example.com`;
      const form = new FormData();
      const fields = {
        fullName: `Restore Customer ${n}`,
        email,
        phone: '012-345 6789',
        address: '1 Jalan Ujian, 50000 Kuala Lumpur',
        privacyConsent: 'true',
      };
      for (const [name, value] of Object.entries({ ...fields, icPassportNumber: '900101-14-5678' })) form.append(name, value);
      ['icPassport', 'driversLicense', 'utilityBill'].forEach((name, index) =>
        form.append(name, new Blob([photos[index]], { type: 'image/jpeg' }), `${name}.jpg`),
      );
      const answer = await call(first.base, 'POST', '/api/customers/register', { form, client: `10.30.${writer}.${n % 250}` });
      if (answer.status === 201) acknowledged.push({ kind: 'customer', email, at: Date.now() });
    } else {
      const plate = `RST ${n}`;
      const answer = await call(first.base, 'POST', '/api/staff/vehicles', {
        token,
        json: { name: `Restore ${n}`, make: 'Perodua', model: 'Myvi', category: 'Compact', plateIdentifier: plate },
      });
      if (answer.status === 201) acknowledged.push({ kind: 'vehicle', id: answer.body.id, at: Date.now() });
      latencies[phase].push(performance.now() - started);
    }
  };
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    while (writing) await writeOnce(writer);
  });

  await sleep(3_000);
  phase = 'backup';
  const backupStarted = Date.now();
  const backup = await command('backup.cli.js', [], sourceEnv, join(workDir, 'backup.log'));
  const backupSeconds = (Date.now() - backupStarted) / 1000;
  await sleep(1_000);
  writing = false;
  await Promise.all(writers);
  if (backup.code !== 0) throw new Error(`npm run backup failed:\n${backup.output}`);
  const [archive] = readdirSync(backupDir).filter((name) => name.endsWith('.rvb'));
  if (!archive) throw new Error(`no archive in ${backupDir}:\n${backup.output}`);

  // The snapshot's moment, from the archive's own manifest.
  const { extractArchive } = require(join(ROOT, 'backend/dist/backups/archive-format.js'));
  const { parseDocumentKey } = require(join(ROOT, 'backend/dist/common/storage/document-encryption.js'));
  const opened = join(workDir, 'opened');
  mkdirSync(opened);
  await extractArchive(join(backupDir, archive), parseDocumentKey(keys.backupKey), opened);
  const manifest = JSON.parse(readFileSync(join(opened, 'manifest.json'), 'utf8'));
  const takenAt = Date.parse(manifest.database.takenAt);
  const before = acknowledged.filter((write) => write.at < takenAt);
  const during = acknowledged.filter((write) => write.at >= backupStarted);

  // Restore into the empty database and a new data folder, then serve from them.
  // The folder the restored app is started on (startReplica names it by the app's index).
  const targetDir = join(workDir, 'replica-2');
  mkdirSync(targetDir);
  const targetEnv = { ...environment({ db: target, smtp, adminPassword, backupDir, ...keys }), DATA_DIR: targetDir };
  const restore = await command('restore.cli.js', [join(backupDir, archive)], targetEnv, join(workDir, 'restore.log'));
  if (restore.code !== 0) throw new Error(`npm run restore failed:\n${restore.output}`);
  // A second restore over it is refused, and says why.
  const again = await command('restore.cli.js', [join(backupDir, archive)], targetEnv, join(workDir, 'restore-again.log'));
  if (again.code === 0 || !/not empty/.test(again.output))
    throw new Error(`a restore into a full target was not refused:\n${again.output}`);

  const second = startReplica({ root: ROOT, workDir, index: 2, port: await freePort(), env: targetEnv });
  onCleanup('app on the restore', second.stop);
  await waitUntilReady([second], 90_000);
  const restoredToken = await signIn(second);

  const staffList = async (app, appToken, path) => {
    const items = [];
    for (let page = 1; page < 100; page += 1) {
      const answer = expectStatus(
        await call(app.base, 'GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=100`, { token: appToken }),
        200,
        path,
      );
      items.push(...answer.body.items);
      if (items.length >= answer.body.total || answer.body.items.length === 0) break;
    }
    return items;
  };
  const [vehiclesBefore, vehiclesAfter] = await Promise.all([
    staffList(first, token, '/api/staff/vehicles'),
    staffList(second, restoredToken, '/api/staff/vehicles'),
  ]);
  const [customersBefore, customersAfter] = await Promise.all([
    staffList(first, token, '/api/staff/customers'),
    staffList(second, restoredToken, '/api/staff/customers'),
  ]);
  const restoredVehicles = new Map(vehiclesAfter.map((vehicle) => [vehicle.id, vehicle]));
  const restoredCustomers = new Map(customersAfter.map((customer) => [customer.email, customer]));
  const problems = [];
  for (const write of before) {
    if (write.kind === 'vehicle' && !restoredVehicles.has(write.id))
      problems.push(`vehicle #${write.id}, acknowledged before the snapshot, is missing`);
    if (write.kind === 'customer' && !restoredCustomers.has(write.email))
      problems.push(`customer ${write.email}, acknowledged before the snapshot, is missing`);
  }
  // What the restore holds reads the same as on the original.
  for (const vehicle of vehiclesBefore.filter(({ id }) => restoredVehicles.has(id)))
    if (JSON.stringify(vehicle) !== JSON.stringify(restoredVehicles.get(vehicle.id)))
      problems.push(`vehicle #${vehicle.id} reads differently`);
  const restoredDocumentCustomers = customersBefore.filter(({ email }) => restoredCustomers.has(email));
  let documents = 0;
  for (const customer of restoredDocumentCustomers) {
    if (JSON.stringify(customer) !== JSON.stringify(restoredCustomers.get(customer.email)))
      problems.push(`customer ${customer.email} reads differently`);
    for (const field of ['icPassportUrl', 'driversLicenseUrl', 'utilityBillUrl']) {
      if (!customer[field]) continue;
      const path = `/api/staff/customer-files/${encodeURIComponent(customer[field])}`;
      const [original, restored] = await Promise.all([
        call(first.base, 'GET', path, { token, raw: true }),
        call(second.base, 'GET', path, { token: restoredToken, raw: true }),
      ]);
      if (original.status !== 200 || restored.status !== 200 || !original.bytes.equals(restored.bytes))
        problems.push(
          `${customer.email} ${field}: served ${restored.status} with ${restored.bytes.length} bytes, the original ${original.bytes.length}`,
        );
      else documents += 1;
    }
  }
  const [publicBefore, publicAfter] = await Promise.all([
    call(first.base, 'GET', '/api/vehicles'),
    call(second.base, 'GET', '/api/vehicles'),
  ]);
  const shared = (list) => JSON.stringify(list.filter(({ id }) => restoredVehicles.has(id)));
  if (shared(publicBefore.body) !== shared(publicAfter.body)) problems.push('the public fleet reads differently');

  const p99 = (values) => percentile(values, 0.99).toFixed(0);
  console.log(
    [
      `archive ${archive}: ${manifest.files.length} files, ${Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0)} rows; backup took ${backupSeconds.toFixed(1)} s`,
      `writes acknowledged: ${acknowledged.length} (${before.length} before the snapshot, ${during.length} during or after the backup)`,
      `restored: ${restoredVehicles.size} vehicles, ${restoredCustomers.size} customers, ${documents} documents served identically`,
      `vehicle writes p50/p99: idle ${percentile(latencies.idle, 0.5).toFixed(0)}/${p99(latencies.idle)} ms, during the backup ${percentile(latencies.backup, 0.5).toFixed(0)}/${p99(latencies.backup)} ms`,
    ].join('\n'),
  );
  if (before.length < 20) problems.push(`only ${before.length} writes were acknowledged before the snapshot: the load did not run`);
  if (during.length === 0) problems.push('no write was acknowledged while the backup ran: the backup blocked writes');
  if (manifest.files.length < 3 * restoredDocumentCustomers.length)
    problems.push(`the archive holds ${manifest.files.length} files for ${restoredDocumentCustomers.length} customers' documents`);
  if (problems.length > 0) {
    console.error(`\ntest:restore FAILED:\n- ${problems.slice(0, 20).join('\n- ')}`);
    return 1;
  }
  console.log('\ntest:restore passed');
  return 0;
}

cleanUpOnSignals();
const started = Date.now();
let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\ntest:restore could not run: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanUp();
}
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
process.exit(code);
