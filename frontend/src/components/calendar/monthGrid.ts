/**
 * Month grids for calendar views: Sunday-first weeks of "YYYY-MM-DD" dates (SPEC.md section 2),
 * computed on the date's parts in UTC so no time zone can shift a day.
 */

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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

const monthTitleFormat = new Intl.DateTimeFormat('en-MY', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabelFormat = new Intl.DateTimeFormat('en-MY', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function toUtcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "2026-03-07" -> "March 2026". */
export function monthTitle(date: string): string {
  return monthTitleFormat.format(toUtcDate(date));
}

/** "2026-03-07" -> "Saturday, 7 March 2026" (en-MY wording). */
export function dayLabel(date: string): string {
  return dayLabelFormat.format(toUtcDate(date));
}
