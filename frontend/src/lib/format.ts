/**
 * Display formats: Malaysian ringgit and dd/mm/yyyy dates in the reader's locale, en-MY or ms-MY
 * (the two languages the app speaks).
 */

import { currentLocale, i18n } from '../i18n/i18n';
import { BUSINESS_TIME_ZONE, todayInKualaLumpur } from './calendarDate';

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const DATE_ONLY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const INVALID = '—';

/** Intl formatters are costly to build: one per locale and kind, kept. */
function cachedPerLocale<Format>(make: (locale: string) => Format): () => Format {
  const byLocale = new Map<string, Format>();
  return () => {
    const locale = currentLocale();
    let format = byLocale.get(locale);
    if (!format) {
      format = make(locale);
      byLocale.set(locale, format);
    }
    return format;
  };
}

const moneyFormat = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'MYR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * "1234.5" -> "RM 1,234.50" by Intl. Money travels as a decimal string and Intl formats the
 * string itself (an exact decimal), so it never passes through floating point.
 */
export function formatRM(amount: string | number): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!MONEY_PATTERN.test(text)) return `RM ${INVALID}`;
  // Intl.NumberFormat accepts decimal strings (ES2023); the DOM typings lag behind.
  const formatted = moneyFormat().format(text as unknown as number);
  // Intl puts a no-break space after "RM" and may write "-0.00": keep the plain "RM 0.00".
  return formatted.replace(/\u00a0/g, ' ').replace(/^-(?=RM 0\.00$)/, '');
}

const NUMERIC_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

const dateFormat = cachedPerLocale((locale) => new Intl.DateTimeFormat(locale, { ...NUMERIC_DATE, timeZone: 'UTC' }));

const dateTimeFormat = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { ...NUMERIC_DATE, hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }),
);

/**
 * A calendar date "2025-03-07" -> "07/03/2025" (en-MY day/month/year). Read and shown
 * in UTC, so the day never shifts with the browser's time zone.
 */
export function formatDate(dateOnly: string): string {
  const match = DATE_ONLY_PATTERN.exec(dateOnly);
  if (!match) return INVALID;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return INVALID; // e.g. 2025-02-30
  return dateFormat().format(date);
}

/** A timestamp (ISO string) shown in Malaysian time, e.g. "07/03/2025, 2:05 pm". */
export function formatDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? INVALID : dateTimeFormat().format(date);
}

/**
 * A status in the reader's language: "pending" -> "Pending" / "Menunggu". A status the catalogue
 * does not know is still readable, capitalised ("awaiting_agreement" -> "Awaiting agreement").
 */
export function formatStatus(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  const capitalised = words.charAt(0).toUpperCase() + words.slice(1);
  const key = `status.${status}`;
  return i18n.exists(key, { ns: 'common' }) ? String(i18n.t(key as 'status.pending')) : capitalised;
}

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
