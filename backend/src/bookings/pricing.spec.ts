import fc from 'fast-check';
import { addDays } from '../common/dates/date-math';
import { bookingEntries } from '../ledger/rental-account';
import { postedTaxSen, ServiceTaxPolicy } from '../ledger/service-tax';
import { priceRental, type AddOnChoice, type DiscountChoice } from '../pricing/rental-price';
import { bookingCharges, flatBasis, rentalDays, withAddedTaxSen } from './pricing';

const EXCLUSIVE = { rateBasisPoints: 800, pricesIncludeTax: false };
const INCLUSIVE = { rateBasisPoints: 800, pricesIncludeTax: true };

const basis = (dailySen: number, days: number, depositSen: number) =>
  flatBasis({ vehicleId: 1, category: 'sedan', dailySen, depositSen, startDate: '2027-03-01', endDate: addDays('2027-03-01', days) });

describe('a booking’s charges', () => {
  it('counts days between pickup and return, at least one', () => {
    expect(rentalDays('2026-12-01', '2026-12-04')).toBe(3);
    expect(rentalDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDays('2026-12-31', '2027-01-02')).toBe(2);
    expect(rentalDays('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('posts the days, each add-on under its tax category, the delivery and the discount, never a line of nothing', () => {
    const seat: AddOnChoice = {
      addOnId: 4,
      name: { en: 'Child seat', ms: 'Kerusi kanak-kanak' },
      pricing: 'per_day',
      priceSen: 1_000,
      capSen: null,
      taxable: true,
      quantity: 2,
    };
    const cover = {
      ...seat,
      addOnId: 9,
      name: { en: 'CDW', ms: 'CDW' },
      pricing: 'per_rental' as const,
      priceSen: 5_000,
      taxable: false,
      quantity: 1,
    };
    const price = priceRental({
      ...basis(15_000, 3, 20_000),
      addOns: [seat, cover],
      delivery: { zoneId: 2, name: { en: 'Shah Alam', ms: 'Shah Alam' }, feeSen: 3_000 },
      discount: { kind: 'chosen', amountSen: 2_000 },
      serviceTax: null,
    });
    expect(bookingCharges(price).map(({ name: _name, ...charge }) => charge)).toEqual([
      { category: 'rental_days', amountSen: 45_000, key: 'days' },
      { category: 'add_on', amountSen: 6_000, key: 'add-on:4' },
      { category: 'add_on_untaxed', amountSen: 5_000, key: 'add-on:9' },
      { category: 'delivery', amountSen: 3_000, key: 'delivery' },
      { category: 'discount', amountSen: -2_000, key: 'discount' },
    ]);
    expect(bookingCharges(priceRental({ ...basis(0, 3, 0), discount: null, serviceTax: null }))).toEqual([]);
  });

  it('taxes an extension as its own line: 155.00 + 12.40 on top, nothing more when prices include the tax', () => {
    expect(withAddedTaxSen('extension', 15_500, EXCLUSIVE)).toBe(16_740);
    expect(withAddedTaxSen('extension', 15_500, INCLUSIVE)).toBe(15_500);
    expect(withAddedTaxSen('add_on_untaxed', 15_500, EXCLUSIVE)).toBe(15_500);
  });

  it('agrees to the sen with what the booking posts on the account, the tax included', () => {
    const sen = fc.integer({ min: 0, max: 99_999_99 });
    const addOn = fc.record({
      priceSen: fc.integer({ min: 0, max: 50_000 }),
      pricing: fc.constantFrom('per_day' as const, 'per_rental' as const),
      capSen: fc.option(fc.integer({ min: 0, max: 100_000 })),
      taxable: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.integer({ min: 1, max: 365 }),
        sen,
        fc.array(addOn, { maxLength: 4 }),
        fc.option(fc.integer({ min: 0, max: 50_000 })),
        fc.option(fc.oneof(fc.integer({ min: 0, max: 1_500 }), fc.integer({ min: 0, max: 10_000_000 }))),
        fc.constantFrom<ServiceTaxPolicy | null>(null, EXCLUSIVE, INCLUSIVE),
        (dailySen, days, depositSen, addOns, deliverySen, discountValue, policy) => {
          const discount: DiscountChoice | null =
            discountValue === null
              ? null
              : discountValue <= 1_500
                ? { kind: 'tier', tierName: 'Gold', basisPoints: discountValue }
                : { kind: 'chosen', amountSen: discountValue };
          const price = priceRental({
            ...basis(dailySen, days, depositSen),
            addOns: addOns.map((choice, index) => ({ ...choice, addOnId: index + 1, name: { en: `A${index}`, ms: `A${index}` } })),
            delivery: deliverySen === null ? null : { zoneId: 1, name: { en: 'Zone', ms: 'Zon' }, feeSen: deliverySen },
            discount,
            serviceTax: policy,
          });
          const posted = bookingEntries(1, price).reduce(
            (sum, entry) =>
              sum +
              entry.amountSen +
              postedTaxSen({ kind: entry.kind, category: entry.category ?? null, amountSen: entry.amountSen }, policy),
            0,
          );
          expect(posted).toBe(price.totalSen);
        },
      ),
    );
  });
});
