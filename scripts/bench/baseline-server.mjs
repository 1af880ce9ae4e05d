#!/usr/bin/env node
/**
 * The bare baseline of `npm run bench`: node:http and a mysql2 pool, nothing else. GET or POST
 * /r/<name> replays the SQL the app ran for that request (captured by lib/sql-capture.cjs, planned
 * by lib/captured-sql.mjs) and answers the rows as JSON, compressed as the app compresses (brotli
 * at quality 5 or gzip, whichever the client accepts, from 1 kB). Settings from the environment:
 * BASELINE_PORT, BASELINE_PLAN (JSON file), DB_HOST/DB_PORT/DB_USER/DB_PASSWORD/DB_NAME.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import mysql from 'mysql2/promise';

// As backend/src/common/http/compression.ts.
const COMPRESSION_THRESHOLD_BYTES = 1024;
const compressors = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body),
};

/** The encoding to answer with: brotli first, as the app's compression prefers; none below the threshold. */
function encodingFor(request, length) {
  if (length < COMPRESSION_THRESHOLD_BYTES) return null;
  const accepted = (request.headers['accept-encoding'] ?? '').split(',').map((part) => part.split(';')[0].trim());
  return ['br', 'gzip'].find((encoding) => accepted.includes(encoding)) ?? null;
}

const plans = JSON.parse(readFileSync(process.env.BASELINE_PLAN, 'utf8'));
// The same driver settings as the app's TypeORM pool (its default of 10 connections).
const pool = mysql.createPool({
  host: process.env.DB_HOST,
  port: Number(process.env.DB_PORT),
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: process.env.DB_NAME,
  connectionLimit: 10,
  charset: 'utf8mb4_unicode_ci',
  timezone: 'Z',
  dateStrings: ['DATE'],
});

async function replay(plan) {
  const results = [];
  if (plan.transaction) {
    const connection = await pool.getConnection();
    try {
      for (const group of plan.groups) for (const query of group) results.push((await connection.query(query.sql, query.params))[0]);
    } finally {
      connection.release();
    }
    return results;
  }
  for (const group of plan.groups) {
    const answers = await Promise.all(group.map((query) => pool.query(query.sql, query.params)));
    results.push(...answers.map(([rows]) => rows));
  }
  return results;
}

/** Replays still running, and who waits for them to end (GET /drain). */
let running = 0;
let drained = [];
const settle = () => {
  if (running > 0) return;
  for (const resolve of drained) resolve();
  drained = [];
};

const server = createServer((request, response) => {
  request.resume();
  request.once('end', async () => {
    if (request.url === '/drain') {
      // Requests abandoned when a run's time is up still hold the database: the next route's run
      // starts only once they are done, or it would measure them too.
      await new Promise((resolve) => {
        drained.push(resolve);
        settle();
      });
      response.writeHead(204).end();
      return;
    }
    const plan = plans[decodeURIComponent((request.url ?? '').replace(/^\/r\//, ''))];
    if (!plan) {
      response.writeHead(404).end();
      return;
    }
    running += 1;
    try {
      const json = Buffer.from(JSON.stringify(await replay(plan)));
      const encoding = encodingFor(request, json.length);
      const body = encoding ? await compressors[encoding](json) : json;
      const headers = { 'content-type': 'application/json', 'content-length': body.length, vary: 'Accept-Encoding' };
      response.writeHead(200, encoding ? { ...headers, 'content-encoding': encoding } : headers).end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    } finally {
      running -= 1;
      settle();
    }
  });
});
server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => process.send?.('ready'));
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
