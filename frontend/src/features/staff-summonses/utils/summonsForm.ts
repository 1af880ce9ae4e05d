import { z } from 'zod';
import { safeText } from '../../../lib/validation';
import { SUMMONS_ISSUERS } from '../api/types';

/** The form's own messages (English; the Malay is in the messages catalogue). */
export const SUMMONS_FORM_MESSAGES = {
  plate: 'Please give the plate number',
  date: 'Please give the date of the offence',
  time: 'Please give the time, such as 14:35',
  place: 'Please give the place',
  issuer: 'Please choose who issued the summons',
  notice: 'Please give the notice number (letters, digits, spaces, / and -)',
  amount: 'Please give an amount from RM 0.01 to RM 10,000.00, such as 150.00',
  reason: 'Please give a reason',
  reasonTooLong: 'The reason can be at most 500 characters',
  rental: 'Please enter the rental number, such as 12',
} as const;

const AMOUNT = /^\d{1,5}(\.\d{1,2})?$/;

export const summonsSchema = z.object({
  plate: safeText().trim().min(1, SUMMONS_FORM_MESSAGES.plate).max(20, SUMMONS_FORM_MESSAGES.plate),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SUMMONS_FORM_MESSAGES.date),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SUMMONS_FORM_MESSAGES.time),
  place: safeText().trim().min(1, SUMMONS_FORM_MESSAGES.place).max(200, SUMMONS_FORM_MESSAGES.place),
  issuer: z.enum(SUMMONS_ISSUERS, { message: SUMMONS_FORM_MESSAGES.issuer }),
  noticeNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]{0,49}$/, SUMMONS_FORM_MESSAGES.notice),
  amount: z
    .string()
    .trim()
    .regex(AMOUNT, SUMMONS_FORM_MESSAGES.amount)
    .refine((value) => Number(value) > 0 && Number(value) <= 10_000, SUMMONS_FORM_MESSAGES.amount),
});
export type SummonsForm = z.input<typeof summonsSchema>;
export type SummonsFieldName = keyof SummonsForm;

export const roadChargeReasonSchema = safeText().trim().min(1, SUMMONS_FORM_MESSAGES.reason).max(500, SUMMONS_FORM_MESSAGES.reasonTooLong);

/** "12" or "#12" -> 12; null when it is not a rental number. */
export function rentalNumber(text: string): number | null {
  const match = /^#?\s*([1-9]\d{0,9})$/.exec(text.trim());
  return match && Number(match[1]) <= 2_147_483_647 ? Number(match[1]) : null;
}
