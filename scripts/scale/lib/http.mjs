/**
 * One request to a replica or to nginx. `client` becomes X-Forwarded-For (the replicas trust one
 * proxy, so the harness can act as many clients); a network failure is status 0, not a throw,
 * so load loops can count it.
 */
export async function call(base, method, path, { token, json, form, client, raw = false, timeoutMs = 30_000 } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (client) headers['X-Forwarded-For'] = client;
  let body;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  try {
    const response = await fetch(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    const parsed = !raw && type.includes('application/json') && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : null;
    return { status: response.status, body: parsed, bytes, requestId: response.headers.get('x-request-id') };
  } catch (error) {
    return { status: 0, body: null, bytes: Buffer.alloc(0), error: error instanceof Error ? error.message : String(error) };
  }
}

export function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    const detail = answer.body ? JSON.stringify(answer.body) : (answer.error ?? answer.bytes.toString('utf8').slice(0, 200));
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${detail}`);
  }
  return answer;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` returns a truthy value or the time is up (then null). */
export async function waitFor(probe, timeoutMs, intervalMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() >= deadline) return null;
    await sleep(intervalMs);
  }
}
