#!/usr/bin/env node
/**
 * The bare baseline of `npm run bench`: node:http and a mysql2 pool, nothing else. GET or POST
 * /r/<name> replays the SQL the app ran for that request (captured by lib/sql-capture.cjs, planned
 * by lib/captured-sql.mjs) and answers the rows as JSON. Settings from the environment:
 * BASELINE_PORT, BASELINE_PLAN (JSON file), DB_HOST/DB_PORT/DB_USER/DB_PASSWORD/DB_NAME.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import mysql from 'mysql2/promise';

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

const server = createServer((request, response) => {
  request.resume();
  request.once('end', async () => {
    const plan = plans[decodeURIComponent((request.url ?? '').replace(/^\/r\//, ''))];
    if (!plan) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = JSON.stringify(await replay(plan));
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
});
server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => process.send?.('ready'));
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
