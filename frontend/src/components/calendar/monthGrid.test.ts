import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { dayLabel, monthTitle, monthWeeks, weekdayLabels } from './monthGrid';

describe('monthWeeks', () => {
  it('starts weeks on Sunday and pads outside the month with null', () => {
    // 1 March 2026 is a Sunday; March has 31 days.
    const weeks = monthWeeks('2026-03-15');
    expect(weeks[0][0]).toBe('2026-03-01');
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
  });

  it('handles a month starting on Saturday and a leap February', () => {
    // 1 August 2026 is a Saturday.
    const august = monthWeeks('2026-08-01');
    expect(august[0]).toEqual([null, null, null, null, null, null, '2026-08-01']);
    expect(august).toHaveLength(6);
    const february = monthWeeks('2028-02-10').flat().filter(Boolean);
    expect(february).toHaveLength(29);
  });

  it('titles the month in en-MY', () => {
    expect(monthTitle('2026-03-15')).toBe('March 2026');
    expect(weekdayLabels()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('names months and days in ms-MY when the reader chose Bahasa Malaysia', async () => {
    await i18n.changeLanguage('ms');
    expect(monthTitle('2026-03-15')).toBe('Mac 2026');
    expect(dayLabel('2026-03-07')).toBe('Sabtu, 7 Mac 2026');
    expect(weekdayLabels()).toEqual(['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab']);
  });
});
