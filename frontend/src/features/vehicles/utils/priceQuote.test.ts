import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { describeQuote, quoteRental, quoteTaxLine } from './priceQuote';

const myvi = { dailyRate: '120.00', deposit: '200.00' };

describe('quoteRental', () => {
  it('is days x daily rate + deposit', () => {
    expect(quoteRental(myvi, { startDate: '2026-12-01', endDate: '2026-12-04' })).toEqual({
      days: 3,
      dailyRate: '120.00',
      deposit: '200.00',
      subtotal: '560.00',
      tax: null,
      total: '560.00',
    });
  });

  it('charges a same-day rental as one day', () => {
    expect(quoteRental(myvi, { startDate: '2026-12-01', endDate: '2026-12-01' })?.total).toBe('320.00');
  });

  it('counts across month and year ends', () => {
    expect(quoteRental(myvi, { startDate: '2026-01-30', endDate: '2026-02-02' })?.days).toBe(3);
    expect(quoteRental(myvi, { startDate: '2026-12-30', endDate: '2027-01-02' })?.total).toBe('560.00');
  });

  it('adds in sen, so cents never pick up floating-point dust', () => {
    // 3 x 4.35 is 13.049999999999999 in floating point.
    expect(quoteRental({ dailyRate: '4.35', deposit: '0.10' }, { startDate: '2026-05-01', endDate: '2026-05-04' })?.total).toBe('13.15');
    expect(quoteRental({ dailyRate: '19.99', deposit: '0.01' }, { startDate: '2026-05-01', endDate: '2026-05-31' })?.total).toBe('599.71');
  });

  it('has no quote until the range is complete and in order', () => {
    expect(quoteRental(myvi, { startDate: '2026-12-01', endDate: '' })).toBeNull();
    expect(quoteRental(myvi, { startDate: '2026-12-04', endDate: '2026-12-01' })).toBeNull();
    expect(quoteRental({ dailyRate: 'n/a', deposit: '200.00' }, { startDate: '2026-12-01', endDate: '2026-12-02' })).toBeNull();
  });
});

describe('describeQuote', () => {
  it('spells the sum out', () => {
    const quote = quoteRental(myvi, { startDate: '2026-12-01', endDate: '2026-12-04' });
    expect(quote && describeQuote(quote)).toBe('3 days x RM 120.00 + RM 200.00 deposit = RM 560.00');
  });

  it('says "1 day" and groups thousands', () => {
    const quote = quoteRental({ dailyRate: '1450.00', deposit: '2000.00' }, { startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(quote && describeQuote(quote)).toBe('1 day x RM 1,450.00 + RM 2,000.00 deposit = RM 3,450.00');
  });
});

describe('quoteRental with service tax', () => {
  const threeDays = { startDate: '2026-12-01', endDate: '2026-12-04' };
  const inclusive = { registered: true, rateBasisPoints: 800, pricesInclude: true };
  const exclusive = { registered: true, rateBasisPoints: 800, pricesInclude: false };

  it('shows the tax the days contain when prices include it; the total is unchanged and the deposit untaxed', () => {
    // 360.00 of days contain 26.666... = 26.67, as the server rounds it.
    const quote = quoteRental(myvi, threeDays, inclusive);
    expect(quote).toMatchObject({ subtotal: '560.00', tax: { ratePercent: '8', amount: '26.67', included: true }, total: '560.00' });
    expect(quote && quoteTaxLine(quote)).toBe('incl. SST 8%: RM 26.67');
    expect(quote && describeQuote(quote)).toBe('3 days x RM 120.00 + RM 200.00 deposit = RM 560.00');
  });

  it('adds the tax on the days to the total when prices exclude it', () => {
    const quote = quoteRental(myvi, threeDays, exclusive);
    expect(quote).toMatchObject({ subtotal: '560.00', tax: { ratePercent: '8', amount: '28.80', included: false }, total: '588.80' });
    expect(quote && quoteTaxLine(quote)).toBe('SST 8%: RM 28.80');
    expect(quote && describeQuote(quote)).toBe('3 days x RM 120.00 + RM 200.00 deposit = RM 560.00');
  });

  it('rounds half a sen away from zero, as the server does', () => {
    // 1.00 a day at 6.5% on top is 6.5 sen: 7.
    const quote = quoteRental(
      { dailyRate: '1.00', deposit: '0.00' },
      { startDate: '2026-12-01', endDate: '2026-12-02' },
      {
        registered: true,
        rateBasisPoints: 650,
        pricesInclude: false,
      },
    );
    expect(quote).toMatchObject({ tax: { ratePercent: '6.5', amount: '0.07' }, total: '1.07' });
  });

  it('shows no tax when the business is not registered', () => {
    const quote = quoteRental(myvi, threeDays, { registered: false, rateBasisPoints: 0, pricesInclude: true });
    expect(quote).toMatchObject({ tax: null, total: '560.00' });
    expect(quote && quoteTaxLine(quote)).toBeNull();
  });

  it('says it in Malay', async () => {
    await i18n.changeLanguage('ms');
    const quote = quoteRental(myvi, threeDays, inclusive);
    expect(quote && quoteTaxLine(quote)).toBe('termasuk SST 8%: RM 26.67');
    await i18n.changeLanguage('en');
  });
});
