import { describe, expect, it, vi } from 'vitest';
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

  it('shows times as Kuala Lumpur dd/mm/yyyy HH:mm, whatever the browser’s time zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    try {
      // 10:05 UTC is 18:05 in Kuala Lumpur (UTC+8); 17:30 UTC is already the next day there.
      expect(formatLogTime('2026-11-22T10:05:00.000Z')).toBe('22/11/2026 18:05');
      expect(formatLogTime('2026-11-22T17:30:00.000Z')).toBe('23/11/2026 01:30');
      expect(formatLogTime('2026-11-22T16:00:00.000Z')).toBe('23/11/2026 00:00');
      expect(formatCreatedDate('2026-11-22T17:00:00.000Z')).toBe('23/11/2026');
      expect(formatLogTime('not a time')).toBe('—');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
