import { EntityManager } from 'typeorm';
import { isDuplicateKey } from '../common/database/driver-errors';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { ReceiptCounter } from './entities/receipt-counter.entity';

/** RCP-2026-000123: the year and a number that grows by one per payment within it. */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `RCP-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next receipt number of this (Kuala Lumpur) year, inside the caller's transaction: the
 * counter row is bumped by an UPDATE, which holds its row lock until the transaction ends, so
 * parallel payments take numbers one at a time and a rolled-back payment gives its number
 * back. Committed numbers only ever grow, so none is reused. The first payment of a year
 * creates the row (a race on that insert is settled by the primary key).
 */
export async function nextReceiptNumber(manager: EntityManager, today = todayInKualaLumpur()): Promise<string> {
  const year = Number(today.slice(0, 4));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const bumped = await manager.increment(ReceiptCounter, { year }, 'lastNumber', 1);
    if (bumped.affected) {
      const counter = await manager.findOneByOrFail(ReceiptCounter, { year });
      return formatReceiptNumber(year, counter.lastNumber);
    }
    try {
      await manager.insert(ReceiptCounter, { year, lastNumber: 1 });
      return formatReceiptNumber(year, 1);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error(`Could not take a receipt number for ${year}`);
}
