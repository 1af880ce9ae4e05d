import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

const DEADLOCK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);
const MAX_ATTEMPTS = 4;

function isRetryable(error: unknown): boolean {
  return error instanceof QueryFailedError && DEADLOCK_CODES.has((error.driverError as { code?: string } | undefined)?.code ?? '');
}

/**
 * Runs the work in a transaction, again from the start when MySQL picks it as a deadlock victim.
 * On MySQL it runs READ COMMITTED: under the default REPEATABLE READ, a transaction that read
 * anything before waiting for a lock keeps its old snapshot and would not see the booking the
 * lock holder just committed. SQLite serialises writers with one connection, so it needs no level.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const isMysql = dataSource.options.type === 'mysql';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (isMysql ? dataSource.transaction('READ COMMITTED', work) : dataSource.transaction(work));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.floor(Math.random() * 30)));
    }
  }
}
