import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '../../../i18n';
import { EXTENSION_FORM_MESSAGES, extensionFormSchema, fieldOfServerMessage } from './extensionForm';

const M = EXTENSION_FORM_MESSAGES;
const schema = extensionFormSchema('2026-11-04');

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('the extension request', () => {
  it('takes a date after the current end date and a trimmed reason', () => {
    expect(schema.parse({ newEndDate: '2026-11-05', reason: ' Longer trip ' })).toEqual({
      newEndDate: '2026-11-05',
      reason: 'Longer trip',
    });
  });

  it.each([
    [{ newEndDate: '' }, M.dateRequired],
    [{ newEndDate: '2026-11-04' }, M.dateNotAfterEnd],
    [{ newEndDate: '2026-11-01' }, M.dateNotAfterEnd],
    [{ reason: '  ' }, M.reasonRequired],
    [{ reason: 'x'.repeat(501) }, M.reasonTooLong],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage(schema.safeParse({ newEndDate: '2026-11-07', reason: 'Longer trip', ...change }))).toBe(message);
  });

  it("places the server's date and reason answers under their fields", () => {
    expect(fieldOfServerMessage('The vehicle is already booked for the extended dates')).toBe('newEndDate');
    expect(fieldOfServerMessage(M.reasonRequired)).toBe('reason');
    expect(fieldOfServerMessage('Only an active rental can be extended')).toBeNull();
  });
});

describe('its messages in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a Malay text for each', async () => {
    await i18n.changeLanguage('ms');
    expect(Object.values(M).filter((message) => translateMessage(message) === message)).toEqual([]);
  });
});
