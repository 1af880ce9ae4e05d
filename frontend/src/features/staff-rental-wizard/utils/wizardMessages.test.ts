import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '../../../i18n';
import { WIZARD_MESSAGES, splitMessage } from './wizardGates';

/** Every gate as the server sends it whole, and as the client splits it into a toast. */
const WHOLE = [
  'Missing Required Photos: Please upload: Front With Customer',
  WIZARD_MESSAGES.mileage,
  WIZARD_MESSAGES.signature,
  WIZARD_MESSAGES.keyHandover,
];
const PARTS = [WIZARD_MESSAGES.mileage, WIZARD_MESSAGES.signature, WIZARD_MESSAGES.keyHandover].flatMap((message) => {
  const { title, description } = splitMessage(message);
  return [title, description];
});

describe('the wizard messages in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('translates every gate, whole and split', async () => {
    await i18n.changeLanguage('ms');
    const untranslated = [...WHOLE, ...PARTS, WIZARD_MESSAGES.photosTitle].filter((message) => translateMessage(message) === message);
    expect(untranslated).toEqual([]);
    expect(translateMessage('Please upload: Depan Bersama Pelanggan')).toBe('Sila muat naik: Depan Bersama Pelanggan');
  });
});
