import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './languages';
import { allCatalogues } from './testing';
import { translateMessage } from './translateMessage';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leafTexts(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value).flatMap(leafTexts);
}

describe('the message catalogues', () => {
  it('give every English key a Malay text, and no Malay key without an English one', () => {
    const { en, ms } = allCatalogues();
    for (const namespace of Object.keys(en).filter((name) => name !== 'messages')) {
      expect(keysOf(ms[namespace]).sort(), namespace).toEqual(keysOf(en[namespace]).sort());
    }
  });

  it('have no empty Malay text', () => {
    const { ms } = allCatalogues();
    const texts = Object.values(ms).flatMap(leafTexts);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage('Password is required')).toBe('Password is required');
  });

  it('translates a known message, each half of a labelled one, and keeps an unknown one', async () => {
    await i18n.changeLanguage('ms');
    expect(translateMessage('Password is required')).toBe('Kata laluan diperlukan');
    expect(translateMessage('Network error: Password is required')).toBe('Ralat rangkaian: Kata laluan diperlukan');
    expect(translateMessage('A message nobody wrote down')).toBe('A message nobody wrote down');
    expect(translateMessage('Password is required; Network error: Username is required')).toBe(
      'Kata laluan diperlukan; Ralat rangkaian: Nama pengguna diperlukan',
    );
  });
});

describe('LanguageSwitch', () => {
  it('switches to Bahasa Malaysia and back, remembered in this browser and set on <html lang>', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'Bahasa Malaysia BM' }));
    expect(i18n.language).toBe('ms');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
    expect(storedLanguage()).toBe('ms');
    expect(document.documentElement.lang).toBe('ms');
    await user.click(await screen.findByRole('button', { name: 'English EN' }));
    expect(i18n.language).toBe('en');
    expect(storedLanguage()).toBe('en');
  });

  it('falls back to English for a stored value it does not know', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('en');
  });
});

describe('translateMessage with a number in the message', () => {
  it('fills the Malay text with the number the server wrote', async () => {
    await i18n.changeLanguage('ms');
    expect(translateMessage('A booking can be at most 30 days long')).toBe('Tempahan tidak boleh melebihi 30 hari');
    expect(translateMessage('A booking can be at most days long')).toBe('A booking can be at most days long');
  });
});
