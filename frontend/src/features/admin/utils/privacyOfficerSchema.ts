import { z } from 'zod';
import { safeText } from '../../../lib/validation';
import type { PrivacySettings } from '../api/adminApi';

/** The server's own messages (PrivacyOfficerDto), so a refusal reads the same from either side. */
export const PRIVACY_OFFICER_MESSAGES = {
  name: "Please enter the data protection officer's name (at most 100 characters)",
  email: "Please enter the data protection officer's e-mail address",
  phone: "Please enter the data protection officer's phone number: 7 to 15 digits, spaces, dashes or a leading + allowed",
} as const;

const M = PRIVACY_OFFICER_MESSAGES;
/** 7 to 15 digits (E.164's longest), grouped by spaces or dashes, an optional leading + (the server's rule). */
const PHONE = /^(?=(?:\D*\d){7,15}\D*$)\+?\d[\d -]{5,21}\d$/;

export const privacyOfficerSchema = z.object({
  name: safeText().trim().min(1, M.name).max(100, M.name),
  email: safeText().trim().max(254, M.email).pipe(z.email(M.email)),
  phone: safeText().trim().regex(PHONE, M.phone),
});

export type PrivacyOfficerForm = z.infer<typeof privacyOfficerSchema>;

/** The saved officer, or empty fields until one is saved. */
export function privacyOfficerOf(settings: PrivacySettings): PrivacyOfficerForm {
  return settings.dpo ? { ...settings.dpo } : { name: '', email: '', phone: '' };
}
