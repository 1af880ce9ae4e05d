import type { RentalStatus } from '../../../api/types';

/**
 * A rental as its customer sees it (GET /api/rentals/mine): no staff notes, no evidence files.
 * Dates are "YYYY-MM-DD", times "HH:mm", money a decimal string in RM.
 */
export interface CustomerRental {
  id: number;
  vehicle: string;
  color: string | null;
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
  /** True once the signed agreement can be downloaded. */
  agreementReady: boolean;
  /** The end date asked for while the status is 'extension-requested'. */
  extensionRequestedUntil: string | null;
  extensionReason: string | null;
  /** Why the last extension request was declined. */
  extensionDeclineReason: string | null;
  createdAt: string;
}

/** POST /api/rentals/:id/extension. */
export interface ExtensionRequestBody {
  newEndDate: string;
  reason: string;
}
