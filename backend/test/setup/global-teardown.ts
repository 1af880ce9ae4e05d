import { rmSync } from 'node:fs';
import { mysqlTarget, runOnServer } from './test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.DB_TYPE === 'mysql' && process.env.DB_NAME?.startsWith('rental_test_')) {
    await runOnServer(mysqlTarget(), `DROP DATABASE IF EXISTS \`${process.env.DB_NAME}\``);
  }
  if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
}
