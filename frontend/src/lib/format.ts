/** Display formats: Malaysian ringgit and en-MY dates (DESIGN.md sections 2 and 6). */

import { BUSINESS_TIME_ZONE } from './calendarDate';

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const DATE_ONLY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const INVALID = '—';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * "1234.5" -> "RM 1,234.50". Money travels as a decimal string, so the digits are
 * regrouped as text and never pass through floating point.
 */
export function formatRM(amount: string | number): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) return `RM ${INVALID}`;
  const [, minus, whole, cents = ''] = match;
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(wholeDigits + cents);
  const sign = minus && !isZero ? '-' : '';
  return `${sign}RM ${groupThousands(wholeDigits)}.${cents.padEnd(2, '0')}`;
}

const NUMERIC_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

const dateFormat = new Intl.DateTimeFormat('en-MY', { ...NUMERIC_DATE, timeZone: 'UTC' });

const dateTimeFormat = new Intl.DateTimeFormat('en-MY', {
  ...NUMERIC_DATE,
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

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
  return dateFormat.format(date);
}

/** A timestamp (ISO string) shown in Malaysian time, e.g. "07/03/2025, 2:05 pm". */
export function formatDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? INVALID : dateTimeFormat.format(date);
}

/** A status as SPEC.md shows it, capitalised: "pending" -> "Pending", "awaiting_agreement" -> "Awaiting agreement". */
export function formatStatus(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
