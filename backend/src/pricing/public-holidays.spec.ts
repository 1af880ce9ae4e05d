import { MALAYSIAN_STATES, malaysianHolidays } from './public-holidays';

describe("Malaysia's public holidays for the season calendar", () => {
  it('lists the national holidays of a year in both languages, a multi-day holiday and its substitute day as one span', () => {
    const spans = malaysianHolidays('2027-01-01', '2027-12-31', null);
    const byStart = new Map(spans.map((span) => [span.startDate, span]));
    expect(byStart.get('2027-02-06')).toMatchObject({ nameEn: 'Chinese New Year', nameMs: 'Tahun Baru Cina', endDate: '2027-02-08' });
    expect(byStart.get('2027-03-09')).toMatchObject({ nameMs: 'Hari Raya Aidil Fitri', endDate: '2027-03-10' });
    expect(byStart.get('2027-10-28')).toMatchObject({ nameEn: 'Deepavali', endDate: '2027-10-28' });
    expect(byStart.get('2027-08-31')).toMatchObject({ nameMs: 'Hari Kebangsaan' });
    // A state holiday appears only with its state.
    expect(spans.some((span) => span.nameEn.includes('Selangor'))).toBe(false);
    expect(malaysianHolidays('2027-01-01', '2027-12-31', '10').some((span) => span.nameEn.includes('Selangor'))).toBe(true);
    expect(MALAYSIAN_STATES['10']).toBe('Selangor');
  });

  it('keeps to the days asked for, across a new year', () => {
    const spans = malaysianHolidays('2026-12-20', '2027-01-05', null);
    expect(spans.map((span) => span.startDate)).toEqual(['2026-12-25', '2027-01-01']);
    expect(spans.every((span) => span.key === `${span.startDate}|${span.nameEn}`)).toBe(true);
  });
});
