import type { RentalAction, RentalView } from '../../../api/types';

/**
 * A rental as its customer sees it (GET /api/rentals/mine): staff's RentalView without the customer
 * and mileage fields, plus the agreement and extension state; no staff notes, no evidence files.
 * Dates are "YYYY-MM-DD", times "HH:mm", money a decimal string in RM.
 */
export interface CustomerRental
  extends Pick<
    RentalView,
    | 'id'
    | 'vehicle'
    | 'vehicleDisplayName'
    | 'color'
    | 'startDate'
    | 'endDate'
    | 'pickupTime'
    | 'returnTime'
    | 'totalDays'
    | 'rentalPerDay'
    | 'deposit'
    | 'discount'
    | 'grandTotal'
    | 'status'
    | 'createdAt'
  > {
  /** True once the signed agreement can be downloaded. */
  agreementReady: boolean;
  /** RM that verified (completed) payments for this rental cover, e.g. "300.00". */
  paidAmount: string;
  /** The verified payments cover the grand total. */
  paid: boolean;
  /** The end date asked for while the status is 'extension-requested'. */
  extensionRequestedUntil: string | null;
  extensionReason: string | null;
  /** Why the last extension request was declined. */
  extensionDeclineReason: string | null;
  /** The customer's review of this rental, or null when there is none yet (one per rental). */
  review?: { id: number; rating: number } | null;
  /** What the customer may ask for now (its buttons): 'request_extension' while the car is out. */
  actions: RentalAction[];
}

/** POST /api/rentals/:id/extension. */
export interface ExtensionRequestBody {
  newEndDate: string;
  reason: string;
}

/** POST /api/customer-reviews: one review of one of the customer's completed rentals. */
export interface NewReview {
  rentalId: number;
  rating: number;
  reviewText: string | null;
  isPublic: boolean;
}

export interface CustomerReview extends NewReview {
  id: number;
  createdAt: string;
}
