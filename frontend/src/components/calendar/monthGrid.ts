/**
 * Month grids for calendar views: Sunday-first weeks of "YYYY-MM-DD" dates,
 * computed on the date's parts in UTC so no time zone can shift a day. Names of months and days
 * come from Intl in the reader's locale (en-MY or ms-MY), read at call time.
 */

import { currentLocale } from '../../i18n';

const pad = (value: number) => String(value).padStart(2, '0');

/** The weeks of the month holding `date`: 7 cells each, null outside the month. */
export function monthWeeks(date: string): Array<Array<string | null>> {
  const [year, month] = date.split('-').map(Number);
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const FORMATS = {
  month: { month: 'long', year: 'numeric' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(kind: keyof typeof FORMATS, date: Date): string {
  const locale = currentLocale();
  const key = `${locale} ${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...FORMATS[kind], timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found.format(date);
}

function toUtcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "2026-03-07" -> "March 2026" (Malay: "Mac 2026"). */
export function monthTitle(date: string): string {
  return format('month', toUtcDate(date));
}

/** "2026-03-07" -> "Saturday, 7 March 2026" (Malay: "Sabtu, 7 Mac 2026"). */
export function dayLabel(date: string): string {
  return format('day', toUtcDate(date));
}

/** Short weekday names, Sunday first: "Sun" ... "Sat" (Malay: "Ahd" ... "Sab"). */
export function weekdayLabels(): string[] {
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format('weekday', new Date(Date.UTC(2023, 0, 1 + day))));
}
