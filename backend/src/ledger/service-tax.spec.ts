import fc from 'fast-check';
import { CHARGE_CATEGORIES, LEDGER_ENTRY_KINDS, MAX_ENTRY_SEN } from './rental-ledger';
import {
  divideRounded,
  formatRatePercent,
  isTaxable,
  lineTaxSen,
  postedTaxSen,
  ServiceTaxPolicy,
  TAXABLE_CHARGE_CATEGORIES,
  TaxLineInput,
  taxLine,
  taxTotals,
} from './service-tax';

const policy: fc.Arbitrary<ServiceTaxPolicy> = fc.record({
  rateBasisPoints: fc.integer({ min: 0, max: 10000 }),
  pricesIncludeTax: fc.boolean(),
});
const inclusive = policy.map((p) => ({ ...p, pricesIncludeTax: true }));
const amount = fc.integer({ min: -MAX_ENTRY_SEN, max: MAX_ENTRY_SEN });
const line: fc.Arbitrary<TaxLineInput> = fc.record({
  kind: fc.constantFrom(...LEDGER_ENTRY_KINDS),
  category: fc.constantFrom<string | null>(...CHARGE_CATEGORIES, 'toward_deposit', null),
  amountSen: amount,
});
const EIGHT_PERCENT_INCLUSIVE: ServiceTaxPolicy = { rateBasisPoints: 800, pricesIncludeTax: true };
const EIGHT_PERCENT_EXCLUSIVE: ServiceTaxPolicy = { rateBasisPoints: 800, pricesIncludeTax: false };

describe('service tax', () => {
  it('taxes the use of the car, never costs passed on, fees, deposits or money moved', () => {
    for (const category of ['rental_days', 'discount', 'extension', 'extra_mileage', 'late_return', 'add_on'])
      expect(isTaxable('charge', category)).toBe(true);
    for (const category of ['fuel', 'cleaning', 'damage', 'summons', 'tolls', 'cancellation_fee', 'service_tax'])
      expect(isTaxable('charge', category)).toBe(false);
    for (const kind of ['deposit', 'payment', 'deposit_deduction', 'refund'] as const) {
      expect(isTaxable(kind, null)).toBe(false);
      expect(isTaxable(kind, 'rental_days')).toBe(false);
    }
    expect(TAXABLE_CHARGE_CATEGORIES).not.toContain('service_tax');
  });

  it('works known figures to the sen: 8% on RM 100 on top, and contained in RM 108 and RM 100', () => {
    expect(taxLine({ kind: 'charge', category: 'rental_days', amountSen: 10000 }, EIGHT_PERCENT_EXCLUSIVE)).toEqual({
      netSen: 10000,
      taxSen: 800,
      grossSen: 10800,
    });
    expect(taxLine({ kind: 'charge', category: 'rental_days', amountSen: 10800 }, EIGHT_PERCENT_INCLUSIVE)).toEqual({
      netSen: 10000,
      taxSen: 800,
      grossSen: 10800,
    });
    // 10000 x 800 / 10800 = 740.74...: rounds to 741.
    expect(lineTaxSen(10000, EIGHT_PERCENT_INCLUSIVE)).toBe(741);
    // 81 x 8% = 6.48 rounds down; 25 sen x 6% = 1.5 rounds up (and -1.5 to -2).
    expect(lineTaxSen(81, EIGHT_PERCENT_EXCLUSIVE)).toBe(6);
    expect(lineTaxSen(25, { rateBasisPoints: 600, pricesIncludeTax: false })).toBe(2);
    expect(lineTaxSen(-25, { rateBasisPoints: 600, pricesIncludeTax: false })).toBe(-2);
    // A discount mirrors the charge it offsets.
    expect(lineTaxSen(-10000, EIGHT_PERCENT_EXCLUSIVE)).toBe(-800);
    expect(formatRatePercent(800)).toBe('8');
    expect(formatRatePercent(650)).toBe('6.5');
    expect(formatRatePercent(825)).toBe('8.25');
  });

  it('rounds half away from zero exactly like the rational value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 20000 }), (numerator, denominator) => {
        const rounded = Number(divideRounded(BigInt(numerator), BigInt(denominator)));
        const exact = numerator / denominator;
        expect(Math.abs(rounded - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.sign(rounded) === Math.sign(numerator) || rounded === 0).toBe(true);
        expect(Number(divideRounded(BigInt(-numerator), BigInt(denominator)))).toBe(-rounded || 0);
      }),
    );
  });

  it('inclusive prices: net + tax = gross = the amount charged, to the sen', () => {
    fc.assert(
      fc.property(line, inclusive, (input, p) => {
        const taxed = taxLine(input, p);
        expect(taxed.grossSen).toBe(input.amountSen);
        expect(taxed.netSen + taxed.taxSen).toBe(taxed.grossSen);
        expect(Number.isSafeInteger(taxed.taxSen)).toBe(true);
      }),
    );
  });

  it('exclusive prices: the amount is the net and the tax comes on top', () => {
    fc.assert(
      fc.property(line, policy, (input, p) => {
        const exclusive = { ...p, pricesIncludeTax: false };
        const taxed = taxLine(input, exclusive);
        expect(taxed.netSen).toBe(input.amountSen);
        expect(taxed.grossSen).toBe(taxed.netSen + taxed.taxSen);
        expect(postedTaxSen(input, exclusive)).toBe(taxed.taxSen);
        expect(postedTaxSen(input, { ...p, pricesIncludeTax: true })).toBe(0);
      }),
    );
  });

  it('never taxes a positive line below zero nor above the rate, and never taxes what is not taxable', () => {
    fc.assert(
      fc.property(line, policy, (input, p) => {
        const taxed = taxLine(input, p);
        if (input.amountSen > 0) expect(taxed.taxSen).toBeGreaterThanOrEqual(0);
        if (input.amountSen > 0) expect(taxed.taxSen).toBeLessThanOrEqual(Math.ceil((input.amountSen * p.rateBasisPoints) / 10000));
        if (!isTaxable(input.kind, input.category))
          expect(taxed).toEqual({ netSen: input.amountSen, taxSen: 0, grossSen: input.amountSen });
        expect(taxLine(input, null)).toEqual({ netSen: input.amountSen, taxSen: 0, grossSen: input.amountSen });
      }),
    );
  });

  it("a document's tax is the sum of its lines' taxes, and its totals add up", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), policy, (inputs, p) => {
        const lines = inputs.map((input) => taxLine(input, p));
        const totals = taxTotals(lines);
        expect(totals.taxSen).toBe(lines.reduce((sum, taxed) => sum + taxed.taxSen, 0));
        expect(totals.netSen + totals.taxSen).toBe(totals.grossSen);
        expect(totals.grossSen).toBe(
          p.pricesIncludeTax ? inputs.reduce((sum, input) => sum + input.amountSen, 0) : totals.netSen + totals.taxSen,
        );
      }),
    );
  });

  it('a reversal carries exactly the opposite tax of the charge it cancels', () => {
    fc.assert(
      fc.property(line, policy, (input, p) => {
        const charge = taxLine(input, p);
        const reversal = taxLine({ ...input, amountSen: -input.amountSen }, p);
        expect(reversal.taxSen + charge.taxSen).toBe(0);
      }),
    );
  });
});
