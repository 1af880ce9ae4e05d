import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '../../../i18n';
import { PAYMENT_FORM_MESSAGES } from './paymentForm';
import { PROOF_FILE_MESSAGES } from './proofFile';

/** i18n/validationMessages.test.ts does this for the other forms (it is not this feature's file). */
describe('the payment messages in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a Malay text for every message the payment screens can show', async () => {
    await i18n.changeLanguage('ms');
    const messages = [
      ...Object.values(PAYMENT_FORM_MESSAGES),
      ...Object.values(PROOF_FILE_MESSAGES),
      'This payment method is coming soon',
      // The receipt downloads' toasts show these server answers as they are.
      'You already have documents being prepared. Please wait for them to finish, then try again.',
      'Too many documents are being prepared right now. Please try again in a minute.',
      'The PDF could not be generated. Please try again.',
    ];
    expect(messages.filter((message) => translateMessage(message) === message)).toEqual([]);
  });
});
