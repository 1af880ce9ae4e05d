import { ApiProperty } from '@nestjs/swagger';
import { IsWholeNumber } from '../../common/validation/whole-number';
import { MAX_TURNAROUND_HOURS } from '../turnaround';

export const TURNAROUND_MESSAGE = 'The turnaround must be a whole number of hours from 0 to 72';

/** How the business books its cars, as the admin sets it. */
export class BookingSettingsDto {
  @ApiProperty({
    example: 12,
    minimum: 0,
    maximum: MAX_TURNAROUND_HOURS,
    description: 'Hours a car rests between one return and the next pickup (cleaning, checks); 0 for none',
  })
  @IsWholeNumber({ min: 0, max: MAX_TURNAROUND_HOURS, message: TURNAROUND_MESSAGE })
  turnaroundHours: number;
}

export class BookingSettingsView {
  @ApiProperty({ example: 12, minimum: 0, maximum: MAX_TURNAROUND_HOURS }) turnaroundHours: number;
}
