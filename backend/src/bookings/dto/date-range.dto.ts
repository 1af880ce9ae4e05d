import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsString } from 'class-validator';

/** Pickup and return as calendar dates; ordering and "not in the past" are checked by the service. */
export class DateRangeDto {
  @ApiProperty({ example: '2026-12-01' })
  @IsString({ message: 'Start date is required' })
  @IsCalendarDate('Start date must be a date as YYYY-MM-DD')
  startDate: string;

  @ApiProperty({ example: '2026-12-04' })
  @IsString({ message: 'End date is required' })
  @IsCalendarDate('End date must be a date as YYYY-MM-DD')
  endDate: string;
}
