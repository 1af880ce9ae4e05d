import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { IgnoredStaffIdentityDto } from '../../common/validation/ignored-staff-identity';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';

export const VERIFIED_STATUSES = ['completed', 'failed'] as const;
export type VerifiedStatus = (typeof VERIFIED_STATUSES)[number];
export const FAILURE_REASON_MESSAGE = 'Please give a reason why the payment failed';

/** Staff verify a pending payment: completed, or failed with a reason the customer is told. */
export class UpdatePaymentStatusDto extends IgnoredStaffIdentityDto {
  @ApiProperty({ enum: VERIFIED_STATUSES })
  @IsIn(VERIFIED_STATUSES, { message: 'Status must be completed or failed' })
  status: VerifiedStatus;

  @ApiPropertyOptional({ example: 'No transfer with this reference reached the account', maxLength: 500 })
  @ValidateIf((dto: UpdatePaymentStatusDto) => dto.status === 'failed' || dto.reason !== undefined)
  @Trim()
  @IsRequiredText({ max: 500, message: FAILURE_REASON_MESSAGE, tooLongMessage: 'The reason can be at most 500 characters' })
  reason?: string;
}
