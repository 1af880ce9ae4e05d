import { flatBasis } from '../bookings/pricing';
import { addDays } from '../common/dates/date-math';
import { fromSen, toSen } from '../common/money/money';
import { ledgerTotals } from '../ledger/rental-ledger';
import { priceRental } from '../pricing/rental-price';
import {
  earnsLoyalty,
  isCustomerForAYear,
  nextTierAfter,
  onTimeBonus,
  rentalBadgesAbove,
  tierDiscountChoice,
  tierFor,
  TierRule,
  tierProgress,
} from './loyalty-rules';

const TIERS: TierRule[] = [
  { id: 3, tierName: 'Gold', minPoints: 1500, maxPoints: 4999, discountPercentage: '10.00' },
  { id: 1, tierName: 'Bronze', minPoints: 0, maxPoints: 499, discountPercentage: '0.00' },
  { id: 4, tierName: 'Platinum', minPoints: 5000, maxPoints: null, discountPercentage: '15.00' },
  { id: 2, tierName: 'Silver', minPoints: 500, maxPoints: 1499, discountPercentage: '5.00' },
];

describe('loyalty rules', () => {
  it('puts 499 points in Bronze and 500 in Silver, whatever order the tiers come in', () => {
    expect(tierFor(499, TIERS).tierName).toBe('Bronze');
    expect(tierFor(500, TIERS).tierName).toBe('Silver');
    expect(tierFor(1_000_000, TIERS).tierName).toBe('Platinum');
    expect(tierFor(10, []).tierName).toBe('Bronze');
  });

  it('measures the way to the next tier, and is done at the top', () => {
    const silver = tierFor(500, TIERS);
    expect(nextTierAfter(silver, TIERS)?.tierName).toBe('Gold');
    expect(tierProgress(1000, silver, nextTierAfter(silver, TIERS))).toEqual({ pointsToNextTier: 500, progressPercent: 50 });
    expect(tierProgress(499, tierFor(499, TIERS), TIERS[3])).toEqual({ pointsToNextTier: 1, progressPercent: 99 });
    const platinum = tierFor(6000, TIERS);
    expect(tierProgress(6000, platinum, nextTierAfter(platinum, TIERS))).toEqual({ pointsToNextTier: null, progressPercent: 100 });
  });

  it('rounds the tier discount half up to the sen, on the days as the price function charges them', () => {
    const discount = (dailyRate: string, days: number, percent: string) =>
      fromSen(
        priceRental({
          ...flatBasis({
            vehicleId: 1,
            category: 'sedan',
            dailySen: toSen(dailyRate),
            depositSen: 0,
            startDate: '2027-01-04',
            endDate: addDays('2027-01-04', days),
          }),
          discount: tierDiscountChoice({ ...TIERS[0], discountPercentage: percent }),
          serviceTax: null,
        }).discountSen,
      );
    expect(discount('100.00', 3, '5.00')).toBe('15.00');
    expect(discount('99.90', 1, '5.00')).toBe('5.00'); // 4.995 -> 5.00
    expect(discount('99.70', 1, '5.00')).toBe('4.99'); // 4.985 -> 4.99
    expect(discount('120.00', 2, '0.00')).toBe('0.00');
  });

  it('counts a year from the day the customer joined', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isCustomerForAYear(new Date('2025-11-22T10:00:00Z'), now)).toBe(true);
    expect(isCustomerForAYear(new Date('2025-11-22T10:00:01Z'), now)).toBe(false);
  });

  it('lets a rental earn only when it cost something and its account owes nothing, to the sen', () => {
    const account = (chargesSen: number, depositSen: number, paidSen: number) =>
      ledgerTotals([
        { kind: 'charge', amountSen: chargesSen },
        { kind: 'deposit', amountSen: depositSen },
        { kind: 'payment', amountSen: paidSen },
      ]);
    expect(earnsLoyalty(account(0, 0, 0))).toBe(false);
    expect(earnsLoyalty(account(0, 0, 5_000))).toBe(false);
    expect(earnsLoyalty(account(8_050, 2_000, 10_049))).toBe(false);
    expect(earnsLoyalty(account(8_050, 2_000, 10_050))).toBe(true);
    expect(earnsLoyalty(account(30, 0, 30))).toBe(true);
    expect(earnsLoyalty(account(10_000, 0, 15_000))).toBe(true);
  });

  it('gives the on-time bonus up to and on the end date only', () => {
    expect(onTimeBonus('2026-11-20', '2026-11-20')).toBe(50);
    expect(onTimeBonus('2026-11-18', '2026-11-20')).toBe(50);
    expect(onTimeBonus('2026-11-21', '2026-11-20')).toBe(0);
  });

  it('names the rental badges a smaller count no longer reaches', () => {
    expect(rentalBadgesAbove(0)).toEqual(['first_rental', 'five_rentals', 'ten_rentals']);
    expect(rentalBadgesAbove(4)).toEqual(['five_rentals', 'ten_rentals']);
    expect(rentalBadgesAbove(9)).toEqual(['ten_rentals']);
    expect(rentalBadgesAbove(10)).toEqual([]);
  });
});
