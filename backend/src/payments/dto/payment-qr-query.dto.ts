import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { IsMoneyAmount } from '../../common/validation/money';
import { AMOUNT_MESSAGE } from './create-payment.dto';

/** What the QR screen shows: the amount to transfer and the reference to write on it. */
export class PaymentQrQueryDto {
  @ApiProperty({ example: '150.00' })
  @IsMoneyAmount(AMOUNT_MESSAGE)
  @Matches(/^(?!0\.00$)/, { message: AMOUNT_MESSAGE })
  amount: string;

  @ApiProperty({ example: 'KSR-ABCD1234', description: 'The Idempotency-Key the payment will be created with' })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: 'reference must be 8 to 100 letters, digits, - or _' })
  reference: string;
}
