import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsMoneyAmount } from '../../common/validation/money';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim, TrimToUndefined } from '../../common/validation/trim';
import { REFUND_METHODS, RefundMethod } from '../entities/rental-refund.entity';
import { STAFF_CHARGE_CATEGORIES, StaffChargeCategory } from '../rental-ledger';

const REASON_TOO_LONG = 'The reason can be at most 500 characters';

/** A charge staff add to a rental's account: what for, how much, and why. */
export class AddChargeDto {
  @ApiProperty({ enum: STAFF_CHARGE_CATEGORIES, enumName: 'StaffChargeCategory', example: 'fuel' })
  @IsIn(STAFF_CHARGE_CATEGORIES, { message: `Category must be one of: ${STAFF_CHARGE_CATEGORIES.join(', ')}` })
  category: StaffChargeCategory;

  @ApiProperty({
    type: String,
    example: '50.00',
    minimum: 0.01,
    maximum: 999999.99,
    description: 'RM; a string or a number, at most 2 decimals',
  })
  @IsMoneyAmount('Amount must be an amount such as 50.00')
  amount: string;

  @ApiProperty({ example: 'Returned with a quarter tank less than at pickup', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: 'Please give a reason for the charge', tooLongMessage: REASON_TOO_LONG })
  reason: string;
}

/** Why an entry is cancelled by a reversing one. */
export class ReverseEntryDto {
  @ApiProperty({ example: 'Charged twice by mistake', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: 'Please give a reason for the correction', tooLongMessage: REASON_TOO_LONG })
  reason: string;
}

/** A refund paid out to the customer: how much, how, and the bank's reference. */
export class RecordRefundDto {
  @ApiProperty({
    type: String,
    example: '150.00',
    minimum: 0.01,
    maximum: 999999.99,
    description: 'RM; at most what the customer is owed back',
  })
  @IsMoneyAmount('Amount must be an amount such as 150.00')
  amount: string;

  @ApiProperty({ enum: REFUND_METHODS, enumName: 'RefundMethod', example: 'bank_transfer' })
  @IsIn(REFUND_METHODS, { message: `Method must be one of: ${REFUND_METHODS.join(', ')}` })
  method: RefundMethod;

  @ApiPropertyOptional({ example: 'MBB2611270001234', maxLength: 100, description: "The bank's reference of the transfer" })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The reference must be text' })
  @MaxLength(100, { message: 'The reference can be at most 100 characters' })
  reference?: string;
}
