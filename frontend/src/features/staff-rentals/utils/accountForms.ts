import { z } from 'zod';
import { safeText } from '../../../lib/validation';
import { toSen } from '../../../lib/money';
import { STAFF_CHARGE_CATEGORIES } from '../api/types';

/** The charge form's messages, worded as the server words the same checks; their Malay is in messages/rentals.ts. */
export const ACCOUNT_FORM_MESSAGES = {
  categoryRequired: 'Please choose what the charge is for',
  amountFormat: 'Amount must be an amount such as 50.00',
  amountRange: 'The amount must be more than RM 0.00 and at most RM 999,999.99',
  chargeReasonRequired: 'Please give a reason for the charge',
  correctionReasonRequired: 'Please give a reason for the correction',
  reasonTooLong: 'The reason can be at most 500 characters',
} as const;

const M = ACCOUNT_FORM_MESSAGES;
export const MAX_ACCOUNT_REASON = 500;
/** RM 999,999.99 in sen, the most one charge may be. */
const MAX_CHARGE_SEN = 99_999_999;

export const chargeFormSchema = z.object({
  category: z.union([z.enum(STAFF_CHARGE_CATEGORIES), z.literal('')]).refine((value) => value !== '', M.categoryRequired),
  amount: z
    .string()
    .trim()
    .refine((value) => toSen(value) !== null, M.amountFormat)
    .refine((value) => {
      const sen = toSen(value);
      return sen === null || (sen > 0 && sen <= MAX_CHARGE_SEN);
    }, M.amountRange),
  reason: safeText().trim().min(1, M.chargeReasonRequired).max(MAX_ACCOUNT_REASON, M.reasonTooLong),
  /** A photo of what the charge is for (a gauge, a dent); optional. The server checks it is an image. */
  photo: z.instanceof(File).nullable(),
});
export type ChargeFormInput = z.input<typeof chargeFormSchema>;

export const EMPTY_CHARGE: ChargeFormInput = { category: '', amount: '', reason: '', photo: null };

/** Correct a charge: why, trimmed, 1 to 500 characters (the server's rule). */
export const correctionReasonSchema = safeText().trim().min(1, M.correctionReasonRequired).max(MAX_ACCOUNT_REASON, M.reasonTooLong);
