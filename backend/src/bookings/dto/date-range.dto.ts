import { ApiProperty } from '@nestjs/swagger';
import { IsString, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isCalendarDate } from '../../common/dates/calendar-date';

@ValidatorConstraint({ name: 'calendarDate' })
class CalendarDateConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isCalendarDate(value);
  }

  defaultMessage(): string {
    return '$property must be a date as YYYY-MM-DD';
  }
}

/** Pickup and return as calendar dates; ordering and "not in the past" are checked by the service. */
export class DateRangeDto {
  @ApiProperty({ example: '2026-12-01' })
  @IsString({ message: 'Start date is required' })
  @Validate(CalendarDateConstraint, { message: 'Start date must be a date as YYYY-MM-DD' })
  startDate: string;

  @ApiProperty({ example: '2026-12-04' })
  @IsString({ message: 'End date is required' })
  @Validate(CalendarDateConstraint, { message: 'End date must be a date as YYYY-MM-DD' })
  endDate: string;
}
