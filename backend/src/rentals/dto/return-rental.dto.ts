import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsString } from 'class-validator';
import { DigitsToNumber, IsWholeNumber } from '../../common/validation/whole-number';

/** Odometer readings stop here: 7 digits, far beyond any car's life, and an exact integer column value. */
export const MAX_MILEAGE = 9_999_999;
export const MILEAGE_WHOLE_MESSAGE = 'Return mileage must be a whole number of kilometres';
export const MILEAGE_TOO_LARGE_MESSAGE = 'Return mileage must be at most 9,999,999 km';
export const FUEL_LEVEL_MESSAGE = 'Fuel level must be a whole number from 0 to 8';

export class ReturnQuoteQueryDto {
  @ApiProperty({ example: 12450, minimum: 0, maximum: MAX_MILEAGE, description: 'The odometer reading at return, in km' })
  @DigitsToNumber()
  @IsWholeNumber({ min: 0, max: MAX_MILEAGE, message: MILEAGE_WHOLE_MESSAGE, tooLargeMessage: MILEAGE_TOO_LARGE_MESSAGE })
  returnMileage: number;
}

export class ReturnRentalDto {
  @ApiProperty({ example: '2026-12-04', description: 'Kuala Lumpur calendar date; on or after the pickup date and not in the future' })
  @IsString({ message: 'Return date is required' })
  @IsCalendarDate('Return date must be a date as YYYY-MM-DD')
  returnDate: string;

  @ApiProperty({ example: 12450, minimum: 0, maximum: MAX_MILEAGE })
  @IsWholeNumber({ min: 0, max: MAX_MILEAGE, message: MILEAGE_WHOLE_MESSAGE, tooLargeMessage: MILEAGE_TOO_LARGE_MESSAGE })
  returnMileage: number;

  @ApiProperty({ example: 6, minimum: 0, maximum: 8, description: 'Eighths of a tank' })
  @IsWholeNumber({ min: 0, max: 8, message: FUEL_LEVEL_MESSAGE })
  fuelLevel: number;
}
