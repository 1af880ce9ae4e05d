/**
 * Preloaded into the app (node --require) by the benchmark: a request carrying the header
 * `x-bench-capture` gets every SQL statement it runs (text, parameters, start/end) appended as one
 * JSON line to $BENCH_SQL_CAPTURE when its response finishes. The baseline server replays exactly
 * these statements. Other requests and background jobs are not recorded (their async context
 * holds no capture).
 *
 * A request carrying `x-bench-capture-end` (answered 204 here, the app never sees it) ends the
 * capture for good: AsyncLocalStorage keeps Node's promise hooks on, which cost every promise of
 * every request, so the measured load runs without them, as the app does in production.
 */
const { AsyncLocalStorage } = require('node:async_hooks');
const { appendFileSync } = require('node:fs');
const http = require('node:http');
const { MysqlQueryRunner } = require('typeorm/driver/mysql/MysqlQueryRunner');

const file = process.env.BENCH_SQL_CAPTURE;
const capturing = new AsyncLocalStorage();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithCapture(event, request, response) {
  if (event === 'request' && request.headers['x-bench-capture-end']) {
    capturing.disable();
    response.writeHead(204).end();
    return true;
  }
  const name = event === 'request' ? request.headers['x-bench-capture'] : undefined;
  if (!file || !name) return emit.apply(this, arguments);
  const capture = { name, queries: [] };
  response.once('finish', () => appendFileSync(file, `${JSON.stringify({ ...capture, status: response.statusCode })}\n`));
  return capturing.run(capture, () => emit.apply(this, arguments));
};

const query = MysqlQueryRunner.prototype.query;
MysqlQueryRunner.prototype.query = async function queryWithCapture(sql, parameters, structured) {
  const capture = capturing.getStore();
  if (!capture) return query.call(this, sql, parameters, structured);
  const start = performance.now();
  try {
    return await query.call(this, sql, parameters, structured);
  } finally {
    capture.queries.push({ sql, params: parameters ?? [], start, end: performance.now() });
  }
};
