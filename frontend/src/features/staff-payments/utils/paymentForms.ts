import { safeText } from '../../../lib/validation';

/**
 * Mark Failed's messages. The reason's length message is the rentals' own (Malay in
 * messages/staff.ts); the required one only this dialog writes (messages/staffMoney.ts).
 */
export const PAYMENT_FORM_MESSAGES = {
  reasonRequired: 'Please give a reason for marking the payment as failed',
  reasonTooLong: 'The reason can be at most 500 characters',
} as const;

/** The server's bound: 1 to 500 characters. */
export const MAX_FAILURE_REASON = 500;

/** The failure reason: trimmed, 1 to 500 characters. */
export const failureReasonSchema = safeText()
  .trim()
  .min(1, PAYMENT_FORM_MESSAGES.reasonRequired)
  .max(MAX_FAILURE_REASON, PAYMENT_FORM_MESSAGES.reasonTooLong);

/** Receipts exist for pending and completed payments (a failed payment has nothing to receipt). */
export function hasReceipt(status: string): boolean {
  return status === 'pending' || status === 'completed';
}
