import type { RentalStatus } from '../../../api/types';

/** One rental on the calendar (GET /api/staff/calendar); cancelled rentals are never listed. */
export interface CalendarItem {
  id: number;
  /** null when the rental's vehicle row is gone; such a booking shows grey. */
  vehicleId: number | null;
  /** Display name, e.g. "Perodua Myvi - WXY 1234". */
  vehicle: string;
  customerId: number;
  /** 'Unknown' when the customer is missing. */
  customerName: string;
  /** "YYYY-MM-DD", both days inclusive. */
  startDate: string;
  endDate: string;
  status: RentalStatus;
}

/** An active vehicle, in id order: its place in this list picks its colour. */
export interface CalendarVehicle {
  id: number;
  displayName: string;
}

export interface CalendarResponse {
  /** Every rental overlapping the range, ordered by start date then id. */
  items: CalendarItem[];
  vehicles: CalendarVehicle[];
}

/** Both "YYYY-MM-DD", inclusive; at most 62 days apart. */
export interface CalendarRange {
  from: string;
  to: string;
}
