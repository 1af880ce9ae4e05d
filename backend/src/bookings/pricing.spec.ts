import fc from 'fast-check';
import { fromSen, toSen } from '../common/money/money';
import { bookingEntries } from '../ledger/rental-account';
import { postedTaxSen } from '../ledger/service-tax';
import { extendedGrandTotal, grandTotal, rentalDays } from './pricing';

const EXCLUSIVE = { rateBasisPoints: 800, pricesIncludeTax: false };
const INCLUSIVE = { rateBasisPoints: 800, pricesIncludeTax: true };

describe('rental pricing', () => {
  it('counts days between pickup and return, at least one', () => {
    expect(rentalDays('2026-12-01', '2026-12-04')).toBe(3);
    expect(rentalDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDays('2026-12-31', '2027-01-02')).toBe(2);
    expect(rentalDays('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('prices in sen without floating-point drift', () => {
    expect(grandTotal({ rentalPerDay: '120.00', totalDays: 3, deposit: '200.00' })).toBe('560.00');
    expect(grandTotal({ rentalPerDay: '33.33', totalDays: 3, deposit: '0.01', discount: '10.00' })).toBe('90.00');
    expect(grandTotal({ rentalPerDay: '0.10', totalDays: 3, deposit: '0.20' })).toBe('0.50');
  });

  it('adds SST charged on top to the days and takes the discount’s share off, never on the deposit', () => {
    // 450.00 x 8% = 36.00; the 20.00 discount takes 1.60 off.
    expect(grandTotal({ rentalPerDay: '150.00', totalDays: 3, deposit: '200.00', discount: '20.00' }, EXCLUSIVE)).toBe('664.40');
    // Prices that include the tax, or no registration, leave the total as priced.
    expect(grandTotal({ rentalPerDay: '150.00', totalDays: 3, deposit: '200.00', discount: '20.00' }, INCLUSIVE)).toBe('630.00');
    expect(grandTotal({ rentalPerDay: '0.00', totalDays: 3, deposit: '200.00' }, EXCLUSIVE)).toBe('200.00');
    // An extension is taxed as its own line: 155.00 + 12.40.
    expect(extendedGrandTotal('702.20', 15_500, EXCLUSIVE)).toBe('869.60');
    expect(extendedGrandTotal('665.00', 15_500, INCLUSIVE)).toBe('820.00');
  });

  it('agrees to the sen with what the booking posts on the account, the tax included', () => {
    const amount = fc.integer({ min: 0, max: 99_999_99 }).map(fromSen);
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: 1, max: 365 }),
        amount,
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (rate, days, deposit, discountPercent, exclusive) => {
          const discount = fromSen(Math.floor((toSen(rate) * days * discountPercent) / 100));
          const policy = exclusive ? EXCLUSIVE : INCLUSIVE;
          const posted = bookingEntries({ id: 1, rentalPerDay: rate, totalDays: days, discount, deposit }).reduce(
            (sum, entry) =>
              sum +
              entry.amountSen +
              postedTaxSen({ kind: entry.kind, category: entry.category ?? null, amountSen: entry.amountSen }, policy),
            0,
          );
          expect(toSen(grandTotal({ rentalPerDay: rate, totalDays: days, deposit, discount }, policy))).toBe(posted);
        },
      ),
    );
  });
});
