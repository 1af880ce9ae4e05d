import { ApiProperty } from '@nestjs/swagger';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';
import { IsEntityId } from '../../common/validation/ids';

/** The rental of the same customer a completed payment is for. */
export class AttachPaymentDto {
  @ApiProperty({ example: 12, description: "One of the payment's customer's rentals" })
  @IsEntityId('Please choose the rental the payment is for')
  rentalId: number;
}

/** Why a payment no longer belongs to its rental. */
export class DetachPaymentDto {
  @ApiProperty({ example: 'Paid for the other booking', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({
    max: 500,
    message: 'Please give a reason for detaching the payment',
    tooLongMessage: 'The reason can be at most 500 characters',
  })
  reason: string;
}
