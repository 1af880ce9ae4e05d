import { describe, expect, it } from 'vitest';
import { describeQuote, quoteRental } from './priceQuote';

const myvi = { dailyRate: '120.00', deposit: '200.00' };

describe('quoteRental', () => {
  it('is days x daily rate + deposit', () => {
    expect(quoteRental(myvi, { startDate: '2026-12-01', endDate: '2026-12-04' })).toEqual({
      days: 3,
      dailyRate: '120.00',
      deposit: '200.00',
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
