import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, rentalDays, todayInKualaLumpur } from './calendarDate';

describe('rentalDays (return - pickup, rounded up, at least 1)', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 1], // same day counts as one day
    ['2026-03-10', '2026-03-11', 1],
    ['2026-03-10', '2026-03-13', 3],
    ['2026-01-30', '2026-02-02', 3], // month boundary
    ['2026-04-29', '2026-05-01', 2], // 30-day month
    ['2025-12-30', '2026-01-02', 3], // year boundary
    ['2024-02-28', '2024-03-01', 2], // leap year: 29 February exists
    ['2026-02-28', '2026-03-01', 1], // not a leap year
    ['2026-01-01', '2026-12-31', 364],
  ])('%s to %s is %i day(s)', (start, end, days) => {
    expect(rentalDays(start, end)).toBe(days);
  });

  it('does not drift across the Malaysian-time midnight or DST-style offsets', () => {
    // The same dates always give the same count: the strings are read as UTC calendar days.
    expect(rentalDays('2026-03-08', '2026-03-09')).toBe(1);
    expect(rentalDays('2026-10-31', '2026-11-02')).toBe(2);
  });

  it.each([
    ['2026-03-11', '2026-03-10'],
    ['', '2026-03-10'],
    ['2026-02-30', '2026-03-02'],
    ['10/03/2026', '11/03/2026'],
  ])('has no count for %j to %j', (start, end) => {
    expect(rentalDays(start, end)).toBeNull();
  });
});

describe('todayInKualaLumpur', () => {
  it('is the date in Kuala Lumpur (UTC+8), not in UTC', () => {
    expect(todayInKualaLumpur(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
    expect(todayInKualaLumpur(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(todayInKualaLumpur(new Date('2026-12-31T20:30:00Z'))).toBe('2027-01-01');
  });
});

describe('addDays / isCalendarDate', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
});
