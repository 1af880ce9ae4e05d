import { fromSen, toSen } from '../common/money/money';

const DAY_MS = 24 * 60 * 60 * 1000;

function toUtcMidnight(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Return date - pickup date in days, rounded up, at least 1 (a same-day rental is one day). */
export function rentalDays(startDate: string, endDate: string): number {
  return Math.max(1, Math.ceil((toUtcMidnight(endDate) - toUtcMidnight(startDate)) / DAY_MS));
}

export interface PriceInput {
  rentalPerDay: string;
  totalDays: number;
  deposit: string;
  discount?: string;
}

/** grandTotal = rentalPerDay x totalDays - discount + deposit, in whole sen. */
export function grandTotal({ rentalPerDay, totalDays, deposit, discount = '0' }: PriceInput): string {
  return fromSen(toSen(rentalPerDay) * totalDays - toSen(discount) + toSen(deposit));
}
