import { IntersectionType } from '@nestjs/swagger';
import { ComplianceOverrideDto } from '../../fleet/dto/compliance.dto';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IgnoredStaffIdentityDto } from '../../common/validation/ignored-staff-identity';
import { IsMoneyAmount } from '../../common/validation/money';
import { IsOptionalNotNull } from '../../common/validation/optional';
import { BOOKING_ERRORS } from '../bookings.errors';

export const DISCOUNT_MESSAGE = 'Discount must be an amount in RM with at most two decimals';
export const DISCOUNT_ABOVE_SUBTOTAL_MESSAGE = BOOKING_ERRORS.DISCOUNT_ABOVE_SUBTOTAL.message;

/** The body may be empty; staff may change the customer's tier discount (the default). */
export class ApproveBookingRequestDto extends IntersectionType(IgnoredStaffIdentityDto, ComplianceOverrideDto) {
  @ApiPropertyOptional({
    example: '15.00',
    type: String,
    description: "RM off the rental amount (per day x days), 0 up to that amount; left out, the customer's tier discount",
  })
  @IsOptionalNotNull()
  @IsMoneyAmount(DISCOUNT_MESSAGE)
  discount?: string;
}
