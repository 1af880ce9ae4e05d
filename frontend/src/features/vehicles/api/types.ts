/** A vehicle as visitors see it (GET /api/vehicles). Money is a decimal string in RM. */
export interface PublicVehicle {
  id: number;
  name: string;
  /** Make + model + plate letters, or the name (SPEC.md section 3). */
  displayName: string;
  make: string;
  model: string;
  category: string;
  color: string | null;
  /** A same-origin path such as /api/vehicle-photos/<uuid>.jpg, usable as an <img> src. */
  photoUrl: string | null;
  /** Kilometres per rental; 0 when none is stated. */
  mileageLimit: number;
  dailyRate: string;
  deposit: string;
}

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
