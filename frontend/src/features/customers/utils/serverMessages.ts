import { translateFieldError } from '../../../i18n';
import { isApiError, type ApiFieldError } from '../../../lib/httpError';
import { DOCUMENTS, type RegistrationField } from './registrationSchema';

/** The form's inputs, by the names the server's field errors use. */
const FORM_FIELDS: ReadonlySet<string> = new Set<RegistrationField>([
  'fullName',
  'email',
  'phone',
  'address',
  'icPassportNumber',
  'socialMediaHandle',
  'privacyConsent',
  ...DOCUMENTS.map((document) => document.name),
]);

/** Refusals that are not validation but still belong to one input. */
const FIELD_OF_CODE: Readonly<Record<string, RegistrationField>> = {
  EMAIL_TAKEN: 'email',
  PRIVACY_CONSENT_REQUIRED: 'privacyConsent',
};

export interface PlacedMessages {
  /** Messages that belong to a form field, with the text to show under it. */
  fieldErrors: Array<{ field: RegistrationField; message: string }>;
  /** Whether anything was left for the toast alone (e.g. the 10 MB limit). */
  unplaced: boolean;
}

function isFormField(field: string): field is RegistrationField {
  return FORM_FIELDS.has(field);
}

/**
 * Sorts a refused registration onto the form by the server's field names: each field error
 * under its input, in the reader's language (per-file problems such as an unreadable image go
 * under that upload), and a coded refusal about one input (a taken e-mail) under it.
 */
export function placeServerMessages(error: unknown): PlacedMessages {
  const placed: PlacedMessages = { fieldErrors: [], unplaced: false };
  if (!isApiError(error)) return placed;
  const fields: ApiFieldError[] = error.fields ?? [];
  for (const field of fields) {
    if (isFormField(field.field)) placed.fieldErrors.push({ field: field.field, message: translateFieldError(field) });
    else placed.unplaced = true;
  }
  const codeField = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (codeField) placed.fieldErrors.push({ field: codeField, message: error.message });
  else if (fields.length === 0) placed.unplaced = true;
  return placed;
}
