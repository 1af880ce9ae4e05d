import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';

export const EXTENSION_REASON_MESSAGE = 'Please give a reason for the extension';
export const DECLINE_REASON_MESSAGE = 'Please give a reason for declining';
const REASON_TOO_LONG_MESSAGE = 'The reason can be at most 500 characters';

export class ExtensionRequestDto {
  @ApiProperty({ example: '2026-12-08', description: 'The new return date (YYYY-MM-DD), after the current one' })
  @IsString({ message: 'New end date is required' })
  @IsCalendarDate('New end date must be a date as YYYY-MM-DD')
  newEndDate: string;

  @ApiProperty({ example: 'My trip was extended by three days', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: EXTENSION_REASON_MESSAGE, tooLongMessage: REASON_TOO_LONG_MESSAGE })
  reason: string;
}

export class DeclineExtensionDto {
  @ApiProperty({ example: 'The car is booked by another customer', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: DECLINE_REASON_MESSAGE, tooLongMessage: REASON_TOO_LONG_MESSAGE })
  reason: string;
}

/** The new return date a customer is thinking of: priced before they ask. */
export class ExtensionQuoteDto {
  @ApiProperty({ example: '2026-12-08', description: 'The new return date (YYYY-MM-DD), after the current one' })
  @IsString({ message: 'New end date is required' })
  @IsCalendarDate('New end date must be a date as YYYY-MM-DD')
  newEndDate: string;
}
