import { addDays, daysBetween, monthBounds } from './date-math';

describe('date math', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts the calendar days between two dates, backwards too, across months and leap days', () => {
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-01', '2026-12-01')).toBe(0);
    expect(daysBetween('2026-12-03', '2026-12-01')).toBe(-2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    for (const days of [-400, -1, 0, 1, 59, 366]) expect(daysBetween('2027-03-15', addDays('2027-03-15', days))).toBe(days);
  });

  it('knows the first and last day of a month', () => {
    expect(monthBounds('2026-11-22')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthBounds('2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });
});
