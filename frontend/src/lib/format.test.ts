import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { formatDate, formatDateTime, formatRM, formatStatus } from './format';

describe('formatRM', () => {
  it.each([
    ['1234.50', 'RM 1,234.50'],
    ['1234.5', 'RM 1,234.50'],
    ['1234', 'RM 1,234.00'],
    ['0.00', 'RM 0.00'],
    ['999.99', 'RM 999.99'],
    ['1234567.89', 'RM 1,234,567.89'],
    ['00012.30', 'RM 12.30'],
    ['-250.00', '-RM 250.00'],
    ['-0.00', 'RM 0.00'],
    [' 88.10 ', 'RM 88.10'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatRM(amount)).toBe(expected);
  });

  it('formats numbers to two decimals', () => {
    expect(formatRM(1500)).toBe('RM 1,500.00');
  });

  it('does not lose precision on amounts beyond floating point', () => {
    expect(formatRM('90071992547409.99')).toBe('RM 90,071,992,547,409.99');
  });

  it.each(['', 'abc', '12.345', '1,234.00'])('shows a dash for the invalid amount %j', (amount) => {
    expect(formatRM(amount)).toBe('RM —');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as en-MY day/month/year', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
  });

  it('rejects dates that do not exist', () => {
    expect(formatDate('2025-02-30')).toBe('—');
    expect(formatDate('07/03/2025')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('shows a timestamp in Malaysian time (UTC+8)', () => {
    expect(formatDateTime('2025-03-07T18:05:00Z')).toBe('08/03/2025, 2:05 am');
  });
});

describe('formatStatus', () => {
  it.each([
    ['pending', 'Pending'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['awaiting_agreement', 'Awaiting agreement'],
    ['extension-requested', 'Extension requested'],
  ])('%s -> %s', (status, label) => {
    expect(formatStatus(status)).toBe(label);
  });
});

describe('in Bahasa Malaysia', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('keeps dd/mm/yyyy and RM, and names statuses in Malay', async () => {
    await i18n.changeLanguage('ms');
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
    expect(formatRM('1234.5')).toBe('RM 1,234.50');
    expect(formatStatus('pending')).toBe('Menunggu');
    expect(formatDateTime('2025-03-07T06:05:00Z')).toBe('07/03/2025, 2:05 PTG');
  });
});
