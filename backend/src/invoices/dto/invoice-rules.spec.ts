import {
  INVOICE_DATE_FORMAT_MESSAGE,
  INVOICE_DATE_RANGE_MESSAGE,
  INVOICE_DATE_REQUIRED_MESSAGE,
  invoiceDateProblem,
  oneYearAfter,
} from './invoice-rules';

describe('invoice date rule', () => {
  const today = '2026-11-22';

  it.each([undefined, null, '', '   ', 20261122, ['2026-11-22']])('says it is required for %p', (value) => {
    expect(invoiceDateProblem(value, today)).toBe(INVOICE_DATE_REQUIRED_MESSAGE);
  });

  it.each(['2026-02-30', '22/11/2026', '2026-11-22T00:00:00Z', '2026-1-5', ' 2026-11-22'])('refuses %j as not a calendar date', (value) => {
    expect(invoiceDateProblem(value, today)).toBe(INVOICE_DATE_FORMAT_MESSAGE);
  });

  it('takes 2000-01-01 up to the same day next year, nothing outside', () => {
    for (const ok of ['2000-01-01', '2026-11-22', '2027-11-22']) expect(invoiceDateProblem(ok, today)).toBeNull();
    for (const bad of ['1999-12-31', '2027-11-23', '9999-12-31']) expect(invoiceDateProblem(bad, today)).toBe(INVOICE_DATE_RANGE_MESSAGE);
  });

  it('moves 29 February to 28 February a year later', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2027-02-28')).toBe('2028-02-28');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
  });
});
