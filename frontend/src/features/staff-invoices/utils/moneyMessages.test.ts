import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/translateMessage';
import { PAYMENT_FORM_MESSAGES } from '../../staff-payments/utils/paymentForms';
import { INVOICE_FORM_MESSAGES } from './invoiceForm';

describe('the Invoices and Payments tabs’ messages in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a Malay text for every message their forms can show', async () => {
    await i18n.changeLanguage('ms');
    const messages = [...Object.values(INVOICE_FORM_MESSAGES), ...Object.values(PAYMENT_FORM_MESSAGES)];
    expect(messages.filter((message) => translateMessage(message) === message)).toEqual([]);
  });
});
