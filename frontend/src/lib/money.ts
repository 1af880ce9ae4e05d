/**
 * Money arrives as decimal strings ("120.00") and is added up in integer sen, never in
 * floating point (0.1 + 0.2 is not 0.3 there).
 */

const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "120.5" -> 12050. Returns null for anything that is not a non-negative amount with at most 2 decimals. */
export function toSen(amount: string): number | null {
  const match = AMOUNT_PATTERN.exec(amount.trim());
  if (!match) return null;
  const [, whole, cents = ''] = match;
  const sen = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(sen) ? sen : null;
}

/** 12050 -> "120.50", the string form formatRM and the API use. */
export function senToAmount(sen: number): string {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Not a whole number of sen: ${sen}`);
  const sign = sen < 0 ? '-' : '';
  const absolute = Math.abs(sen);
  const ringgit = Math.floor(absolute / 100);
  const cents = String(absolute % 100).padStart(2, '0');
  return `${sign}${ringgit}.${cents}`;
}

/** A rental's balance as people read it: what the customer still owes, or (below zero) what is owed back to them. */
export function balanceSide(balanceDue: string): { owedBack: boolean; amount: string } {
  return balanceDue.startsWith('-') ? { owedBack: true, amount: balanceDue.slice(1) } : { owedBack: false, amount: balanceDue };
}
