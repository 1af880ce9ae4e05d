import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { IsEntityId } from '../../common/validation/ids';
import { canonicalMoney, isCanonicalMoney, MONEY_TOO_LARGE_MESSAGE, withinMoneyLimit } from '../../common/validation/money';
import { TrimToUndefined } from '../../common/validation/trim';
import { PAYMENT_PURPOSES, PaymentPurpose } from '../entities/payment.entity';
import { PAYMENT_ERRORS } from '../payments.errors';

/** The payment form's one message for a missing amount or purpose. */
export const MISSING_INFORMATION_MESSAGE = 'Missing Information: Please fill in all required fields';
export const AMOUNT_MESSAGE = 'Amount must be at least RM 0.01, with at most two decimals';
export const PURPOSE_MESSAGE = 'Payment purpose must be rental-deposit, rental-payment, fine-payment, damage-compensation or other';
export const METHOD_COMING_SOON_MESSAGE = PAYMENT_ERRORS.PAYMENT_METHOD_COMING_SOON.message;
/** Methods the portal shows: QR works, the others are announced as coming soon. */
const KNOWN_METHODS = ['qr', 'card', 'billplz'] as const;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The amount as ONE rule with one message: missing ('Missing Information'), not an
 * amount of at least RM 0.01 with two decimals, or over RM 999,999.99.
 */
function IsPaymentAmount() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => canonicalMoney(value)),
    ValidateBy(
      {
        name: 'isPaymentAmount',
        validator: { validate: (value: unknown) => isCanonicalMoney(value) && value !== '0.00' && withinMoneyLimit(value) },
      },
      {
        message: ({ value }) => {
          if (isMissing(value)) return MISSING_INFORMATION_MESSAGE;
          return isCanonicalMoney(value) && !withinMoneyLimit(value) ? MONEY_TOO_LARGE_MESSAGE : AMOUNT_MESSAGE;
        },
      },
    ),
  );
}

export class CreatePaymentDto {
  @ApiProperty({
    example: '150.00',
    type: String,
    minimum: 0.01,
    maximum: 999999.99,
    description: 'RM; a string or a number, at most 2 decimals',
  })
  @IsPaymentAmount()
  amount: string;

  @ApiProperty({ enum: KNOWN_METHODS, example: 'qr', description: "Only 'qr' is accepted; card and BillPlz are coming soon" })
  @IsIn(KNOWN_METHODS, { message: 'Payment method must be qr' })
  paymentMethod: (typeof KNOWN_METHODS)[number];

  @ApiProperty({ enum: PAYMENT_PURPOSES })
  @ValidateBy(
    { name: 'isPaymentPurpose', validator: { validate: (value: unknown) => (PAYMENT_PURPOSES as readonly unknown[]).includes(value) } },
    { message: ({ value }) => (isMissing(value) ? MISSING_INFORMATION_MESSAGE : PURPOSE_MESSAGE) },
  )
  paymentFor: PaymentPurpose;

  @ApiPropertyOptional({ example: 'Deposit for the Myvi', maxLength: 1000 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(1000, { message: 'Notes can be at most 1000 characters' })
  notes?: string;

  @ApiPropertyOptional({ example: 12, description: 'One of your rentals this payment is for' })
  @IsOptional()
  @IsEntityId('Please choose one of your rentals')
  rentalId?: number;

  @ApiPropertyOptional({
    example: 31,
    description: 'One of your booking requests this payment is for, before it is approved: the approval carries it to the rental',
  })
  @IsOptional()
  @IsEntityId('Please choose one of your booking requests')
  bookingRequestId?: number;
}
