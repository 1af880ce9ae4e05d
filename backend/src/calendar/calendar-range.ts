import { HttpException } from '@nestjs/common';
import { addDays } from '../common/dates/date-math';
import { appError, errorText } from '../common/errors/app-error';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { CALENDAR_ERRORS } from './calendar.errors';

/** The longest window the calendar serves: two months, enough for any 6-week month grid. */
export const MAX_CALENDAR_RANGE_DAYS = 62;

export const RANGE_REVERSED_MESSAGE = COMMON_ERRORS.RANGE_REVERSED.message;
export const RANGE_TOO_LONG_MESSAGE = errorText(CALENDAR_ERRORS.CALENDAR_RANGE_TOO_LONG, { days: MAX_CALENDAR_RANGE_DAYS });

/** Why [from, to] (valid "YYYY-MM-DD" dates) cannot be served, or null when it can. */
export function calendarRangeProblem(from: string, to: string): string | null {
  return calendarRangeRefusal(from, to)?.message ?? null;
}

/** The refusal to send for [from, to], or null when the range can be served. */
export function calendarRangeRefusal(from: string, to: string): HttpException | null {
  if (to < from) return appError(COMMON_ERRORS.RANGE_REVERSED);
  if (to > addDays(from, MAX_CALENDAR_RANGE_DAYS))
    return appError(CALENDAR_ERRORS.CALENDAR_RANGE_TOO_LONG, { days: MAX_CALENDAR_RANGE_DAYS });
  return null;
}
