import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** Concurrent connections: as many as the app's (TypeORM default) and the baseline's DB pools hold. */
export const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;

function fire(url, request, seconds) {
  return autocannon({ url, method: request.method, headers: request.headers, body: request.body, connections: CONNECTIONS, duration: seconds });
}

/**
 * One short unmeasured burst (JIT, pool, buffer pool), then `seconds` of load. Returns
 * throughput and latency; answers other than 2xx are counted, since a fast 500 is no result.
 */
export async function measure(url, request, seconds) {
  await fire(url, request, WARM_UP_SECONDS);
  const result = await fire(url, request, seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
