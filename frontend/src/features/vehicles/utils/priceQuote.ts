import { i18n } from '../../../i18n';
import { rentalDays } from '../../../lib/calendarDate';
import { formatRM } from '../../../lib/format';
import { senToAmount, toSen } from '../../../lib/money';
import { formatRatePercent, lineTaxSen, type ServiceTax } from '../../../lib/serviceTax';
import type { DateRange, PublicVehicle } from '../api/types';

/** The service tax on the rental days (the deposit carries none). */
export interface QuoteTax {
  /** "8", "6.5" */
  ratePercent: string;
  amount: string;
  /** True: the prices contain it; false: it is added to the total. */
  included: boolean;
}

export interface PriceQuote {
  days: number;
  dailyRate: string;
  deposit: string;
  /** days x daily rate + deposit, computed in sen. */
  subtotal: string;
  /** Null when the business is not registered for SST. */
  tax: QuoteTax | null;
  /** What the customer pays: the subtotal, plus the tax when prices exclude it. */
  total: string;
}

/**
 * The estimate shown before a booking: day count (return - pickup, at least 1) times the daily
 * rate, plus the deposit, with the service tax on the days when the business charges it. Null
 * until the range is complete and valid, or if a price is malformed.
 */
export function quoteRental(
  vehicle: Pick<PublicVehicle, 'dailyRate' | 'deposit'>,
  { startDate, endDate }: DateRange,
  serviceTax?: ServiceTax | null,
): PriceQuote | null {
  const days = rentalDays(startDate, endDate);
  const rateSen = toSen(vehicle.dailyRate);
  const depositSen = toSen(vehicle.deposit);
  if (days === null || rateSen === null || depositSen === null) return null;
  const subtotalSen = days * rateSen + depositSen;
  // The days are one line, as the booking charges them; the tax is that line's, never the deposit's.
  const taxSen = serviceTax?.registered ? lineTaxSen(days * rateSen, serviceTax.rateBasisPoints, serviceTax.pricesInclude) : 0;
  const tax = serviceTax?.registered
    ? { ratePercent: formatRatePercent(serviceTax.rateBasisPoints), amount: senToAmount(taxSen), included: serviceTax.pricesInclude }
    : null;
  return {
    days,
    dailyRate: senToAmount(rateSen),
    deposit: senToAmount(depositSen),
    subtotal: senToAmount(subtotalSen),
    tax,
    total: senToAmount(tax && !tax.included ? subtotalSen + taxSen : subtotalSen),
  };
}

/** "1 day", "3 days", in the reader's language. */
export function dayCountLabel(days: number): string {
  return i18n.t('vehicles:price.days', { count: days });
}

/** The sum in words (before any tax added on top), in pieces that should not be split across lines. */
export function quoteParts(quote: PriceQuote): string[] {
  return [
    i18n.t('vehicles:price.daysTimesRate', { days: dayCountLabel(quote.days), rate: formatRM(quote.dailyRate) }),
    i18n.t('vehicles:price.plusDeposit', { amount: formatRM(quote.deposit) }),
    i18n.t('vehicles:price.equals', { amount: formatRM(quote.subtotal) }),
  ];
}

/** "incl. SST 8%: RM 33.33" or "SST 8%: RM 36.00"; null without tax. */
export function quoteTaxLine(quote: PriceQuote): string | null {
  if (!quote.tax) return null;
  const values = { rate: quote.tax.ratePercent, amount: formatRM(quote.tax.amount) };
  return quote.tax.included ? i18n.t('vehicles:price.taxIncluded', values) : i18n.t('vehicles:price.taxAdded', values);
}

/** "3 days x RM 120.00 + RM 200.00 deposit = RM 560.00". */
export function describeQuote(quote: PriceQuote): string {
  return quoteParts(quote).join(' ');
}
