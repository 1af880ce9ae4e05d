import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { formatMonth, formatUtilisation, monthBars } from './reportFormat';
import { rangeParams, workbookUrl } from './reportQuery';

describe('report figures as shown', () => {
  it('shows utilisation to one decimal with a percent sign', () => {
    expect(formatUtilisation(67.7)).toBe('67.7%');
    expect(formatUtilisation(100)).toBe('100.0%');
    expect(formatUtilisation(0)).toBe('0.0%');
  });

  it('names a month short, in either language', async () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    await act(() => i18n.changeLanguage('ms'));
    expect(formatMonth('2026-08')).toBe('Ogo 2026');
    expect(formatMonth('not a month')).toBe('not a month');
  });

  it('turns the months into numbers for the bars', () => {
    expect(
      monthBars([
        {
          month: '2026-01',
          booked: '2400.50',
          collected: '2150.00',
          costs: '350.10',
          daysRented: 21,
          profit: '2050.40',
          utilisation: 67.7,
        },
      ]),
    ).toEqual([{ month: 'Jan 2026', booked: 2400.5, collected: 2150, costs: 350.1 }]);
  });
});

describe('report queries', () => {
  it('leaves an empty end out, so the server chooses it', () => {
    expect(rangeParams({ from: '', to: '' })).toEqual({});
    expect(rangeParams({ from: '2026-01-01', to: '' })).toEqual({ from: '2026-01-01' });
  });

  it('asks for the workbook of the range on screen', () => {
    expect(workbookUrl('vehicles', { from: '2026-01-01', to: '2026-06-30' })).toBe(
      '/api/staff/reports/vehicles.xlsx?from=2026-01-01&to=2026-06-30',
    );
    expect(workbookUrl('summonses', { from: '', to: '' })).toBe('/api/staff/reports/summonses.xlsx');
  });
});
