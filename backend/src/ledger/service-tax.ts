/**
 * Service tax (SST) on a rental's charges, in whole sen with integer arithmetic only. Pure: the
 * ledger asks it what tax a charge carries, documents ask it what each line contains, and the
 * property tests prove the sums.
 *
 * Each line is taxed on its own and rounded half up to the sen (a negative line, a discount,
 * rounds away from zero the same way so it mirrors the charge it offsets); the total tax is the
 * sum of the lines' taxes, never a tax on the total.
 */
import type { ChargeCategory, LedgerEntryKind } from './rental-ledger';

/** The business's service tax as the ledger and documents apply it; null rate means not registered. */
export interface ServiceTaxPolicy {
  /** Basis points: 800 is 8%. */
  rateBasisPoints: number;
  /** True: amounts already contain the tax; false: the tax is added on top. */
  pricesIncludeTax: boolean;
}

/** Charges for the use of the car carry service tax; a discount (negative) reduces it. */
export const TAXABLE_CHARGE_CATEGORIES = [
  'rental_days',
  'discount',
  'extension',
  'extra_mileage',
  'late_return',
  'add_on',
  'delivery',
] as const satisfies readonly ChargeCategory[];

/**
 * Whether a line carries service tax: only charges of the taxable categories. Fuel, cleaning,
 * damage, summonses and tolls are costs passed on; the cancellation fee is not a service given;
 * deposits, payments and refunds move money, they are not charges at all.
 */
export function isTaxable(kind: LedgerEntryKind, category: string | null | undefined): boolean {
  return kind === 'charge' && (TAXABLE_CHARGE_CATEGORIES as readonly string[]).includes(category ?? '');
}

/** numerator / denominator rounded half away from zero, in integers (both safe, denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  const quotient = (size * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/**
 * The tax one line carries, in sen. Inclusive prices: the tax contained in the amount,
 * amount x rate / (10000 + rate). Exclusive: the tax added on top, amount x rate / 10000.
 * BigInt keeps RM 999,999.99 x 10000 exact.
 */
export function lineTaxSen(amountSen: number, policy: ServiceTaxPolicy): number {
  const rate = BigInt(policy.rateBasisPoints);
  const denominator = policy.pricesIncludeTax ? 10000n + rate : 10000n;
  return Number(divideRounded(BigInt(amountSen) * rate, denominator));
}

/** A line of a document: what it is and its amount as charged. */
export interface TaxLineInput {
  kind: LedgerEntryKind;
  category: string | null;
  amountSen: number;
}

/** A line split into what it is without the tax, the tax, and what the customer pays for it. */
export interface TaxedLine {
  /** Without the tax. */
  netSen: number;
  taxSen: number;
  /** With the tax: net + tax. */
  grossSen: number;
}

/**
 * A line's net, tax and gross. Inclusive: the amount is the gross and contains the tax.
 * Exclusive: the amount is the net and the tax comes on top. Lines that carry no tax (or no
 * policy: not registered) have a tax of 0 and net = gross = amount.
 */
export function taxLine(line: TaxLineInput, policy: ServiceTaxPolicy | null): TaxedLine {
  if (!policy || !isTaxable(line.kind, line.category)) return { netSen: line.amountSen, taxSen: 0, grossSen: line.amountSen };
  const taxSen = lineTaxSen(line.amountSen, policy);
  return policy.pricesIncludeTax
    ? { netSen: line.amountSen - taxSen, taxSen, grossSen: line.amountSen }
    : { netSen: line.amountSen, taxSen, grossSen: line.amountSen + taxSen };
}

/** A document's totals: the lines' nets, their taxes summed line by line, and what is paid. */
export interface TaxTotals {
  netSen: number;
  taxSen: number;
  grossSen: number;
}

export function taxTotals(lines: readonly TaxedLine[]): TaxTotals {
  return lines.reduce<TaxTotals>(
    (sum, line) => ({ netSen: sum.netSen + line.netSen, taxSen: sum.taxSen + line.taxSen, grossSen: sum.grossSen + line.grossSen }),
    { netSen: 0, taxSen: 0, grossSen: 0 },
  );
}

/** The tax a charge posts as its own ledger entry: only with prices that exclude it, and only when there is some. */
export function postedTaxSen(line: TaxLineInput, policy: ServiceTaxPolicy | null): number {
  if (!policy || policy.pricesIncludeTax) return 0;
  return taxLine(line, policy).taxSen;
}

/** The rate as documents print it: 800 -> "8", 650 -> "6.5". */
export function formatRatePercent(rateBasisPoints: number): string {
  const whole = Math.floor(rateBasisPoints / 100);
  const fraction = rateBasisPoints % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}
