import { rentalDays } from '../../../lib/calendarDate';
import { formatRM } from '../../../lib/format';
import { senToAmount, toSen } from '../../../lib/money';
import type { DateRange, PublicVehicle } from '../api/types';

export interface PriceQuote {
  days: number;
  dailyRate: string;
  deposit: string;
  /** days x daily rate + deposit, computed in sen. */
  total: string;
}

/**
 * The estimate shown before a booking: day count (return - pickup, at least 1) times the daily
 * rate, plus the deposit. Null until the range is complete and valid, or if a price is malformed.
 */
export function quoteRental(
  vehicle: Pick<PublicVehicle, 'dailyRate' | 'deposit'>,
  { startDate, endDate }: DateRange,
): PriceQuote | null {
  const days = rentalDays(startDate, endDate);
  const rateSen = toSen(vehicle.dailyRate);
  const depositSen = toSen(vehicle.deposit);
  if (days === null || rateSen === null || depositSen === null) return null;
  return {
    days,
    dailyRate: senToAmount(rateSen),
    deposit: senToAmount(depositSen),
    total: senToAmount(days * rateSen + depositSen),
  };
}

export function dayCountLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** The sum in words, in pieces that should not be split across lines. */
export function quoteParts(quote: PriceQuote): string[] {
  return [
    `${dayCountLabel(quote.days)} x ${formatRM(quote.dailyRate)}`,
    `+ ${formatRM(quote.deposit)} deposit`,
    `= ${formatRM(quote.total)}`,
  ];
}

/** "3 days x RM 120.00 + RM 200.00 deposit = RM 560.00". */
export function describeQuote(quote: PriceQuote): string {
  return quoteParts(quote).join(' ');
}
