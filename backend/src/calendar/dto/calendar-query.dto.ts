import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDate } from '../../common/validation/calendar-date';

export const CALENDAR_DATES_MESSAGE = 'from and to must be dates (YYYY-MM-DD)';

/** The calendar's window, both ends included; order and length are checked by CalendarService. */
export class CalendarQueryDto {
  @ApiProperty({ example: '2026-11-29', description: 'First day shown (YYYY-MM-DD)' })
  @IsCalendarDate(CALENDAR_DATES_MESSAGE)
  from: string;

  @ApiProperty({ example: '2027-01-09', description: 'Last day shown (YYYY-MM-DD), at most 62 days after from' })
  @IsCalendarDate(CALENDAR_DATES_MESSAGE)
  to: string;
}
