import { z } from 'zod';
import { currentLanguage, type Language } from '../../../i18n';
import { safeText } from '../../../lib/validation';
import { isValidIdentityNumber, isValidPhoneNumber } from './contactDetails';
import { INVALID_EMAIL_MESSAGE } from './loginSchema';

/**
 * Customer registration, validated on each change. The minimums and their messages are the
 * form's own; the maximums and the phone, IC/passport and text rules mirror the
 * server's, with its messages, so a form that passes here is not refused there.
 */
export const REGISTRATION_MESSAGES = {
  fullName: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 255 characters',
  email: INVALID_EMAIL_MESSAGE,
  phone: 'Please enter a valid phone number',
  address: 'Please enter your complete address',
  addressTooLong: 'Address must be at most 500 characters',
  icPassportNumber: 'IC/Passport number is required',
  icPassportNumberTooLong: 'IC/Passport number must be at most 64 characters',
  icPassportNumberFormat: 'Please enter a valid MyKad number (e.g. 900101-14-5678) or passport number (6-12 letters and digits)',
  socialMediaHandleTooLong: 'Social media handle must be at most 255 characters',
  imageType: 'Please upload a JPEG, PNG or WebP image',
  fileSize: 'Each file must be 10 MB or smaller',
  /** The server's own message (PRIVACY_CONSENT_REQUIRED), so one Malay text serves a refusal from either side. */
  privacyConsent: 'Please read and agree to the privacy notice to create an account',
} as const;

/** The server takes JPEG, PNG and WebP (checked by content); other images are refused here first. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * The three identity documents, in the order the form shows them and checks them; their labels
 * and hints are in the registration catalogue (documents.<name>).
 */
export const DOCUMENTS = [
  {
    name: 'icPassport',
    missingMessage: 'Please upload your IC/Passport image',
  },
  {
    name: 'driversLicense',
    missingMessage: "Please upload your driver's license image",
  },
  {
    name: 'utilityBill',
    missingMessage: 'Please upload your utility bill image',
  },
] as const;

export type DocumentName = (typeof DOCUMENTS)[number]['name'];

/** A required image: missing (null/undefined) gets the document's own message. */
function documentFile(missingMessage: string) {
  return z
    .instanceof(File, { error: missingMessage })
    .refine(isAcceptedImage, REGISTRATION_MESSAGES.imageType)
    .refine((file) => file.size <= MAX_DOCUMENT_BYTES, REGISTRATION_MESSAGES.fileSize);
}

const M = REGISTRATION_MESSAGES;

export const registrationSchema = z.object({
  fullName: safeText().trim().min(1, M.fullName).max(255, M.fullNameTooLong),
  email: safeText().trim().max(255, M.email).pipe(z.email(M.email)),
  phone: safeText().trim().min(10, M.phone).max(32, M.phone).refine(isValidPhoneNumber, M.phone),
  address: safeText().trim().min(10, M.address).max(500, M.addressTooLong),
  icPassportNumber: safeText()
    .trim()
    .min(1, M.icPassportNumber)
    .max(64, M.icPassportNumberTooLong)
    .refine((value) => value === '' || isValidIdentityNumber(value), M.icPassportNumberFormat),
  socialMediaHandle: safeText().trim().max(255, M.socialMediaHandleTooLong),
  icPassport: documentFile(DOCUMENTS[0].missingMessage),
  driversLicense: documentFile(DOCUMENTS[1].missingMessage),
  utilityBill: documentFile(DOCUMENTS[2].missingMessage),
  // PDPA 2010: the customer agrees to the privacy notice before any of their data is sent.
  privacyConsent: z.boolean({ error: M.privacyConsent }).refine((agreed) => agreed, M.privacyConsent),
});

/** What the form holds while it is filled in (files start out unset). */
export type RegistrationInput = z.input<typeof registrationSchema>;
/** What a valid form submits: trimmed texts and three accepted images. */
export type Registration = z.output<typeof registrationSchema>;
export type RegistrationField = keyof Registration;

export const TEXT_FIELDS = ['fullName', 'email', 'phone', 'address', 'icPassportNumber', 'socialMediaHandle'] as const;

/**
 * The multipart body of POST /api/customers/register; an empty social media handle is left out.
 * `language` is the one the new customer reads the app in: the server writes their e-mails in it.
 * `privacyConsent` is the ticked box; the server records the notice version it was given to.
 */
export function toRegistrationFormData(values: Registration, language: Language = currentLanguage()): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) {
    if (values[field] !== '') form.append(field, values[field]);
  }
  form.append('language', language);
  form.append('privacyConsent', String(values.privacyConsent));
  for (const { name } of DOCUMENTS) form.append(name, values[name], values[name].name);
  return form;
}

/** The first document not chosen yet, in form order, or undefined when all three are there. */
export function firstMissingDocument(values: Partial<Record<DocumentName, unknown>>) {
  return DOCUMENTS.find((document) => !(values[document.name] instanceof File));
}
