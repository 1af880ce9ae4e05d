import { i18n } from '../../../i18n';
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
export function quoteRental(vehicle: Pick<PublicVehicle, 'dailyRate' | 'deposit'>, { startDate, endDate }: DateRange): PriceQuote | null {
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

/** "1 day", "3 days", in the reader's language. */
export function dayCountLabel(days: number): string {
  return i18n.t('vehicles:price.days', { count: days });
}

/** The sum in words, in pieces that should not be split across lines. */
export function quoteParts(quote: PriceQuote): string[] {
  return [
    i18n.t('vehicles:price.daysTimesRate', { days: dayCountLabel(quote.days), rate: formatRM(quote.dailyRate) }),
    i18n.t('vehicles:price.plusDeposit', { amount: formatRM(quote.deposit) }),
    i18n.t('vehicles:price.equals', { amount: formatRM(quote.total) }),
  ];
}

/** "3 days x RM 120.00 + RM 200.00 deposit = RM 560.00". */
export function describeQuote(quote: PriceQuote): string {
  return quoteParts(quote).join(' ');
}
