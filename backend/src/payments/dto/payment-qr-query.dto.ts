import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../common/idempotency/idempotency';
import { IsMoneyAmount } from '../../common/validation/money';
import { AMOUNT_MESSAGE } from './create-payment.dto';

/** What the QR screen shows: the amount to transfer, and the reference of the payment 'Payment Done' will make. */
export class PaymentQrQueryDto {
  @ApiProperty({ example: '150.00' })
  @IsMoneyAmount(AMOUNT_MESSAGE)
  @Matches(/^(?!0\.00$)/, { message: AMOUNT_MESSAGE })
  amount: string;

  @ApiProperty({
    example: 'c0a8012e-5f3b-4d1e',
    description: "The Idempotency-Key 'Payment Done' will send: the answer's reference is the one that payment gets",
  })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: IDEMPOTENCY_KEY_MESSAGE })
  idempotencyKey: string;
}
