import { EntityManager } from 'typeorm';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { formatYearlyNumber, nextYearlyNumber } from '../common/database/yearly-counter';

/** RCP-2026-000123: the year and a number that grows by one per payment within it. */
export function formatReceiptNumber(year: number, sequence: number): string {
  return formatYearlyNumber('RCP', year, sequence);
}

/** The next receipt number of this (Kuala Lumpur) year, inside the caller's transaction (see nextYearlyNumber). */
export async function nextReceiptNumber(manager: EntityManager, today = todayInKualaLumpur()): Promise<string> {
  return formatReceiptNumber(Number(today.slice(0, 4)), await nextYearlyNumber(manager, 'receipt_counters', today));
}
