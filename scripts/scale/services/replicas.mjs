import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { call, waitFor } from '../lib/http.mjs';
import { startLogged, stopChild, tail } from '../lib/processes.mjs';

/**
 * The business settings production refuses to start without: the address customers reach (never
 * this machine's loopback, which no customer's phone opens) and bank details of the business's own,
 * not the samples printed in the repository. The test replicas get made-up ones of that shape.
 */
export const PRODUCTION_BUSINESS_SETTINGS = {
  PUBLIC_URL: 'https://sewa.test-rental.my',
  BANK_NAME: 'Bank Ujian Berhad',
  BANK_ACCOUNT_NAME: 'Syarikat Ujian Sewa Kereta',
  BANK_ACCOUNT_NUMBER: '7000 2468 1357',
};

/** One built app process (`node backend/dist/main.js`) on a loopback port with its own DATA_DIR. */
export function startReplica({ root, workDir, index, port, env }) {
  const dataDir = join(workDir, `replica-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const child = startLogged(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    logFile: join(workDir, `replica-${index}.log`),
  });
  return {
    index,
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => stopChild(child, 'SIGTERM', 15_000),
    kill: () => stopChild(child, 'SIGKILL', 1_000),
  };
}

/** Waits for /api/ready on every replica; a replica that exits or stays unready fails with its log. */
export async function waitUntilReady(replicas, timeoutMs) {
  await Promise.all(
    replicas.map(async (replica) => {
      const ready = await waitFor(
        async () => {
          if (!replica.alive()) return 'exited';
          return (await call(replica.base, 'GET', '/api/ready', { timeoutMs: 2_000 })).status === 200 ? 'ready' : null;
        },
        timeoutMs,
        250,
      );
      if (ready !== 'ready') {
        throw new Error(`replica ${replica.index} ${ready ?? 'not ready in time'}; its log ends:\n${tail(replica.child.logFile)}`);
      }
    }),
  );
}
