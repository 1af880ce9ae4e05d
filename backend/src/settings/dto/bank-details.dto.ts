import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';

export const BANK_NAME_MESSAGE = 'Please enter the bank name (at most 100 characters)';
export const ACCOUNT_NAME_MESSAGE = "Please enter the account holder's name (at most 100 characters)";
export const ACCOUNT_NUMBER_MESSAGE = 'Please enter the account number: 6 to 20 digits, spaces or dashes allowed';

/** The bank account customers pay to, as the admin saves it. */
export class BankDetailsDto {
  @ApiProperty({ example: 'Maybank', maxLength: 100 })
  @Trim()
  @IsRequiredText({ max: 100, message: BANK_NAME_MESSAGE, tooLongMessage: BANK_NAME_MESSAGE })
  bankName: string;

  @ApiProperty({ example: 'Syarikat Sewa Kereta Ahmad', maxLength: 100, description: 'The payee name customers see beside the QR' })
  @Trim()
  @IsRequiredText({ max: 100, message: ACCOUNT_NAME_MESSAGE, tooLongMessage: ACCOUNT_NAME_MESSAGE })
  bankAccountName: string;

  @ApiProperty({ example: '5642 8877 1903' })
  @Trim()
  // Digits in groups: Malaysian account numbers are 10 to 16 digits, some banks print dashes or spaces.
  @Matches(/^(?=(?:\D*\d){6,20}\D*$)\d[\d -]{4,28}\d$/, { message: ACCOUNT_NUMBER_MESSAGE })
  bankAccountNumber: string;
}
