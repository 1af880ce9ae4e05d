import { safeText } from '../../../lib/validation';

/**
 * Mark Failed's messages. The reason's length message is the rentals' own (Malay in
 * messages/staff.ts); the required one only this dialog writes (messages/staffMoney.ts).
 */
export const PAYMENT_FORM_MESSAGES = {
  reasonRequired: 'Please give a reason for marking the payment as failed',
  reasonTooLong: 'The reason can be at most 500 characters',
  detachReasonRequired: 'Please give a reason for detaching the payment',
  rentalNumberRequired: 'Please enter the rental number, such as 12',
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

/** Why a payment comes off its rental: trimmed, 1 to 500 characters. */
export const detachReasonSchema = safeText()
  .trim()
  .min(1, PAYMENT_FORM_MESSAGES.detachReasonRequired)
  .max(MAX_FAILURE_REASON, PAYMENT_FORM_MESSAGES.reasonTooLong);

/** The rental a payment goes to, as staff type its number ("12" or "#12"); null when it is not one. */
export function rentalNumber(text: string): number | null {
  const digits = text.trim().replace(/^#/, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const id = Number(digits);
  return id > 0 ? id : null;
}
