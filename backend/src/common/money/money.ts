/**
 * Money is carried as a "123.45" string and computed in integer sen, never in floating point.
 */
const MONEY_PATTERN = /^-?\d+(\.\d{1,2})?$/;

export function isMoneyString(value: string): boolean {
  return MONEY_PATTERN.test(value);
}

/** "123.4" -> 12340. Throws on anything that is not a plain decimal with up to 2 places. */
export function toSen(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!isMoneyString(text)) throw new RangeError(`Not a money amount: "${value}"`);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -sen : sen;
}

/** 12340 -> "123.40" */
export function fromSen(sen: number): string {
  if (!Number.isInteger(sen)) throw new RangeError(`Sen must be a whole number: ${sen}`);
  const sign = sen < 0 ? '-' : '';
  const absolute = Math.abs(sen);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Normalises any stored or submitted amount to the canonical "123.45" form. */
export function normaliseMoney(value: string | number): string {
  return fromSen(toSen(value));
}
