import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_SETTINGS_MESSAGES } from '../features/admin/utils/bookingSettingsSchema';
import { PRIVACY_OFFICER_MESSAGES } from '../features/admin/utils/privacyOfficerSchema';
import { CHANGE_PASSWORD_MESSAGES } from '../features/admin/utils/changePasswordSchema';
import { INVALID_EMAIL_MESSAGE, SIGN_IN_CODE_MESSAGE } from '../features/customers/utils/loginSchema';
import { DOCUMENTS, REGISTRATION_MESSAGES } from '../features/customers/utils/registrationSchema';
import { EXTENSION_FORM_MESSAGES } from '../features/bookings/utils/extensionForm';
import { REVIEW_FORM_MESSAGES } from '../features/bookings/utils/reviewForm';
import { PAYMENT_FORM_MESSAGES as PORTAL_FORM_MESSAGES } from '../features/payments/utils/paymentForm';
import { PROOF_FILE_MESSAGES } from '../features/payments/utils/proofFile';
import { INVOICE_FORM_MESSAGES } from '../features/staff-invoices/utils/invoiceForm';
import { PAYMENT_FORM_MESSAGES as STAFF_PAYMENT_FORM_MESSAGES } from '../features/staff-payments/utils/paymentForms';
import { STATEMENT_COLUMN_MESSAGES } from '../features/staff-payments/utils/statementColumnsForm';
import { WIZARD_MESSAGES } from '../features/staff-rental-wizard/utils/wizardGates';
import { RENTAL_FORM_MESSAGES } from '../features/staff-rentals/utils/rentalForms';
import { VEHICLE_FORM_MESSAGES } from '../features/staff-vehicles/utils/vehicleForm';
import { COMPLIANCE_FORM_MESSAGES } from '../features/staff-vehicles/utils/complianceForm';
import { BOOKING_FORM_MESSAGES } from '../features/vehicles/utils/bookingForm';
import { CONTROL_CHARACTER_MESSAGE, MALFORMED_UNICODE_MESSAGE, NONCHARACTER_MESSAGE } from '../lib/validation';
import { i18n } from './i18n';
import { translateMessage } from './translateMessage';

/** Every validation message the client's schemas can show, in its English. */
const CLIENT_MESSAGES = [
  ...Object.values(CHANGE_PASSWORD_MESSAGES),
  ...Object.values(BOOKING_SETTINGS_MESSAGES),
  ...Object.values(PRIVACY_OFFICER_MESSAGES),
  INVALID_EMAIL_MESSAGE,
  SIGN_IN_CODE_MESSAGE,
  ...Object.values(REGISTRATION_MESSAGES),
  ...DOCUMENTS.map((document) => document.missingMessage),
  ...Object.values(VEHICLE_FORM_MESSAGES),
  ...Object.values(COMPLIANCE_FORM_MESSAGES),
  ...Object.values(BOOKING_FORM_MESSAGES),
  ...Object.values(EXTENSION_FORM_MESSAGES),
  ...Object.values(REVIEW_FORM_MESSAGES),
  ...Object.values(RENTAL_FORM_MESSAGES),
  ...Object.values(WIZARD_MESSAGES),
  ...Object.values(PORTAL_FORM_MESSAGES),
  ...Object.values(PROOF_FILE_MESSAGES),
  ...Object.values(STAFF_PAYMENT_FORM_MESSAGES),
  ...Object.values(STATEMENT_COLUMN_MESSAGES),
  ...Object.values(INVOICE_FORM_MESSAGES),
  CONTROL_CHARACTER_MESSAGE,
  MALFORMED_UNICODE_MESSAGE,
  NONCHARACTER_MESSAGE,
  'Username is required',
  'Password is required',
].filter((message): message is string => typeof message === 'string');

describe('validation messages in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a Malay text for every message a form can show', async () => {
    expect(CLIENT_MESSAGES.length).toBeGreaterThan(30);
    await i18n.changeLanguage('ms');
    const untranslated = CLIENT_MESSAGES.filter((message) => translateMessage(message) === message);
    expect(untranslated).toEqual([]);
  });
});

describe('the Malay message table', () => {
  it('lists each English message once, across its parts', async () => {
    const parts = import.meta.glob<{ default: Record<string, string> }>('./locales/ms/messages/*.ts', { eager: true });
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [file, { default: table }] of Object.entries(parts)) {
      for (const english of Object.keys(table)) {
        if (seen.has(english)) repeated.push(`${english} (${seen.get(english)} and ${file})`);
        seen.set(english, file);
      }
    }
    expect(repeated).toEqual([]);
  });
});
