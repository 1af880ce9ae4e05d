import { calendarRangeProblem, RANGE_REVERSED_MESSAGE, RANGE_TOO_LONG_MESSAGE } from './calendar-range';

describe('calendarRangeProblem', () => {
  it('accepts a single day and a 6-week month grid', () => {
    expect(calendarRangeProblem('2026-12-01', '2026-12-01')).toBeNull();
    expect(calendarRangeProblem('2026-11-29', '2027-01-09')).toBeNull();
  });

  it('accepts to exactly 62 days after from, across a year end and a leap day', () => {
    expect(calendarRangeProblem('2026-12-01', '2027-02-01')).toBeNull();
    expect(calendarRangeProblem('2028-01-15', '2028-03-17')).toBeNull();
  });

  it('refuses 63 days apart', () => {
    expect(calendarRangeProblem('2026-12-01', '2027-02-02')).toBe(RANGE_TOO_LONG_MESSAGE);
    expect(calendarRangeProblem('2028-01-15', '2028-03-18')).toBe(RANGE_TOO_LONG_MESSAGE);
  });

  it('refuses to before from', () => {
    expect(calendarRangeProblem('2026-12-02', '2026-12-01')).toBe(RANGE_REVERSED_MESSAGE);
  });
});
