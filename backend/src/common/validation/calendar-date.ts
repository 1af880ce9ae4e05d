import { Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isCalendarDate } from '../dates/calendar-date';

@ValidatorConstraint({ name: 'calendarDate' })
class CalendarDateConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isCalendarDate(value);
  }
}

/** A real calendar date written "YYYY-MM-DD" (no 2026-02-30, no time part). */
export const IsCalendarDate = (message: string) => Validate(CalendarDateConstraint, { message });
