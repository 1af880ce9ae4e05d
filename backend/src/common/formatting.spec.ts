import { formatCalendarDate, formatRinggit } from './formatting';

describe('formatting', () => {
  it('writes amounts as ringgit with thousands separators and two places', () => {
    expect(formatRinggit('1234.5')).toBe('RM 1,234.50');
    expect(formatRinggit('0.00')).toBe('RM 0.00');
  });

  it('writes calendar dates the Malaysian way without shifting the day', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatCalendarDate('2027-01-31')).toBe('31 Jan 2027');
  });
});
