import { addDays } from '../common/dates/date-math';

/** The longest window the calendar serves: two months, enough for any 6-week month grid. */
export const MAX_CALENDAR_RANGE_DAYS = 62;

export const RANGE_REVERSED_MESSAGE = 'to cannot be before from';
export const RANGE_TOO_LONG_MESSAGE = `The range can be at most ${MAX_CALENDAR_RANGE_DAYS} days`;

/** Why [from, to] (valid "YYYY-MM-DD" dates) cannot be served, or null when it can. */
export function calendarRangeProblem(from: string, to: string): string | null {
  if (to < from) return RANGE_REVERSED_MESSAGE;
  if (to > addDays(from, MAX_CALENDAR_RANGE_DAYS)) return RANGE_TOO_LONG_MESSAGE;
  return null;
}
