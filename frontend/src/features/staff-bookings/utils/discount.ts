import { senToAmount, toSen } from '../../../lib/money';

/** The discount field's text as the amount the API takes ('12.5' -> '12.50'), or null when it is not one. */
export function discountAmount(text: string): string | null {
  const sen = toSen(text);
  return sen === null ? null : senToAmount(sen);
}

/** '5.00' -> '5', '7.50' -> '7.5': a tier's discount as people say it. */
export function percentText(percentage: string, locale: string): string {
  const value = Number(percentage);
  return Number.isFinite(value) ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value) : percentage;
}

/** Whether a tier gives any discount ('0.00' does not). */
export function hasTierDiscount(percentage: string): boolean {
  return (toSen(percentage) ?? 0) > 0;
}
