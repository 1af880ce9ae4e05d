import { toSen } from '../common/money/money';
import { postedTaxSen, ServiceTaxPolicy } from '../ledger/service-tax';
import type { BookingRequest } from './entities/booking-request.entity';
import { countRentalDays, type LocalizedName, type PriceBasis, type RentalPrice } from '../pricing/rental-price';

/** Return date - pickup date in days, at least 1 (a same-day rental is one day): the rental price's own count. */
export const rentalDays = countRentalDays;

/** The charge categories a booking posts; add-ons that carry no service tax have their own. */
export type BookingChargeCategory = 'rental_days' | 'add_on' | 'add_on_untaxed' | 'delivery' | 'discount';

/** A line a booking charges, with the part of its source key that makes it unique on the rental. */
export interface BookingCharge {
  category: BookingChargeCategory;
  amountSen: number;
  key: string;
  /** The add-on's or zone's name; null for the days and the discount. */
  name: LocalizedName | null;
}

/** The source-key part of a booked add-on: a cancellation finds the booking's add-ons by it. */
export const BOOKED_ADD_ON_KEY = 'add-on:';

/** Whether a ledger entry is an add-on charge the booking (or one of its extensions) posted on this rental. */
export function isBookedAddOn(entry: { sourceKey: string | null }, rentalId: number): boolean {
  return entry.sourceKey?.startsWith(`rental:${rentalId}:${BOOKED_ADD_ON_KEY}`) === true;
}

/**
 * The lines a booking charges, as its account posts them: the days as one charge, each add-on
 * and the delivery as their own, the discount as a negative line. A line of nothing is never
 * written (a free booking, no discount), and the tax and deposit are the account's to post.
 */
export function bookingCharges(price: RentalPrice): BookingCharge[] {
  const charges: BookingCharge[] = [];
  if (price.daysSen > 0) charges.push({ category: 'rental_days', amountSen: price.daysSen, key: 'days', name: null });
  for (const line of price.lines) {
    if (line.kind === 'add_on' && line.amountSen > 0)
      charges.push({
        category: line.taxable ? 'add_on' : 'add_on_untaxed',
        amountSen: line.amountSen,
        key: `${BOOKED_ADD_ON_KEY}${line.addOnId}`,
        name: line.name,
      });
    if (line.kind === 'delivery' && line.amountSen > 0)
      charges.push({ category: 'delivery', amountSen: line.amountSen, key: 'delivery', name: line.name });
  }
  if (price.discountSen > 0) charges.push({ category: 'discount', amountSen: -price.discountSen, key: 'discount', name: null });
  return charges;
}

/** A charge with the service tax its account posts beside it (only when prices exclude the tax). */
export function withAddedTaxSen(
  category: BookingChargeCategory | 'extension',
  amountSen: number,
  serviceTax: ServiceTaxPolicy | null,
): number {
  return amountSen + postedTaxSen({ kind: 'charge', category, amountSen }, serviceTax);
}

/**
 * One daily rate for every day: no weekend, tier, season, add-on or delivery. What a booking staff
 * price by hand is made from, and what a request sent before quotes were kept is estimated from.
 */
export function flatBasis(input: {
  vehicleId: number;
  category: string;
  dailySen: number;
  depositSen: number;
  startDate: string;
  endDate: string;
}): PriceBasis {
  return {
    kind: 'flat',
    vehicle: {
      id: input.vehicleId,
      category: input.category,
      plan: { dailySen: input.dailySen, weekendSen: null, weeklySen: null, monthlySen: null },
      depositSen: input.depositSen,
    },
    startDate: input.startDate,
    endDate: input.endDate,
    weekendDays: [],
    seasons: [],
    addOns: [],
    delivery: null,
  };
}

/**
 * What a request is priced on: the basis it kept when it was sent, or, for a request sent before
 * quotes were kept, the car's daily rate now (null when the car is gone).
 */
export function requestBasis(request: BookingRequest): PriceBasis | null {
  if (request.priceBasis) return request.priceBasis;
  const vehicle = request.vehicle;
  if (!vehicle) return null;
  return flatBasis({
    vehicleId: vehicle.id,
    category: vehicle.category,
    dailySen: toSen(vehicle.dailyRate),
    depositSen: toSen(vehicle.deposit),
    startDate: request.startDate,
    endDate: request.endDate,
  });
}
