/**
 * Service tax (SST) on a price, in whole sen. The same arithmetic as the server's ledger and
 * documents, so a quote shows the sen the invoice will: each line taxed on its own, rounded half
 * away from zero, in integers only (BigInt keeps large amounts x 10000 exact).
 */

/** How the business charges SST, as GET /api/config gives it. */
export interface ServiceTax {
  registered: boolean;
  /** Basis points: 800 is 8%. */
  rateBasisPoints: number;
  /** True: prices already contain the tax; false: it is added on top. */
  pricesInclude: boolean;
}

function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  const quotient = (size * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/** The tax one line carries: contained in the amount (inclusive prices) or added on top of it. */
export function lineTaxSen(amountSen: number, rateBasisPoints: number, pricesInclude: boolean): number {
  const rate = BigInt(rateBasisPoints);
  const denominator = pricesInclude ? 10000n + rate : 10000n;
  return Number(divideRounded(BigInt(amountSen) * rate, denominator));
}

/** The rate as people read it: 800 -> "8", 650 -> "6.5". */
export function formatRatePercent(rateBasisPoints: number): string {
  const whole = Math.floor(rateBasisPoints / 100);
  const fraction = rateBasisPoints % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}
