import { formatMalaysianDate, isCalendarDate, kualaLumpurWallClock, todayInKualaLumpur } from './calendar-date';

describe('calendar dates', () => {
  it('takes today in Kuala Lumpur, not in UTC', () => {
    // 20:30 UTC on 21 Nov is 04:30 on 22 Nov in Kuala Lumpur (UTC+8).
    expect(todayInKualaLumpur(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22');
    expect(todayInKualaLumpur(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
  });

  it('gives the Kuala Lumpur wall clock of an instant, for spreadsheet cells', () => {
    expect(kualaLumpurWallClock(new Date('2026-11-21T20:30:15.250Z')).toISOString()).toBe('2026-11-22T04:30:15.250Z');
    expect(kualaLumpurWallClock(new Date('2026-12-31T16:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('22/11/2026')).toBe(false);
  });

  it('formats as day/month/year', () => {
    expect(formatMalaysianDate('2026-11-02')).toBe('02/11/2026');
  });
});
