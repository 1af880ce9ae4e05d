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
  /** The car's display name, plate included: the name screens show. */
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
 * A status change the signed-in caller may make on a rental now, as the server's lifecycle table
 * decides it: each rental view lists them in `actions`, and screens draw their buttons from it.
 */
export type RentalAction =
  | 'finalize_agreement'
  | 'hand_over'
  | 'request_extension'
  | 'approve_extension'
  | 'decline_extension'
  | 'mark_returned'
  | 'cancel';

/**
 * A rental as staff lists it (dashboard, rentals tab). Dates are "YYYY-MM-DD", times "HH:mm",
 * money a decimal string in RM. customerName is 'Unknown' when the customer record is gone.
 */
export interface RentalView {
  id: number;
  customerId: number;
  customerName: string;
  vehicleId: number | null;
  /** The vehicle name kept on the rental when it was booked; screens show vehicleDisplayName. */
  vehicle: string;
  /** The car's display name, plate included ("Perodua Myvi - WXY"): the name every screen shows. */
  vehicleDisplayName: string;
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
  /** Make + model + plate letters, or the name. */
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

/** What a payment is for, in the order the form lists them. */
export const PAYMENT_PURPOSES = ['rental-deposit', 'rental-payment', 'fine-payment', 'damage-compensation', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The methods the portal shows: only 'qr' is accepted today; card and BillPlz are coming soon. */
export const PAYMENT_METHODS = ['qr', 'card', 'billplz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment as its customer sees it (GET /api/payments/mine); staff see the same plus who paid and
 * who verified. Money is a decimal string in RM ("12.50"); instants are ISO strings.
 */
export interface PaymentView {
  id: number;
  amount: string;
  /** 'qr' today; card and BillPlz are coming soon. */
  paymentMethod: string;
  paymentFor: PaymentPurpose;
  paymentStatus: PaymentStatus;
  /** "RCP-2026-000123". */
  receiptNumber: string;
  /** The payment reference shown on the QR screen. */
  transactionId: string | null;
  notes: string | null;
  rentalId: number | null;
  rentalVehicle: string | null;
  /** The display name of the rental's car, plate included: the name screens show. */
  rentalVehicleDisplayName: string | null;
  proofUploaded: boolean;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}
