import fc from 'fast-check';
import { addDays } from '../common/dates/date-math';
import { fromSen } from '../common/money/money';
import {
  DEFAULT_WEEKEND_DAYS,
  priceRental,
  type AddOnChoice,
  type DaysLine,
  type PriceInput,
  type PriceLine,
  type RatePlan,
  type SeasonRule,
} from './rental-price';

const EXCLUSIVE = { rateBasisPoints: 800, pricesIncludeTax: false };
const INCLUSIVE = { rateBasisPoints: 800, pricesIncludeTax: true };
const FLAT: RatePlan = { dailySen: 15_000, weekendSen: null, weeklySen: null, monthlySen: null };

function input(overrides: Partial<PriceInput> & { plan?: RatePlan } = {}): PriceInput {
  const { plan = FLAT, ...rest } = overrides;
  return {
    vehicle: { id: 1, category: 'Sedan', plan, depositSen: 20_000 },
    startDate: '2027-03-01',
    endDate: '2027-03-04',
    weekendDays: DEFAULT_WEEKEND_DAYS,
    seasons: [],
    addOns: [],
    delivery: null,
    discount: null,
    serviceTax: null,
    ...rest,
  };
}

function season(overrides: Partial<SeasonRule>): SeasonRule {
  return {
    id: 1,
    name: { en: 'Hari Raya', ms: 'Hari Raya' },
    startDate: '2027-03-09',
    endDate: '2027-03-12',
    adjustment: { kind: 'percent', percent: 40 },
    minDays: 1,
    reach: 'all',
    category: null,
    vehicleId: null,
    ...overrides,
  };
}

const CHILD_SEAT: AddOnChoice = {
  addOnId: 7,
  name: { en: 'Child seat', ms: 'Kerusi kanak-kanak' },
  pricing: 'per_day',
  priceSen: 1_000,
  capSen: 5_000,
  taxable: true,
  quantity: 1,
};

/** What the lines add up to: deductions taken off, everything else added. */
function sumOfLines(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + (line.kind === 'discount' ? -line.amountSen : line.amountSen), 0);
}

const dayLines = (lines: readonly PriceLine[]) => lines.filter((line): line is DaysLine => line.kind === 'days');

describe('the price of a rental', () => {
  it('prices a plain rental as the flat rate always did, to the sen, with and without service tax', () => {
    // RM 150 x 3 - RM 20 + RM 200 deposit; on top, 8% of 450.00 less 8% of the 20.00 discount.
    const expected = [
      [null, '630.00'],
      [EXCLUSIVE, '664.40'],
      [INCLUSIVE, '630.00'],
    ] as const;
    for (const [serviceTax, total] of expected) {
      const price = priceRental(input({ serviceTax, discount: { kind: 'chosen', amountSen: 2_000 } }));
      expect(fromSen(price.totalSen)).toBe(total);
    }
    const price = priceRental(input({ serviceTax: EXCLUSIVE }));
    expect(price.lines).toEqual([
      { kind: 'days', rate: 'daily', season: null, days: 3, unitSen: 15_000, amountSen: 45_000 },
      { kind: 'tax', basisPoints: 800, amountSen: 3_600 },
      { kind: 'deposit', amountSen: 20_000 },
    ]);
  });

  it('charges the weekend rate on the business’s weekend days only', () => {
    // Thursday 4 March 2027 to Monday 8 March: Thursday, then Friday to Sunday.
    const plan = { ...FLAT, weekendSen: 18_000 };
    const price = priceRental(input({ plan, startDate: '2027-03-04', endDate: '2027-03-08' }));
    expect(dayLines(price.lines).map(({ rate, days, unitSen }) => ({ rate, days, unitSen }))).toEqual([
      { rate: 'daily', days: 1, unitSen: 15_000 },
      { rate: 'weekend', days: 3, unitSen: 18_000 },
    ]);
    // Where the weekend is Friday and Saturday, Sunday is a working day.
    const friSat = priceRental(input({ plan, startDate: '2027-03-04', endDate: '2027-03-08', weekendDays: [5, 6] }));
    expect(dayLines(friSat.lines).map(({ rate, days }) => [rate, days])).toEqual([
      ['daily', 2],
      ['weekend', 2],
    ]);
  });

  it('moves or replaces a day’s rate in a season, starting and ending on the exact days', () => {
    const raya = season({ startDate: '2027-03-09', endDate: '2027-03-10' });
    // 8 to 12 March: the 8th, then the 9th and 10th in the season (+40%), then the 11th.
    const price = priceRental(input({ startDate: '2027-03-08', endDate: '2027-03-12', seasons: [raya] }));
    expect(dayLines(price.lines).map(({ days, unitSen, season: part }) => [days, unitSen, part?.percent ?? null])).toEqual([
      [2, 15_000, null],
      [2, 21_000, 40],
    ]);
    const fixed = priceRental(
      input({ startDate: '2027-03-08', endDate: '2027-03-12', seasons: [{ ...raya, adjustment: { kind: 'rate', rateSen: 25_000 } }] }),
    );
    expect(fixed.daysSen).toBe(2 * 15_000 + 2 * 25_000);
  });

  it('lets the most specific season win where seasons overlap: one car, then a category, then the fleet', () => {
    const fleet = season({ id: 1, reach: 'all', adjustment: { kind: 'percent', percent: 10 } });
    const sedans = season({ id: 2, reach: 'category', category: 'Sedan', adjustment: { kind: 'percent', percent: 20 } });
    const thisCar = season({ id: 3, reach: 'vehicle', vehicleId: 1, adjustment: { kind: 'percent', percent: 30 } });
    const otherCar = season({ id: 4, reach: 'vehicle', vehicleId: 2, adjustment: { kind: 'percent', percent: 90 } });
    const dates = { startDate: '2027-03-09', endDate: '2027-03-10' };
    expect(priceRental(input({ ...dates, seasons: [fleet] })).daysSen).toBe(16_500);
    expect(priceRental(input({ ...dates, seasons: [thisCar, fleet, sedans] })).daysSen).toBe(19_500);
    expect(priceRental(input({ ...dates, seasons: [fleet, sedans, otherCar] })).daysSen).toBe(18_000);
    // Of two of the same reach, the one that starts later.
    const later = season({ id: 5, startDate: '2027-03-10', adjustment: { kind: 'percent', percent: 50 } });
    expect(priceRental(input({ ...dates, seasons: [later, fleet] })).daysSen).toBe(16_500);
    expect(priceRental(input({ startDate: '2027-03-10', endDate: '2027-03-11', seasons: [later, fleet] })).daysSen).toBe(22_500);
  });

  it('prices every day at the tier the rental reaches, and never charges fewer days more than a week', () => {
    const plan = { ...FLAT, weekendSen: 18_000, weeklySen: 12_000, monthlySen: 9_000 };
    const week = priceRental(input({ plan, startDate: '2027-03-01', endDate: '2027-03-08' }));
    expect(dayLines(week.lines)).toEqual([{ kind: 'days', rate: 'weekly', season: null, days: 7, unitSen: 12_000, amountSen: 84_000 }]);
    const month = priceRental(input({ plan, startDate: '2027-03-01', endDate: '2027-03-29' }));
    expect(month.daysSen).toBe(28 * 9_000);
    // Six days at their own rates (4 x 150 + 2 x 180 = 960) cost more than the week (840).
    const sixDays = priceRental(input({ plan, startDate: '2027-03-01', endDate: '2027-03-07' }));
    expect(sixDays).toMatchObject({ totalDays: 6, chargedDays: 7, daysSen: 84_000 });
    // Four days cost less than the week: charged as they are.
    expect(priceRental(input({ plan, startDate: '2027-03-01', endDate: '2027-03-05' }))).toMatchObject({ chargedDays: 4, daysSen: 60_000 });
  });

  it('caps an add-on per unit, multiplies by quantity, and taxes only what is taxable', () => {
    const price = priceRental(
      input({
        startDate: '2027-03-01',
        endDate: '2027-03-08',
        serviceTax: EXCLUSIVE,
        addOns: [
          { ...CHILD_SEAT, quantity: 2 },
          {
            ...CHILD_SEAT,
            addOnId: 8,
            name: { en: 'Additional driver', ms: 'Pemandu tambahan' },
            pricing: 'per_rental',
            priceSen: 3_000,
            capSen: null,
            taxable: false,
          },
        ],
        delivery: { zoneId: 1, name: { en: 'Klang Valley', ms: 'Lembah Klang' }, feeSen: 4_000 },
      }),
    );
    const addOns = price.lines.filter((line) => line.kind === 'add_on');
    // 7 days x RM 10 is capped at RM 50 a seat.
    expect(addOns.map((line) => [line.amountSen, line.capped])).toEqual([
      [10_000, true],
      [3_000, false],
    ]);
    // Tax on the days (7 x 150 = 1050.00), the seats and the delivery; not on the driver.
    expect(price.addedTaxSen).toBe(8_400 + 800 + 320);
  });

  it('refuses nothing itself but says which season’s minimum the dates miss', () => {
    const raya = season({ minDays: 3 });
    expect(priceRental(input({ startDate: '2027-03-10', endDate: '2027-03-12', seasons: [raya] })).shortOfMinimum).toEqual({
      seasonId: 1,
      name: raya.name,
      minDays: 3,
    });
    expect(priceRental(input({ startDate: '2027-03-10', endDate: '2027-03-13', seasons: [raya] })).shortOfMinimum).toBeNull();
    // Dates that do not touch the season are not held to it.
    expect(priceRental(input({ startDate: '2027-03-13', endDate: '2027-03-14', seasons: [raya] })).shortOfMinimum).toBeNull();
  });

  describe('for any plan, seasons, add-ons, discount and tax', () => {
    const sen = (max: number) => fc.integer({ min: 0, max });
    const day = fc.integer({ min: 0, max: 400 }).map((offset) => addDays('2027-01-01', offset));
    const planArb: fc.Arbitrary<RatePlan> = fc.record({
      dailySen: fc.integer({ min: 1_000, max: 200_000 }),
      weekendSen: fc.option(fc.integer({ min: 1_000, max: 200_000 })),
      weeklySen: fc.option(fc.integer({ min: 1_000, max: 200_000 })),
      monthlySen: fc.option(fc.integer({ min: 1_000, max: 200_000 })),
    });
    const seasonArb: fc.Arbitrary<SeasonRule> = fc
      .record({
        id: fc.integer({ min: 1, max: 1_000 }),
        start: day,
        length: fc.integer({ min: 0, max: 40 }),
        adjustment: fc.oneof(
          fc.record({ kind: fc.constant('rate' as const), rateSen: sen(300_000) }),
          fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: -90, max: 500 }) }),
        ),
        minDays: fc.integer({ min: 1, max: 7 }),
        reach: fc.constantFrom('all' as const, 'category' as const, 'vehicle' as const),
      })
      .map(({ id, start, length, adjustment, minDays, reach }) => ({
        id,
        name: { en: `Season ${id}`, ms: `Musim ${id}` },
        startDate: start,
        endDate: addDays(start, length),
        adjustment,
        minDays,
        reach,
        category: reach === 'category' ? 'Sedan' : null,
        vehicleId: reach === 'vehicle' ? 1 : null,
      }));
    const addOnArb: fc.Arbitrary<AddOnChoice> = fc.record({
      addOnId: fc.integer({ min: 1, max: 50 }),
      name: fc.constant({ en: 'Extra', ms: 'Tambahan' }),
      pricing: fc.constantFrom('per_day' as const, 'per_rental' as const),
      priceSen: sen(50_000),
      capSen: fc.option(sen(200_000)),
      taxable: fc.boolean(),
      quantity: fc.integer({ min: 0, max: 5 }),
    });
    const inputArb = fc.record({
      plan: planArb,
      depositSen: sen(500_000),
      startDate: day,
      days: fc.integer({ min: 1, max: 90 }),
      seasons: fc.uniqueArray(seasonArb, { selector: (one) => one.id, maxLength: 4 }),
      addOns: fc.array(addOnArb, { maxLength: 3 }),
      deliverySen: fc.option(sen(30_000)),
      discount: fc.option(
        fc.oneof(
          fc.record({ kind: fc.constant('tier' as const), tierName: fc.constant('Gold'), basisPoints: fc.integer({ min: 0, max: 3_000 }) }),
          fc.record({ kind: fc.constant('chosen' as const), amountSen: sen(100_000) }),
        ),
      ),
      serviceTax: fc.constantFrom(null, EXCLUSIVE, INCLUSIVE),
      weekendDays: fc.constantFrom(DEFAULT_WEEKEND_DAYS, [5, 6] as const),
    });
    type Generated = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;
    const toInput = (arb: Generated, days = arb.days): PriceInput => ({
      vehicle: { id: 1, category: 'Sedan', plan: arb.plan, depositSen: arb.depositSen },
      startDate: arb.startDate,
      endDate: addDays(arb.startDate, days),
      weekendDays: arb.weekendDays,
      seasons: arb.seasons,
      addOns: arb.addOns,
      delivery: arb.deliverySen === null ? null : { zoneId: 1, name: { en: 'Zone', ms: 'Zon' }, feeSen: arb.deliverySen },
      discount: arb.discount,
      serviceTax: arb.serviceTax,
    });

    it('the total is the sum of its lines, and each subtotal the sum of its own lines', () => {
      fc.assert(
        fc.property(inputArb, (arb) => {
          const price = priceRental(toInput(arb));
          expect(sumOfLines(price.lines)).toBe(price.totalSen);
          expect(dayLines(price.lines).reduce((sum, line) => sum + line.amountSen, 0)).toBe(price.daysSen);
          expect(dayLines(price.lines).reduce((sum, line) => sum + line.days, 0)).toBe(price.chargedDays);
          for (const line of dayLines(price.lines)) expect(line.amountSen).toBe(line.days * line.unitSen);
        }),
      );
    });

    it('no line is negative, and whole sen throughout', () => {
      fc.assert(
        fc.property(inputArb, (arb) => {
          const price = priceRental(toInput(arb));
          for (const line of price.lines) {
            expect(line.amountSen).toBeGreaterThanOrEqual(0);
            expect(Number.isSafeInteger(line.amountSen)).toBe(true);
          }
          expect(price.discountSen).toBeLessThanOrEqual(price.daysSen);
        }),
      );
    });

    it('a day more never lowers the total', () => {
      fc.assert(
        fc.property(inputArb, (arb) => {
          const shorter = priceRental(toInput(arb));
          const longer = priceRental(toInput(arb, arb.days + 1));
          expect(longer.daysSen).toBeGreaterThanOrEqual(shorter.daysSen);
          expect(longer.totalSen).toBeGreaterThanOrEqual(shorter.totalSen);
        }),
      );
    });

    it('the same inputs give the same price, whatever order the seasons come in', () => {
      fc.assert(
        fc.property(inputArb, (arb) => {
          const once = priceRental(toInput(arb));
          expect(priceRental(toInput(arb))).toEqual(once);
          expect(priceRental({ ...toInput(arb), seasons: [...arb.seasons].reverse() }).totalSen).toBe(once.totalSen);
        }),
      );
    });

    it('a season starts and ends on its exact days', () => {
      fc.assert(
        fc.property(planArb, seasonArb, day, fc.integer({ min: 1, max: 60 }), (plan, one, startDate, days) => {
          const endDate = addDays(startDate, days);
          const price = priceRental(input({ plan, startDate, endDate, seasons: [one] }));
          const inSeason = dayLines(price.lines)
            .filter((line) => line.season !== null)
            .reduce((sum, line) => sum + line.days, 0);
          let expected = 0;
          for (let index = 0; index < price.chargedDays; index += 1) {
            const date = addDays(startDate, index);
            if (date >= one.startDate && date <= one.endDate) expected += 1;
          }
          expect(inSeason).toBe(expected);
        }),
      );
    });
  });

  it('prices a 90-day rental across three seasons in well under a millisecond of CPU', () => {
    const plan = { dailySen: 15_000, weekendSen: 18_000, weeklySen: 13_000, monthlySen: 11_000 };
    const seasons = [
      season({ id: 1, startDate: '2027-03-09', endDate: '2027-03-12' }),
      season({ id: 2, startDate: '2027-04-01', endDate: '2027-04-20', reach: 'category', category: 'Sedan' }),
      season({ id: 3, startDate: '2027-05-01', endDate: '2027-05-03', adjustment: { kind: 'rate', rateSen: 30_000 } }),
    ];
    const quote = input({ plan, seasons, startDate: '2027-03-01', endDate: '2027-05-30', addOns: [CHILD_SEAT], serviceTax: EXCLUSIVE });
    for (let warm = 0; warm < 200; warm += 1) priceRental(quote);
    const runs = 1_000;
    const started = process.cpuUsage();
    for (let run = 0; run < runs; run += 1) priceRental(quote);
    const used = process.cpuUsage(started);
    // Averaged over a thousand runs, so a busy machine's scheduling noise does not decide it.
    expect((used.user + used.system) / runs).toBeLessThan(1_000);
  });
});
