import { describe, expect, it } from 'vitest';
import { detailPairs, formatCreatedDate, formatLogTime, readableAction, targetText } from './activityFormat';

describe('staff activity formats', () => {
  it('makes an action readable', () => {
    expect(readableAction('booking_request_approved')).toBe('Booking request approved');
    expect(readableAction('login')).toBe('Login');
    expect(readableAction('rental_returned', { rental_returned: 'Sewaan dipulangkan' })).toBe('Sewaan dipulangkan');
    // Names come only from the catalogue's own keys.
    expect(readableAction('constructor', {})).toBe('Constructor');
  });

  it('names the target with its id', () => {
    expect(targetText('booking_request', '12')).toBe('booking_request #12');
    expect(targetText('report', null)).toBe('report');
    expect(targetText('booking_request', '12', { booking_request: 'Booking request' })).toBe('Booking request #12');
  });

  it('lists details as key: value pairs', () => {
    expect(detailPairs({ status: 'approved', discount: 10, paid: true, note: null, extra: { a: 1 } })).toEqual([
      'status: approved',
      'discount: 10',
      'paid: true',
      'note: —',
      'extra: {"a":1}',
    ]);
    expect(detailPairs(null)).toEqual([]);
  });

  it('shows times in Kuala Lumpur time', () => {
    // 10:05 UTC is 6:05 pm in Kuala Lumpur (UTC+8).
    expect(formatLogTime('2026-11-22T10:05:00.000Z', 'en-MY')).toMatch(/22 Nov 2026.*6:05\s?pm/i);
    expect(formatCreatedDate('2026-11-22T17:00:00.000Z', 'en-MY')).toMatch(/23 Nov 2026/);
    expect(formatLogTime('not a time', 'en-MY')).toBe('—');
  });
});
