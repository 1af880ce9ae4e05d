import { paths } from '../../../app/paths';
import { MAX_ADD_ON_QUANTITY, NO_EXTRAS, type Extras } from '../../../components/quote/extras';
import { isCalendarDate } from '../../../lib/calendarDate';
import type { DateRange } from '../api/types';

/** Query names of a fleet address that opens one car with dates and extras (see fleetBookingPath). */
const VEHICLE_PARAM = 'vehicle';
const START_PARAM = 'start';
const END_PARAM = 'end';
/** One per add-on, "<id>x<units>": addOn=3x2&addOn=5x1. */
const ADD_ON_PARAM = 'addOn';
const ZONE_PARAM = 'zone';
export const BOOKING_LINK_PARAMS = [VEHICLE_PARAM, START_PARAM, END_PARAM, ADD_ON_PARAM, ZONE_PARAM] as const;

/** More add-ons than any catalogue offers one car: the rest of a longer address is ignored. */
const MAX_LINKED_ADD_ONS = 20;
const ID = /^[1-9]\d{0,9}$/;
const ADD_ON = /^([1-9]\d{0,9})x([1-9]\d?)$/;

export interface BookingLink {
  vehicleId: number;
  /** Each date is '' when the address had none or not a real date. */
  range: DateRange;
  /** The add-ons and delivery chosen before signing in; none when the address had none. */
  extras: Extras;
}

/**
 * "/vehicles?vehicle=12&start=2026-12-01&end=2026-12-03&addOn=3x2&zone=4": the fleet, reopening
 * that car with those dates, two of add-on 3 and delivery to zone 4.
 */
export function fleetBookingPath(vehicleId: number, { startDate, endDate }: DateRange, extras: Extras = NO_EXTRAS): string {
  const query = new URLSearchParams({ [VEHICLE_PARAM]: String(vehicleId) });
  if (startDate) query.set(START_PARAM, startDate);
  if (endDate) query.set(END_PARAM, endDate);
  for (const [addOnId, units] of Object.entries(extras.addOns)) if (units > 0) query.append(ADD_ON_PARAM, `${addOnId}x${units}`);
  if (extras.deliveryZoneId !== null) query.set(ZONE_PARAM, String(extras.deliveryZoneId));
  return `${paths.vehicles}?${query.toString()}`;
}

/**
 * The car, dates and extras a fleet address asks for; null without a usable vehicle id. Bad dates
 * become '', malformed add-ons and zones are left out (whether the car is offered them is the
 * booking panel's to check against today's catalogue).
 */
export function readBookingLink(params: URLSearchParams): BookingLink | null {
  const vehicle = params.get(VEHICLE_PARAM) ?? '';
  if (!ID.test(vehicle)) return null;
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  const addOns: Record<number, number> = {};
  for (const value of params.getAll(ADD_ON_PARAM).slice(0, MAX_LINKED_ADD_ONS)) {
    const match = ADD_ON.exec(value);
    if (match && Number(match[2]) <= MAX_ADD_ON_QUANTITY) addOns[Number(match[1])] = Number(match[2]);
  }
  const zone = params.get(ZONE_PARAM) ?? '';
  return {
    vehicleId: Number(vehicle),
    range: { startDate: date(START_PARAM), endDate: date(END_PARAM) },
    extras: { addOns, deliveryZoneId: ID.test(zone) ? Number(zone) : null },
  };
}
