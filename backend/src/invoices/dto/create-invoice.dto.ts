import { ApiProperty } from '@nestjs/swagger';
import { IsMoneyAmount } from '../../common/validation/money';
import { Trim } from '../../common/validation/trim';
import { DigitsToNumber, IsWholeNumber } from '../../common/validation/whole-number';
import { IsInvoiceDate, IsRequiredText } from './invoice-rules';

/** The invoice form's messages, word for word as the client's form shows them (one Malay text serves both). */
export const CUSTOMER_NAME_REQUIRED_MESSAGE = 'Customer name is required';
export const VEHICLE_RENTED_REQUIRED_MESSAGE = 'Vehicle rented is required';
export const TOTAL_DAYS_MESSAGE = 'Total days must be at least 1';
export const TOTAL_AMOUNT_MESSAGE = 'Total amount must be greater than 0';

export const CUSTOMER_NAME_TOO_LONG_MESSAGE = 'Customer name must be at most 255 characters';
export const VEHICLE_RENTED_TOO_LONG_MESSAGE = 'Vehicle rented must be at most 255 characters';
export const MAX_INVOICE_DAYS = 999;
export const TOTAL_DAYS_TOO_LARGE_MESSAGE = 'Total days must be at most 999';

/** The 'Generate Invoice' fields (POST /api/staff/invoices). */
export class CreateInvoiceDto {
  @ApiProperty({ example: 'Nur Aisyah binti Ahmad', minLength: 1, maxLength: 255 })
  @Trim()
  @IsRequiredText({ max: 255, message: CUSTOMER_NAME_REQUIRED_MESSAGE, tooLongMessage: CUSTOMER_NAME_TOO_LONG_MESSAGE })
  customerName: string;

  @ApiProperty({ example: '2026-11-22', description: 'A calendar date, 2000-01-01 to one year from today (Kuala Lumpur)' })
  @IsInvoiceDate()
  invoiceDate: string;

  @ApiProperty({ example: 'Perodua Myvi 1.5 AV - WXY', minLength: 1, maxLength: 255 })
  @Trim()
  @IsRequiredText({ max: 255, message: VEHICLE_RENTED_REQUIRED_MESSAGE, tooLongMessage: VEHICLE_RENTED_TOO_LONG_MESSAGE })
  vehicleRented: string;

  @ApiProperty({ example: 4, minimum: 1, maximum: MAX_INVOICE_DAYS })
  @DigitsToNumber(6)
  @IsWholeNumber({ min: 1, max: MAX_INVOICE_DAYS, message: TOTAL_DAYS_MESSAGE, tooLargeMessage: TOTAL_DAYS_TOO_LARGE_MESSAGE })
  totalDays: number;

  @ApiProperty({
    example: '560.00',
    type: String,
    minimum: 0,
    maximum: 999999.99,
    description: 'RM, "0.00" to "999999.99" with at most 2 decimals (a number is taken too)',
  })
  @IsMoneyAmount(TOTAL_AMOUNT_MESSAGE)
  totalAmount: string;
}
