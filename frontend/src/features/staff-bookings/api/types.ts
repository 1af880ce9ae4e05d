import type { BookingRequestStatus, Schema } from '../../../api/types';

/**
 * A booking request as staff review it (GET /api/staff/booking-requests). Dates are "YYYY-MM-DD".
 * customerTier is the customer's loyalty tier now; suggestedDiscount its discount on this request,
 * offered as the default discount on approval.
 */
export type StaffBookingRequest = Schema<'StaffBookingRequestView'>;

export type CustomerTier = Schema<'CustomerTierView'>;

export type BookingRequestFilter = BookingRequestStatus | 'all';

/** The list's orders: the newest requests, or the soonest pickup. */
export type BookingRequestSort = Schema<'StaffBookingRequestSort'>;
export const BOOKING_REQUEST_SORTS = ['newest', 'pickup'] as const satisfies readonly BookingRequestSort[];

/** Identity documents a customer has no file for (missingDocuments). */
export type IdentityDocument = Schema<'IdentityDocument'>;

export interface BookingRequestListArgs {
  status: BookingRequestFilter;
  sort: BookingRequestSort;
  page: number;
  limit: number;
}

/** PATCH .../approve: the discount in RM ('12.50') the rental is given. */
export type ApprovalArgs = Pick<StaffBookingRequest, 'id'> &
  Required<Pick<Schema<'ApproveBookingRequestDto'>, 'discount'>> &
  Pick<Schema<'ApproveBookingRequestDto'>, 'complianceOverrideReason'>;

export type Approval = Schema<'ApprovalView'>;
