import { join } from 'node:path';
import { freePort } from '../../scale/lib/ports.mjs';
import { stopChild } from '../../scale/lib/processes.mjs';
import { forkReady } from './child.mjs';
import { measure } from './load.mjs';

async function startFloor(root, kind) {
  const port = await freePort();
  const child = await forkReady(
    join(import.meta.dirname, '../floor-server.cjs'),
    [kind],
    { NODE_PATH: join(root, 'node_modules'), FLOOR_PORT: String(port) },
    `floor server (${kind})`,
  );
  return { child, url: `http://127.0.0.1:${port}/api/vehicles/1/check-availability` };
}

/**
 * The availability answer as a constant from bare node:http and from an empty NestJS app, under
 * the same load as the routes: per-request cost of the framework alone, with no SQL at all.
 */
export async function measureFloor(root, seconds) {
  const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  const figures = {};
  for (const kind of ['http', 'nest']) {
    const server = await startFloor(root, kind);
    try {
      figures[kind] = await measure(server.url, request, seconds);
    } finally {
      await stopChild(server.child, 'SIGTERM', 5_000);
    }
  }
  return figures;
}

/**
 * The most a Nest route can reach against its baseline: the baseline's time per request plus what
 * the empty Nest app costs over node:http per request, at the same connections.
 */
export function nestCeiling(baselineRequestsPerSecond, floor) {
  const extraSeconds = 1 / floor.nest.requestsPerSecond - 1 / floor.http.requestsPerSecond;
  return 1 / (1 / baselineRequestsPerSecond + Math.max(extraSeconds, 0));
}
