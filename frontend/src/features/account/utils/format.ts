import { currentLocale } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { todayInKualaLumpur } from '../../../lib/calendarDate';

/** A whole number in the reader's locale: 1500 -> "1,500". */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(value);
}

/** A timestamp's calendar day in Kuala Lumpur, e.g. "07/03/2025" (en-MY). */
export function formatDay(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? formatDate('') : formatDate(todayInKualaLumpur(date));
}

/** "10.00" -> "10", "7.50" -> "7.5": a discount percentage as people write it. */
export function formatPercent(percentage: string): string {
  const value = Number(percentage);
  return Number.isFinite(value) ? formatNumber(value) : percentage;
}

/** An average rating with one decimal: 4.5 -> "4.5", 4 -> "4.0". */
export function formatAverage(rating: number): string {
  return new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
