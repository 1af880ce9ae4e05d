import { paths } from '../../../app/paths';
import { isCalendarDate } from '../../../lib/calendarDate';
import type { DateRange } from '../api/types';

/** Query names of a fleet address that opens one car with dates (see fleetBookingPath). */
const VEHICLE_PARAM = 'vehicle';
const START_PARAM = 'start';
const END_PARAM = 'end';
export const BOOKING_LINK_PARAMS = [VEHICLE_PARAM, START_PARAM, END_PARAM] as const;

export interface BookingLink {
  vehicleId: number;
  /** Each date is '' when the address had none or not a real date. */
  range: DateRange;
}

/** "/vehicles?vehicle=12&start=2026-12-01&end=2026-12-03": the fleet, reopening that car with those dates. */
export function fleetBookingPath(vehicleId: number, { startDate, endDate }: DateRange): string {
  const query = new URLSearchParams({ [VEHICLE_PARAM]: String(vehicleId) });
  if (startDate) query.set(START_PARAM, startDate);
  if (endDate) query.set(END_PARAM, endDate);
  return `${paths.vehicles}?${query.toString()}`;
}

/** The car and dates a fleet address asks for; null without a usable vehicle id. Bad dates become ''. */
export function readBookingLink(params: URLSearchParams): BookingLink | null {
  const vehicle = params.get(VEHICLE_PARAM) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(vehicle)) return null;
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return { vehicleId: Number(vehicle), range: { startDate: date(START_PARAM), endDate: date(END_PARAM) } };
}
