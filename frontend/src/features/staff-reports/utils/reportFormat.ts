import { currentLocale } from '../../../i18n';
import type { ReportMonth } from '../api/types';

/** Utilisation as the server gives it (a percent to one decimal) -> "67.7%" in the reader's locale. */
export function formatUtilisation(percent: number): string {
  const number = new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent);
  return `${number}%`;
}

/** "2026-11" -> "Nov 2026" (en) / "Nov 2026" (ms): short enough for twelve bars on a phone's axis. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(currentLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** One bar group of the months chart: RM amounts as numbers (only drawn, never added up or shown as money text). */
export interface MonthBars {
  [key: string]: string | number;
  month: string;
  booked: number;
  collected: number;
  costs: number;
}

export function monthBars(months: readonly ReportMonth[]): MonthBars[] {
  return months.map((month) => ({
    month: formatMonth(month.month),
    booked: Number(month.booked),
    collected: Number(month.collected),
    costs: Number(month.costs),
  }));
}
