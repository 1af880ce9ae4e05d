import { EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * INSERT IGNORE (MySQL) / INSERT OR IGNORE (SQLite): true when the row was written, false when a
 * unique index already held it. Runs on the transaction's own connection to read the row count.
 * MySQL's IGNORE also skips rows that break other checks (a missing foreign key, a too-long
 * value): callers validate those first, so a skipped row means a duplicate.
 */
export async function insertUnlessDuplicate<T extends object>(
  manager: EntityManager,
  entity: new () => T,
  values: QueryDeepPartialEntity<T>,
): Promise<boolean> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('insertUnlessDuplicate runs inside a transaction');
  const [sql, parameters] = manager.createQueryBuilder().insert().into(entity).values(values).orIgnore().getQueryAndParameters();
  const result = await runner.query(sql, parameters, true);
  return (result.affected ?? 0) > 0;
}
