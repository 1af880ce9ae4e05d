import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startLogged, tail } from '../../scale/lib/processes.mjs';

/** Writers at once: as many staff saving at the counter as a busy branch has. */
const WRITERS = 4;
const IDLE_SECONDS = 10;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
};

/**
 * What a backup costs the people writing while it runs: staff add vehicles (a write that always
 * inserts) from four connections for ten seconds idle, then for as long as `npm run backup` takes
 * on the same database and files (the app's own DATA_DIR, named as startReplica names it); p50 and
 * p99 of each phase, and the backup's own time.
 */
export async function measureBackupEffect({ app, appRoot, env, staffToken, workDir, label }) {
  let phase = 'idle';
  let writing = true;
  let counter = 0;
  const latencies = { idle: [], backup: [] };
  let failed = 0;
  const writer = async () => {
    while (writing) {
      counter += 1;
      const started = performance.now();
      const response = await fetch(`${app.base}/api/staff/vehicles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench ${label} ${counter}`,
          make: 'Perodua',
          model: 'Myvi',
          category: 'Compact',
          plateIdentifier: `BK ${label.slice(0, 1)}${counter}`,
        }),
      }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status === 201) latencies[phase].push(performance.now() - started);
      else failed += 1;
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  phase = 'backup';
  const started = performance.now();
  const logFile = join(workDir, `backup-${label}.log`);
  const backup = startLogged(process.execPath, [join(appRoot, 'backend/dist/backups/backup.cli.js')], {
    cwd: appRoot,
    env: {
      ...env,
      BACKUP_KEY: randomBytes(32).toString('base64'),
      BACKUP_DIR: join(workDir, `backups-${label}`),
      DATA_DIR: join(workDir, `replica-${label}`),
    },
    logFile,
  });
  const { code } = await backup.exited;
  const backupSeconds = (performance.now() - started) / 1000;
  writing = false;
  await Promise.all(writers);
  if (code !== 0) throw new Error(`the backup failed during the bench:\n${tail(logFile)}`);
  return {
    writers: WRITERS,
    backupSeconds: Number(backupSeconds.toFixed(1)),
    archive: tail(logFile, 1),
    idle: { writes: latencies.idle.length, p50: percentile(latencies.idle, 0.5), p99: percentile(latencies.idle, 0.99) },
    duringBackup: { writes: latencies.backup.length, p50: percentile(latencies.backup, 0.5), p99: percentile(latencies.backup, 0.99) },
    failed,
  };
}
