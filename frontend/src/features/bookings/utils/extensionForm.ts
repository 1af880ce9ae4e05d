import { z } from 'zod';
import { safeText } from '../../../lib/validation';

/**
 * The extension request's messages, as the server writes the same checks
 * (backend/src/rentals/dto/extension.dto.ts); their Malay is in messages/rentals.ts, except the
 * reason's length, shared with the staff forms (messages/staff.ts).
 */
export const EXTENSION_FORM_MESSAGES = {
  dateRequired: 'New end date is required',
  dateNotAfterEnd: 'The new end date must be after the current end date',
  reasonRequired: 'Please give a reason for the extension',
  reasonTooLong: 'The reason can be at most 500 characters',
} as const;

const M = EXTENSION_FORM_MESSAGES;

export const MAX_EXTENSION_REASON = 500;

export interface ExtensionFormInput {
  newEndDate: string;
  reason: string;
}

/** A later end date than the rental's current one, and why (1 to 500 characters, trimmed). */
export function extensionFormSchema(currentEndDate: string) {
  return z.object({
    newEndDate: z
      .string()
      .min(1, M.dateRequired)
      .refine((date) => date > currentEndDate, M.dateNotAfterEnd),
    reason: safeText().trim().min(1, M.reasonRequired).max(MAX_EXTENSION_REASON, M.reasonTooLong),
  });
}

/** The server's 400/409 answers that belong under a field rather than in a toast. */
const FIELD_OF_SERVER_MESSAGE: Record<string, keyof ExtensionFormInput> = {
  [M.dateRequired]: 'newEndDate',
  [M.dateNotAfterEnd]: 'newEndDate',
  'New end date must be a date as YYYY-MM-DD': 'newEndDate',
  'The vehicle is already booked for the extended dates': 'newEndDate',
  [M.reasonRequired]: 'reason',
  [M.reasonTooLong]: 'reason',
};

export function fieldOfServerMessage(message: string): keyof ExtensionFormInput | null {
  return Object.hasOwn(FIELD_OF_SERVER_MESSAGE, message) ? FIELD_OF_SERVER_MESSAGE[message] : null;
}
