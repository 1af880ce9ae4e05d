import fc from 'fast-check';
import { cancellationFeeSen, CancellationPolicy, owedBackSen } from './cancellation-policy';
import { LedgerLine, ledgerTotals, MAX_ENTRY_SEN } from './rental-ledger';

const policy = (freeDays: number, feePercent: number): CancellationPolicy => ({ freeDays, feePercent });

describe('cancellation fee', () => {
  it('is free from the free days ahead of pickup, and the percentage of the charges inside them', () => {
    // RM 465.00 of days, cancellation free from 3 days ahead, 20% otherwise.
    expect(cancellationFeeSen(46_500, 10, policy(3, 20))).toBe(0);
    expect(cancellationFeeSen(46_500, 3, policy(3, 20))).toBe(0);
    expect(cancellationFeeSen(46_500, 2, policy(3, 20))).toBe(9_300);
    expect(cancellationFeeSen(46_500, 0, policy(3, 20))).toBe(9_300);
    // After the pickup day has passed the fee still applies.
    expect(cancellationFeeSen(46_500, -2, policy(3, 20))).toBe(9_300);
  });

  it('rounds half a sen up, and anything below half down', () => {
    // 15% of RM 123.45 = 1851.75 sen; 50% of 1 sen = 0.5 sen; 10% of 4 sen = 0.4 sen.
    expect(cancellationFeeSen(12_345, 1, policy(3, 15))).toBe(1_852);
    expect(cancellationFeeSen(1, 1, policy(3, 50))).toBe(1);
    expect(cancellationFeeSen(4, 1, policy(3, 10))).toBe(0);
    expect(cancellationFeeSen(5, 1, policy(3, 10))).toBe(1);
  });

  it('charges nothing on a rental whose discount covers its days, at 0%, or when cancelling is always free', () => {
    expect(cancellationFeeSen(-2_000, 0, policy(3, 20))).toBe(0);
    expect(cancellationFeeSen(46_500, 0, policy(3, 0))).toBe(0);
    expect(cancellationFeeSen(46_500, -30, policy(-400, 20))).toBe(0);
    expect(cancellationFeeSen(46_500, 0, policy(3, 100))).toBe(46_500);
  });

  it('refuses amounts that are not whole sen and percentages outside 0 to 100', () => {
    expect(() => cancellationFeeSen(10.5, 0, policy(3, 20))).toThrow(RangeError);
    expect(() => cancellationFeeSen(100, 0.5, policy(3, 20))).toThrow(RangeError);
    expect(() => cancellationFeeSen(100, 0, policy(3, 101))).toThrow(RangeError);
    expect(() => cancellationFeeSen(100, 0, policy(3, -1))).toThrow(RangeError);
    expect(() => cancellationFeeSen(100, 0, policy(3, 12.5))).toThrow(RangeError);
  });
});

describe('cancellation fee (property tests)', () => {
  const charges = fc.integer({ min: -MAX_ENTRY_SEN, max: MAX_ENTRY_SEN });
  const days = fc.integer({ min: -400, max: 400 });
  const policies = fc.record({ freeDays: fc.integer({ min: 0, max: 60 }), feePercent: fc.integer({ min: 0, max: 100 }) });

  it('is whole sen between nothing and the charges, the exact share within half a sen', () => {
    fc.assert(
      fc.property(charges, days, policies, (chargesSen, daysBefore, rule) => {
        const fee = cancellationFeeSen(chargesSen, daysBefore, rule);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(Math.max(0, chargesSen));
        if (daysBefore >= rule.freeDays) {
          expect(fee).toBe(0);
          return;
        }
        // Half up: the fee in hundredths of a sen is within (-50, +50] of the exact share.
        const difference = fee * 100 - Math.max(0, chargesSen) * rule.feePercent;
        expect(difference).toBeGreaterThan(-50);
        expect(difference).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('never falls when the charges or the percentage grow, nor when the cancellation comes later', () => {
    fc.assert(
      fc.property(fc.nat({ max: MAX_ENTRY_SEN }), fc.nat({ max: MAX_ENTRY_SEN }), days, policies, (a, b, daysBefore, rule) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(cancellationFeeSen(low, daysBefore, rule)).toBeLessThanOrEqual(cancellationFeeSen(high, daysBefore, rule));
        const higherRate = { ...rule, feePercent: Math.min(100, rule.feePercent + 1) };
        expect(cancellationFeeSen(high, daysBefore, rule)).toBeLessThanOrEqual(cancellationFeeSen(high, daysBefore, higherRate));
        expect(cancellationFeeSen(high, daysBefore, rule)).toBeLessThanOrEqual(cancellationFeeSen(high, daysBefore - 1, rule));
      }),
    );
  });

  it('leaves the account owing the customer exactly what they paid less the fee once the booking is taken off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 * 99_999 }),
        fc.nat({ max: 50_000 }),
        fc.nat({ max: 500_000 }),
        fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 5 }),
        days,
        policies,
        (daysSen, discountSen, depositSen, payments, daysBefore, rule) => {
          const discount = Math.min(discountSen, daysSen);
          const booking: LedgerLine[] = [
            { kind: 'charge', category: 'rental_days', amountSen: daysSen },
            ...(discount > 0 ? [{ kind: 'charge' as const, category: 'discount' as const, amountSen: -discount }] : []),
            ...(depositSen > 0 ? [{ kind: 'deposit' as const, amountSen: depositSen }] : []),
          ];
          const paid: LedgerLine[] = payments.map((amountSen) => ({ kind: 'payment', amountSen }));
          const fee = cancellationFeeSen(daysSen - discount, daysBefore, rule);
          const reversals = booking.map((line) => ({ ...line, amountSen: -line.amountSen }));
          const feeLine: LedgerLine[] = fee > 0 ? [{ kind: 'charge', category: 'cancellation_fee', amountSen: fee }] : [];
          const after = ledgerTotals([...booking, ...paid, ...reversals, ...feeLine]);
          const paidSen = payments.reduce((sum, amount) => sum + amount, 0);
          expect(after.balanceDueSen).toBe(fee - paidSen);
          expect(owedBackSen(after.balanceDueSen)).toBe(Math.max(0, paidSen - fee));
          expect(after.depositSen).toBe(0);
        },
      ),
    );
  });
});
