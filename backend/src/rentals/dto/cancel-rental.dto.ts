import { ApiProperty } from '@nestjs/swagger';
import { IgnoredStaffIdentityDto } from '../../common/validation/ignored-staff-identity';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';

export const CANCEL_REASON_MESSAGE = 'Please give a reason for cancelling';

/** Clients may also send staffId and staffUsername: accepted and ignored (the token says who). */
export class CancelRentalDto extends IgnoredStaffIdentityDto {
  @ApiProperty({ example: 'The customer changed their plans', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: CANCEL_REASON_MESSAGE, tooLongMessage: 'The reason can be at most 500 characters' })
  reason: string;
}
