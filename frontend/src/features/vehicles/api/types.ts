export type { PublicVehicle } from '../../../api/types';

/** Calendar dates, "YYYY-MM-DD". */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface Availability {
  available: boolean;
  /** The booked ranges that clash with the asked dates (dates only, nothing about who). */
  conflicts: DateRange[];
}

/** SPEC.md section 3's booking request payload; the server takes the customer from the token. */
export interface NewBookingRequest extends DateRange {
  customerId: number;
  vehicleId: number;
  vehicleName: string;
  customerMessage?: string;
}
