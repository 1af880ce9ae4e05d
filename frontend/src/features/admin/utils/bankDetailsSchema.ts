import { z } from 'zod';
import { safeText } from '../../../lib/validation';
import type { BankDetails } from '../api/adminApi';

/** The server's own messages (BankDetailsDto), so a refusal reads the same from either side. */
export const BANK_DETAILS_MESSAGES = {
  bankName: 'Please enter the bank name (at most 100 characters)',
  accountName: "Please enter the account holder's name (at most 100 characters)",
  accountNumber: 'Please enter the account number: 6 to 20 digits, spaces or dashes allowed',
} as const;

const M = BANK_DETAILS_MESSAGES;
const TEXT_MAX = 100;
/** 6 to 20 digits, grouped by single spaces or dashes as banks print them. */
const ACCOUNT_NUMBER = /^(?=(?:\D*\d){6,20}\D*$)\d[\d -]{4,28}\d$/;

export const bankDetailsSchema = z.object({
  bankName: safeText().trim().min(1, M.bankName).max(TEXT_MAX, M.bankName),
  bankAccountName: safeText().trim().min(1, M.accountName).max(TEXT_MAX, M.accountName),
  bankAccountNumber: safeText().trim().regex(ACCOUNT_NUMBER, M.accountNumber),
});

export type BankDetailsForm = z.infer<typeof bankDetailsSchema>;

export function bankDetailsOf(settings: BankDetails): BankDetailsForm {
  return { bankName: settings.bankName, bankAccountName: settings.bankAccountName, bankAccountNumber: settings.bankAccountNumber };
}
