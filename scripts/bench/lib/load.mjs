import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/**
 * autocannon appends every chunk of every answer to a string (PipelinedRequestsQueue.addBody),
 * which it only reads to compare bodies, never asked for here: decoding a brotli body as text was
 * the load's bottleneck for large answers (the 1,000-car calendar month: autocannon at 100% of a
 * core, the app at 62%; 584 req/s measured, 1,366 without it). Dropped here, for the app and the
 * baseline alike; byte counts come from the socket, not from this string.
 */
function skipBodyText() {
  try {
    const queue = require('autocannon/lib/pipelinedRequestsQueue');
    if (typeof queue.prototype?.addBody === 'function') queue.prototype.addBody = () => undefined;
    else
      console.warn('bench: autocannon has no PipelinedRequestsQueue.addBody; answers are read as text (large answers measure the client)');
  } catch {
    console.warn('bench: autocannon/lib/pipelinedRequestsQueue not found; answers are read as text (large answers measure the client)');
  }
}
skipBodyText();

/** Concurrent connections: as many as the app's (TypeORM default) and the baseline's DB pools hold. */
export const CONNECTIONS = 10;
/**
 * Each side of a comparison is measured this many times, app and baseline in turns, and keeps its
 * best round: on a shared machine a burst of someone else's load during one side's only run
 * decided its ratio (the same build's small customer search: 1.08x, then 1.68x).
 */
export const ROUNDS = 2;
const WARM_UP_SECONDS = 1;

function fire(url, request, seconds) {
  return autocannon({
    url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
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

/** The figures of the round with the most requests per second (its own p50 and p99 with it). */
export function bestRound(rounds) {
  return rounds.reduce((best, round) => (round.requestsPerSecond > best.requestsPerSecond ? round : best));
}
