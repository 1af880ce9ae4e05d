import type { RentalAction, RentalStatus, RentalView } from '../../../api/types';

/** A rental as staff manage it (GET /api/staff/rentals): the RentalView plus its lifecycle fields. */
export interface StaffRental extends RentalView {
  cancellationReason: string | null;
  /** Fuel at pickup, 0 (empty) to 8 (full); null until the agreement records it. */
  fuelLevel: number | null;
  /** The odometer at pickup, km. */
  currentMileage: number;
  /** RM per km over the allowance, e.g. "0.50". */
  extraMileageCharge: string;
  /** "YYYY-MM-DD" once returned. */
  returnDate: string | null;
  returnMileage: number | null;
  returnFuelLevel: number | null;
  /** RM charged for the kilometres over the allowance, e.g. "12.50"; null until returned. */
  extraMileageFee: string | null;
  /** True once the agreement PDF exists. */
  agreementReady: boolean;
  /** RM that verified (completed) payments for this rental cover, e.g. "300.00". */
  paidAmount: string;
  /** The verified payments cover the grand total. */
  paid: boolean;
  /** "YYYY-MM-DD": the end date the customer asked for; set while status is 'extension-requested'. */
  extensionRequestedUntil: string | null;
  extensionReason: string | null;
  /** Why staff declined the last extension request. */
  extensionDeclineReason: string | null;
  /** Evidence photos uploaded in the wizard (step 1). */
  photos: RentalPhoto[];
  /** Wizard step 3 done. */
  signatureCaptured: boolean;
  /** Wizard step 4 done. */
  keyHandoverPhotoCaptured: boolean;
  /** ISO instant: when Complete Handover made the rental active. */
  handedOverAt: string | null;
  /** What staff may do with the rental now (its buttons). */
  actions: RentalAction[];
}

/** The wizard's photo types, in the order the agreement shows them (front_with_customer is required). */
export type RentalPhotoType = 'front_with_customer' | 'front' | 'back' | 'left' | 'right' | 'interior_mileage' | 'known_damage';

export interface RentalPhoto {
  type: RentalPhotoType;
  /** ISO instant the photo reached the server. */
  takenAt: string;
}

/** POST /api/rentals/:id/send-email. */
export interface AgreementEmailResult {
  success: true;
  recipient: string;
  message: string;
}

/** POST /api/rentals/:id/send-whatsapp: the chat link to open in a new tab. */
export interface AgreementWhatsAppResult {
  success: true;
  whatsappUrl: string;
  recipient: string;
  message: string;
}

/** The list's time filters (rentals created in the last 3/7/30 days). */
export const RENTAL_TIME_FILTERS = ['ALL', '3days', '7days', '30days'] as const;
export type RentalTimeFilter = (typeof RENTAL_TIME_FILTERS)[number];

/** Every rental status, in their lifecycle's order. */
export const RENTAL_STATUSES = [
  'awaiting_agreement',
  'approved',
  'active',
  'extension-requested',
  'completed',
  'cancelled',
] as const satisfies readonly RentalStatus[];

export type RentalStatusFilter = RentalStatus | 'all';

export interface RentalListArgs {
  filter: RentalTimeFilter;
  status: RentalStatusFilter;
  page: number;
  limit: number;
}

/** GET /api/staff/rentals/:id/return-quote: what the return would charge for the kilometres. */
export interface ReturnQuote {
  startMileage: number;
  returnMileage: number;
  drivenKm: number;
  /** null when the rental has no mileage limit (unlimited). */
  allowedKm: number | null;
  extraKm: number;
  /** RM per km, e.g. "0.50". */
  extraMileageCharge: string;
  /** RM, e.g. "12.50". */
  extraMileageFee: string;
}

export interface ReturnRentalBody {
  returnDate: string;
  returnMileage: number;
  fuelLevel: number;
}
