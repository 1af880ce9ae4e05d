import { z } from 'zod';
import { safeText } from '../../../lib/validation';
import type { ComplianceItem } from '../api/types';

/** The compliance form's messages, worded as the server words the same checks; their Malay is in messages/vehicles.ts. */
export const COMPLIANCE_FORM_MESSAGES = {
  expiresOn: 'Please give the expiry date',
  policyTooLong: 'The policy number can be at most 60 characters',
  insurerTooLong: 'The insurer can be at most 100 characters',
} as const;

const M = COMPLIANCE_FORM_MESSAGES;

export const complianceFormSchema = z.object({
  // '' until a whole date is typed or picked.
  expiresOn: z.string().min(1, M.expiresOn),
  policyNumber: safeText().trim().max(60, M.policyTooLong),
  insurer: safeText().trim().max(100, M.insurerTooLong),
  /** The document's picture; optional, and a renewal without one keeps the old picture. */
  document: z.instanceof(File).nullable(),
});
export type ComplianceFormInput = z.input<typeof complianceFormSchema>;
export type ComplianceFormValues = z.output<typeof complianceFormSchema>;

/** A new date starts empty; a renewal starts from what is recorded (the date to be changed, the policy kept). */
export function complianceToForm(item: ComplianceItem | undefined): ComplianceFormInput {
  return { expiresOn: item?.expiresOn ?? '', policyNumber: item?.policyNumber ?? '', insurer: item?.insurer ?? '', document: null };
}
