import { call, expectStatus } from '../lib/http.mjs';

/**
 * (2) Wrong passwords for one staff account, each from a different client address and spread
 * round-robin over the replicas: the first LOGIN_RATE_LIMIT are 401, every later one 429, and the
 * right password is refused too while the account is locked. Per-process counters would let
 * three times the limit through.
 */
export async function sharedThrottle(ctx) {
  const username = `scale_${ctx.runId}`.slice(0, 50);
  const password = `right-${ctx.runId}`;
  expectStatus(await call(ctx.replicas[0].base, 'POST', '/api/staff/create', { token: ctx.adminToken, json: { username, password } }), 201, 'staff member created');

  const attempts = ctx.loginLimit * 3;
  const statuses = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const replica = ctx.replicas[attempt % ctx.replicas.length];
    const answer = await call(replica.base, 'POST', '/api/staff/login', { json: { username, password: 'wrong-password' }, client: `10.30.${attempt}.1` });
    statuses.push(answer.status);
  }
  const rightOne = await call(ctx.replicas[1].base, 'POST', '/api/staff/login', { json: { username, password }, client: '10.31.0.1' });
  const count = (status) => statuses.filter((value) => value === status).length;
  const figures = `${count(401)}x401 then ${count(429)}x429 over ${ctx.replicas.length} replicas (limit ${ctx.loginLimit}); right password: ${rightOne.status}`;
  const expected = statuses.every((status, index) => status === (index < ctx.loginLimit ? 401 : 429));
  if (!expected || rightOne.status !== 429) throw new Error(`${figures}; in order: ${statuses.join(' ')}`);
  return figures;
}
