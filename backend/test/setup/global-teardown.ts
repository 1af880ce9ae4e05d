import { rmSync } from 'node:fs';
import { mysqlTarget, runOnServer } from './test-database';
import { workerDatabaseName } from './worker-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.DB_TYPE === 'mysql' && process.env.DB_NAME_ROOT?.startsWith('rental_test_')) {
    const workers = Number(process.env.API_WORKERS ?? '1');
    for (let worker = 1; worker <= workers; worker += 1) {
      await runOnServer(mysqlTarget(), `DROP DATABASE IF EXISTS \`${workerDatabaseName(process.env, String(worker))}\``);
    }
  }
  if (process.env.DATA_DIR_ROOT) rmSync(process.env.DATA_DIR_ROOT, { recursive: true, force: true });
}
