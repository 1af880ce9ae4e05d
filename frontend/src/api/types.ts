/** Server shapes shared by more than one feature. */

/** A staff account (admins are staff rows with role 'admin'). Never carries the password hash. */
export interface StaffAccount {
  id: number;
  username: string;
  role: string;
  createdAt: string;
}

/** What staff and admin sign-in (and the admin's password change) answer: a bearer token and the account. */
export interface StaffSession {
  token: string;
  user: StaffAccount;
}

export type BookingRequestStatus = 'pending' | 'approved' | 'rejected';

/**
 * A booking request as its customer sees it: created from the fleet screen, listed in My
 * Bookings. Dates are "YYYY-MM-DD"; money is a decimal string in RM ("460.00").
 */
export interface BookingRequest {
  id: number;
  vehicleId: number;
  vehicleName: string;
  vehicleDisplayName: string;
  startDate: string;
  endDate: string;
  totalDays: number;
  /** Null when the vehicle no longer exists to price it. */
  estimatedTotal: string | null;
  customerMessage: string | null;
  status: BookingRequestStatus;
  staffReason: string | null;
  createdAt: string;
}

/** One page of a list endpoint (?page=1&limit=20). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export type RentalStatus =
  | 'awaiting_agreement'
  | 'approved'
  | 'active'
  | 'completed'
  | 'cancelled'
  | 'extension-requested';

/**
 * A rental as staff lists it (dashboard, rentals tab). Dates are "YYYY-MM-DD", times "HH:mm",
 * money a decimal string in RM. customerName is 'Unknown' when the customer record is gone.
 */
export interface RentalView {
  id: number;
  customerId: number;
  customerName: string;
  vehicleId: number | null;
  vehicle: string;
  color: string | null;
  mileageLimit: number;
  startDate: string;
  endDate: string;
  pickupTime: string;
  returnTime: string;
  totalDays: number;
  rentalPerDay: string;
  deposit: string;
  discount: string;
  grandTotal: string;
  status: RentalStatus;
  createdAt: string;
}

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
