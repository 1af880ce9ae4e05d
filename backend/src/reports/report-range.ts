import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays, addMonths, daysBetween, monthBounds } from '../common/dates/date-math';
import { appError } from '../common/errors/app-error';
import { REPORT_ERRORS } from './reports.errors';

/** Two years: a year beside the one before it, and no query that walks the whole history. */
export const MAX_REPORT_MONTHS = 24;

/** Before any rental this product holds; the latest is a few years ahead, as far as bookings are taken and then some. */
export const EARLIEST_REPORT_DAY = '2000-01-01';
const YEARS_AHEAD = 5;

/** The days a report covers, both included (Kuala Lumpur dates), and the calendar months they touch. */
export interface ReportRange {
  from: string;
  to: string;
  days: number;
  /** Each month the range touches, cut to the range: 'YYYY-MM' with its first and last day inside it. */
  months: Array<{ month: string; first: string; last: string }>;
}

/**
 * The range asked for, or the last twelve months through the end of this one when neither end is
 * given (one end alone is completed the same way). 400 when it ends before it starts or touches
 * more than MAX_REPORT_MONTHS months.
 */
export function reportRange(query: { from?: string; to?: string }, today = todayInKualaLumpur()): ReportRange {
  const to = query.to ?? monthBounds(query.from ? addMonths(monthBounds(query.from).first, 11) : today).last;
  const from = query.from ?? addMonths(monthBounds(to).first, -11);
  const latest = addMonths(today, 12 * YEARS_AHEAD);
  if (from < EARLIEST_REPORT_DAY || to > latest)
    throw appError(REPORT_ERRORS.REPORT_RANGE_OUT_OF_BOUNDS, { earliest: EARLIEST_REPORT_DAY, latest });
  if (to < from) throw appError(REPORT_ERRORS.REPORT_RANGE_REVERSED);
  const months: ReportRange['months'] = [];
  for (let first = monthBounds(from).first; first <= to; first = addDays(monthBounds(first).last, 1)) {
    if (months.length === MAX_REPORT_MONTHS) throw appError(REPORT_ERRORS.REPORT_RANGE_TOO_LONG, { months: MAX_REPORT_MONTHS });
    const { last } = monthBounds(first);
    months.push({ month: first.slice(0, 7), first: first < from ? from : first, last: last > to ? to : last });
  }
  return { from, to, days: daysBetween(from, to) + 1, months };
}
