import { join } from 'node:path';

/** The database one Jest worker's suites share (worker ids count from 1; in band it is 1). */
export function workerDatabaseName(env: NodeJS.ProcessEnv, workerId: string): string {
  return `${env.DB_NAME_ROOT}_w${workerId}`;
}

/** The DATA_DIR one Jest worker's suites share: uploads, the outbox, and SQLite's file. */
export function workerDataDir(env: NodeJS.ProcessEnv, workerId: string): string {
  return join(env.DATA_DIR_ROOT as string, `w${workerId}`);
}
