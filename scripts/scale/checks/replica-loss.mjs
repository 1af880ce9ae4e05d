import { call, sleep } from '../lib/http.mjs';
import { daysFromToday } from '../lib/fixtures.mjs';

const WORKERS = 6;

/**
 * (4) Load through nginx for SCALE_LOAD_SECONDS (20) while one replica is SIGKILLed a third of the
 * way in: nginx keeps answering (only requests in flight on the killed replica may fail, at most
 * one per worker) and every write that was answered 2xx is a row in the database.
 */
export async function replicaLoss(ctx) {
  const victim = ctx.replicas.at(-1);
  const durationMs = ctx.loadSeconds * 1000;
  const started = Date.now();
  const stopAt = started + durationMs;
  const tally = { requests: 0, good: 0, failed: 0, failedAfterKill: 0, goodAfterKill: 0 };
  const acknowledged = [];
  const requestIds = new Set();
  let killedAt = null;
  const marker = `Scale load ${ctx.runId}`;
  const invoice = {
    customerName: marker,
    invoiceDate: daysFromToday(0),
    vehicleRented: 'Perodua Myvi - SCL',
    totalDays: 2,
    totalAmount: '240.00',
  };

  const record = (answer, issuedAt) => {
    tally.requests += 1;
    if (answer.requestId) requestIds.add(answer.requestId);
    const afterKill = killedAt !== null && issuedAt > killedAt;
    if (answer.status >= 200 && answer.status < 500) {
      tally.good += 1;
      if (afterKill) tally.goodAfterKill += 1;
    } else {
      tally.failed += 1;
      if (afterKill) tally.failedAfterKill += 1;
    }
  };
  const worker = async () => {
    while (Date.now() < stopAt) {
      let issuedAt = Date.now();
      const write = await call(ctx.nginx.base, 'POST', '/api/staff/invoices', { token: ctx.adminToken, json: invoice, timeoutMs: 15_000 });
      record(write, issuedAt);
      if (write.status >= 200 && write.status < 300) acknowledged.push(write.body.id);
      issuedAt = Date.now();
      record(await call(ctx.nginx.base, 'GET', '/api/vehicles', { timeoutMs: 15_000 }), issuedAt);
    }
  };
  const killer = async () => {
    await sleep(durationMs / 3);
    killedAt = Date.now();
    await victim.kill();
  };
  await Promise.all([killer(), ...Array.from({ length: WORKERS }, worker)]);

  const ids = acknowledged.length > 0 ? acknowledged : [0];
  const [[{ found }]] = await ctx.db.pool.query('SELECT COUNT(*) AS found FROM invoices WHERE id IN (?)', [ids]);
  const [[{ total }]] = await ctx.db.pool.query('SELECT COUNT(*) AS total FROM invoices WHERE customerName = ?', [marker]);
  const figures =
    `${tally.requests} requests, ${tally.good} non-5xx, ${tally.failed} 5xx/network (${tally.failedAfterKill} after the kill at ${((killedAt - started) / 1000).toFixed(1)} s); ` +
    `${acknowledged.length} acknowledged writes, ${found} found (${total} rows)`;
  const problems = [];
  // nginx's $request_id (32 hex digits) must reach the app and come back, one per request.
  const fromNginx = [...requestIds].filter((id) => /^[0-9a-f]{32}$/.test(id)).length;
  if (fromNginx < tally.good) problems.push(`only ${fromNginx} of ${tally.good} answers carry nginx's X-Request-Id`);
  if (Number(found) !== acknowledged.length) problems.push('acknowledged writes missing from the database');
  if (tally.failed > WORKERS) problems.push(`more failures than requests that can be in flight (${WORKERS})`);
  if (tally.goodAfterKill === 0) problems.push('nothing served after the kill');
  if (problems.length > 0) throw new Error(`${problems.join('; ')}: ${figures}`);
  return figures;
}
