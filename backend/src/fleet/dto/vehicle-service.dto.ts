import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsWholeNumber } from '../../common/validation/whole-number';

/** Odometer readings: as far as any car's odometer goes. */
export const MAX_ODOMETER_KM = 9_999_999;

/** A service every so many km and/or months; null (or left out) clears that half of the schedule. */
export class ServiceScheduleDto {
  @ApiPropertyOptional({ type: Number, nullable: true, example: 10000, minimum: 500, maximum: 100000 })
  @IsOptional()
  @IsWholeNumber({ min: 500, max: 100_000, message: 'A service distance must be a whole number of km from 500 to 100,000' })
  serviceEveryKm?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 6, minimum: 1, maximum: 60 })
  @IsOptional()
  @IsWholeNumber({ min: 1, max: 60, message: 'A service interval must be a whole number of months from 1 to 60' })
  serviceEveryMonths?: number | null;
}

/** A service done: the day and the odometer then. */
export class RecordServiceDto {
  @ApiProperty({ example: '2026-11-20' })
  @IsCalendarDate('Service date must be a real date written YYYY-MM-DD')
  servicedOn: string;

  @ApiProperty({ example: 30250, minimum: 0, maximum: MAX_ODOMETER_KM })
  @IsWholeNumber({
    min: 0,
    max: MAX_ODOMETER_KM,
    message: 'The odometer must be a whole number of km',
    tooLargeMessage: 'The odometer can be at most 9,999,999 km',
  })
  odometerKm: number;
}
