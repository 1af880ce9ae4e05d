import { EntityManager } from 'typeorm';
import { todayInKualaLumpur } from '../dates/calendar-date';

/** The tables that hold one row per (Kuala Lumpur) year with the last number given out in it. */
export type YearlyCounterTable = 'receipt_counters' | 'invoice_counters';

/** PREFIX-2026-000123: the year and a number that grows by one within it. */
export function formatYearlyNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of this year's counter, inside the caller's transaction. One statement both
 * creates the year's row and bumps it (an upsert), so the first document of a year needs no
 * separate insert race; the row then stays locked until the transaction ends, so parallel
 * documents take numbers one at a time, consecutively. A rolled-back document gives its number
 * back with the rest of its transaction; committed numbers only ever grow, so none is reused.
 */
export async function nextYearlyNumber(manager: EntityManager, table: YearlyCounterTable, today = todayInKualaLumpur()): Promise<number> {
  const year = Number(today.slice(0, 4));
  const upsert =
    manager.connection.options.type === 'mysql'
      ? `INSERT INTO ${table} (year, lastNumber) VALUES (?, 1) ON DUPLICATE KEY UPDATE lastNumber = lastNumber + 1`
      : `INSERT INTO ${table} (year, lastNumber) VALUES (?, 1) ON CONFLICT(year) DO UPDATE SET lastNumber = lastNumber + 1`;
  await manager.query(upsert, [year]);
  const [row] = (await manager.query(`SELECT lastNumber FROM ${table} WHERE year = ?`, [year])) as Array<{ lastNumber: number | string }>;
  return Number(row.lastNumber);
}
