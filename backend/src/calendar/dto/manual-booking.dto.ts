import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DateRangeDto } from '../../bookings/dto/date-range.dto';
import { ComplianceOverrideDto } from '../../fleet/dto/compliance.dto';
import { IsEntityId } from '../../common/validation/ids';
import { IsMoneyAmount } from '../../common/validation/money';
import { IsOptionalNotNull } from '../../common/validation/optional';
import { TrimToUndefined } from '../../common/validation/trim';

/** 24-hour wall-clock time, "00:00" to "23:59". */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const PICKUP_TIME_MESSAGE = 'Pickup time must be a time such as 09:00';
export const RETURN_TIME_MESSAGE = 'Return time must be a time such as 18:00';

/** The manual booking payload: staff book a car for a customer directly, at the price they agree (by default RM 100 a day, RM 200 deposit). */
export class CreateManualBookingDto extends IntersectionType(DateRangeDto, ComplianceOverrideDto) {
  @ApiProperty({ example: 12 })
  @IsEntityId('Please choose a customer')
  customerId: number;

  @ApiProperty({ example: 3, description: 'An active vehicle' })
  @IsEntityId('Please choose a vehicle')
  vehicleId: number;

  @ApiPropertyOptional({ type: String, example: '09:00', default: '09:00' })
  @IsOptionalNotNull()
  @IsString({ message: PICKUP_TIME_MESSAGE })
  @Matches(TIME_OF_DAY, { message: PICKUP_TIME_MESSAGE })
  pickupTime = '09:00';

  @ApiPropertyOptional({ type: String, example: '18:00', default: '18:00' })
  @IsOptionalNotNull()
  @IsString({ message: RETURN_TIME_MESSAGE })
  @Matches(TIME_OF_DAY, { message: RETURN_TIME_MESSAGE })
  returnTime = '18:00';

  @ApiPropertyOptional({
    example: '100.00',
    default: '100.00',
    type: String,
    maximum: 999999.99,
    description: 'RM per day; a string or a number, at most 2 decimals',
  })
  @IsOptionalNotNull()
  @IsMoneyAmount('Rental per day must be an amount such as 100.00')
  rentalPerDay: string = '100.00';

  @ApiPropertyOptional({
    example: '200.00',
    default: '200.00',
    type: String,
    maximum: 999999.99,
    description: 'RM; a string or a number, at most 2 decimals',
  })
  @IsOptionalNotNull()
  @IsMoneyAmount('Deposit must be an amount such as 200.00')
  deposit: string = '200.00';

  @ApiPropertyOptional({ example: 'Walk-in customer, paid the deposit in cash', maxLength: 1000 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(1000, { message: 'Notes can be at most 1000 characters' })
  notes?: string;
}
