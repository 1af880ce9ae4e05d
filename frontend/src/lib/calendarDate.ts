/**
 * Calendar dates as "YYYY-MM-DD" strings, as the API carries them. Arithmetic is done on the
 * date's parts in UTC, so the browser's own time zone can never shift a day. "Today" is
 * today in Kuala Lumpur, wherever the browser is.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const DATE_ONLY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

// en-CA writes dates as YYYY-MM-DD.
const isoDateInKualaLumpur = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function todayInKualaLumpur(now: Date = new Date()): string {
  return isoDateInKualaLumpur.format(now);
}

/** Milliseconds at UTC midnight of a real calendar date, or null (rejects "2025-02-30"). */
function utcMidnight(date: string): number | null {
  const match = DATE_ONLY_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  const isReal = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return isReal ? time : null;
}

export function isCalendarDate(value: string): boolean {
  return utcMidnight(value) !== null;
}

/** "2025-12-31" + 1 -> "2026-01-01". */
export function addDays(date: string, days: number): string {
  const time = utcMidnight(date);
  if (time === null) throw new RangeError(`Not a calendar date: "${date}"`);
  return new Date(time + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Rental length in days: return date minus pickup date, rounded up, at least 1, as the server
 * counts it. A same-day rental is one day. Returns null unless both are real dates with the
 * return on or after the pickup.
 */
export function rentalDays(startDate: string, endDate: string): number | null {
  const start = utcMidnight(startDate);
  const end = utcMidnight(endDate);
  if (start === null || end === null || end < start) return null;
  return Math.max(1, Math.ceil((end - start) / MS_PER_DAY));
}

/** Kuala Lumpur days from today until the date: 0 on the day itself, below zero once it has passed. */
export function daysUntil(date: string, now: Date = new Date()): number {
  const target = utcMidnight(date);
  const today = utcMidnight(todayInKualaLumpur(now));
  if (target === null || today === null) return 0;
  return Math.round((target - today) / MS_PER_DAY);
}
