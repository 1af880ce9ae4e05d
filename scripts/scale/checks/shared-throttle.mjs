import { call, expectStatus } from '../lib/http.mjs';

/** How many times LOGIN_RATE_LIMIT an account takes from all addresses together (ACCOUNT_WIDE_FACTOR in sign-in-throttle.ts). */
const ACCOUNT_WIDE_FACTOR = 5;

async function createStaff(ctx, username, password) {
  expectStatus(
    await call(ctx.replicas[0].base, 'POST', '/api/staff/create', { token: ctx.adminToken, json: { username, password } }),
    201,
    'staff member created',
  );
}

/** Wrong passwords for `username`, spread round-robin over the replicas, from the address `client(attempt)` gives. */
async function guess(ctx, username, attempts, client) {
  const statuses = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const replica = ctx.replicas[attempt % ctx.replicas.length];
    const answer = await call(replica.base, 'POST', '/api/staff/login', {
      json: { username, password: 'wrong-password' },
      client: client(attempt),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

const lockedAfter = (statuses, allowed) => statuses.every((status, index) => status === (index < allowed ? 401 : 429));
const tally = (statuses) => `${statuses.filter((s) => s === 401).length}x401 then ${statuses.filter((s) => s === 429).length}x429`;

/**
 * (2) The sign-in limits are counted once for all replicas, with guesses spread round-robin over them
 * (per-process counters would let three times the limit through):
 *   - one address guessing one account is locked after LOGIN_RATE_LIMIT failures, while the owner
 *     still signs in from their own address;
 *   - guesses from ever new addresses lock the account itself after ACCOUNT_WIDE_FACTOR times that,
 *     and then the right password is refused too.
 */
export async function sharedThrottle(ctx) {
  const limit = ctx.loginLimit;

  const pairUser = `scale_p_${ctx.runId}`.slice(0, 50);
  const pairPassword = `right-p-${ctx.runId}`;
  await createStaff(ctx, pairUser, pairPassword);
  const pair = await guess(ctx, pairUser, limit * 3, () => '10.30.0.1');
  const owner = await call(ctx.replicas[1].base, 'POST', '/api/staff/login', {
    json: { username: pairUser, password: pairPassword },
    client: '10.31.0.1',
  });

  const wideUser = `scale_w_${ctx.runId}`.slice(0, 50);
  const widePassword = `right-w-${ctx.runId}`;
  await createStaff(ctx, wideUser, widePassword);
  const accountLimit = limit * ACCOUNT_WIDE_FACTOR;
  const wide = await guess(ctx, wideUser, accountLimit + limit, (attempt) => `10.32.${attempt}.1`);
  const locked = await call(ctx.replicas[1].base, 'POST', '/api/staff/login', {
    json: { username: wideUser, password: widePassword },
    client: '10.33.0.1',
  });

  const figures =
    `one address: ${tally(pair)} (limit ${limit}), owner elsewhere ${owner.status}; ` +
    `new addresses: ${tally(wide)} (account limit ${accountLimit}), right password ${locked.status}; over ${ctx.replicas.length} replicas`;
  if (!lockedAfter(pair, limit) || owner.status !== 200 || !lockedAfter(wide, accountLimit) || locked.status !== 429) {
    throw new Error(`${figures}; one address: ${pair.join(' ')}; new addresses: ${wide.join(' ')}`);
  }
  return figures;
}
