/**
 * The calendar's month ("YYYY-MM") and what it needs from it: the range to ask for, the months
 * either side, and which bookings fall on which day. Dates are "YYYY-MM-DD" strings throughout
 * (as the API carries them), worked on in UTC so no time zone shifts a day.
 */

import { addDays } from '../../../lib/calendarDate';
import type { CalendarRange } from '../api/types';

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-12" for a valid month (years 1970-9999), else null. */
export function parseMonth(value: string | null): string | null {
  if (!value) return null;
  const match = MONTH_PATTERN.exec(value);
  if (!match || Number(match[1]) < 1970) return null;
  return value;
}

/** The month holding a day: "2026-12-03" -> "2026-12". */
export const monthOf = (day: string) => day.slice(0, 7);

/** "2026-12" + 1 -> "2027-01". */
export function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The grid shows only the month's own days: from its 1st to its last (at most 31 days). */
export function monthRange(month: string): CalendarRange {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(lastDay)}` };
}

/**
 * Each day of [from, to] that has bookings (or blocks) -> them, in the server's order (start date,
 * then id). A rental covers its start and end days both: the car is out until it is returned.
 */
export function bookingsByDay<Item extends { startDate: string; endDate: string }>(
  items: readonly Item[],
  { from, to }: CalendarRange,
): Map<string, Item[]> {
  const days = new Map<string, Item[]>();
  for (const item of items) {
    let day = item.startDate > from ? item.startDate : from;
    const last = item.endDate < to ? item.endDate : to;
    while (day <= last) {
      const list = days.get(day);
      if (list) list.push(item);
      else days.set(day, [item]);
      day = addDays(day, 1);
    }
  }
  return days;
}

/**
 * Whether a booking may start on a day: today or later in Kuala Lumpur. The server refuses a
 * start in the past, so no screen offers one.
 */
export const isBookable = (day: string, today: string) => day >= today;
