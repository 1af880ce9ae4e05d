import { fromSen, toSen } from '../common/money/money';
import { postedTaxSen, ServiceTaxPolicy } from '../ledger/service-tax';
import { countRentalDays } from '../pricing/rental-price';

/** Return date - pickup date in days, at least 1 (a same-day rental is one day): the rental price's own count. */
export const rentalDays = countRentalDays;

export interface PriceInput {
  rentalPerDay: string;
  totalDays: number;
  deposit: string;
  discount?: string;
}

/** A line a booking charges: its days at their rate, and the discount as a negative line. */
export interface BookingCharge {
  category: 'rental_days' | 'discount';
  amountSen: number;
}

/**
 * The lines a booking charges, as its account posts them. A free booking (RM 0.00 a day) and no
 * discount leave no line: an entry of nothing is never written.
 */
export function bookingCharges({ rentalPerDay, totalDays, discount = '0' }: Omit<PriceInput, 'deposit'>): BookingCharge[] {
  const charges: BookingCharge[] = [];
  const daysSen = toSen(rentalPerDay) * totalDays;
  if (daysSen > 0) charges.push({ category: 'rental_days', amountSen: daysSen });
  const discountSen = toSen(discount);
  if (discountSen > 0) charges.push({ category: 'discount', amountSen: -discountSen });
  return charges;
}

/** A charge with the service tax its account posts beside it (only when prices exclude the tax). */
function withAddedTax(category: BookingCharge['category'] | 'extension', amountSen: number, serviceTax: ServiceTaxPolicy | null): number {
  return amountSen + postedTaxSen({ kind: 'charge', category, amountSen }, serviceTax);
}

/**
 * What the customer pays for a booking, in whole sen: rentalPerDay x totalDays - discount +
 * deposit, and, when prices exclude SST, each line's tax as the account posts it (the deposit
 * is never taxed), so the total agrees with the account to the sen.
 */
export function grandTotal(input: PriceInput, serviceTax: ServiceTaxPolicy | null = null): string {
  const chargedSen = bookingCharges(input).reduce((sum, line) => sum + withAddedTax(line.category, line.amountSen, serviceTax), 0);
  return fromSen(chargedSen + toSen(input.deposit));
}

/** The grand total after an extension adds days: the extension is its own line, taxed on its own like the account's. */
export function extendedGrandTotal(previousGrandTotal: string, extensionSen: number, serviceTax: ServiceTaxPolicy | null = null): string {
  return fromSen(toSen(previousGrandTotal) + withAddedTax('extension', extensionSen, serviceTax));
}

/**
 * The SST a stored grand total carries on top of the priced days, discount and deposit: what the
 * booking and its extensions added because prices exclude the tax ("0.00" when they include it or
 * the business is not registered). Taken from the stored total, so it is the tax the account posted.
 */
export function addedServiceTax(rental: PriceInput & { grandTotal: string }): string {
  return fromSen(Math.max(0, toSen(rental.grandTotal) - toSen(grandTotal(rental))));
}
