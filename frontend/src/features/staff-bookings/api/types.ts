import type { BookingRequestStatus, RentalView } from '../../../api/types';

/** A booking request as staff review it (GET /api/staff/booking-requests). Dates are "YYYY-MM-DD". */
export interface StaffBookingRequest {
  id: number;
  customerId: number;
  customerName: string;
  email: string | null;
  phoneNumber: string | null;
  /** The language the customer reads; staff's WhatsApp text is written in it. */
  customerLanguage: 'en' | 'ms';
  vehicleId: number;
  vehicleName: string;
  vehicleDisplayName: string;
  vehicleCategory: string | null;
  startDate: string;
  endDate: string;
  totalDays: number;
  customerMessage: string | null;
  status: BookingRequestStatus;
  staffReason: string | null;
  rentalId: number | null;
  emailSent: boolean;
  createdAt: string;
  /** Other pending requests for the same car whose dates overlap: approving one refuses these. */
  overlapsWith: number[];
  /** The customer's loyalty tier now; its discount is offered as the default discount on approval. */
  customerTier?: CustomerTier;
  /** The tier's discount on this request's rental amount, e.g. '18.00' ('0.00' for Bronze). */
  suggestedDiscount?: string;
}

export interface CustomerTier {
  tierName: string;
  /** e.g. '5.00' */
  discountPercentage: string;
}

export type BookingRequestFilter = BookingRequestStatus | 'all';

export interface BookingRequestListArgs {
  status: BookingRequestFilter;
  page: number;
  limit: number;
}

/** PATCH .../approve: the discount in RM ('12.50') the rental is given. */
export interface ApprovalArgs {
  id: number;
  discount: string;
}

export interface Approval {
  bookingRequest: StaffBookingRequest;
  rental: RentalView;
}
