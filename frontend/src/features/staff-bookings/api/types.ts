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
}

export type BookingRequestFilter = BookingRequestStatus | 'all';

export interface BookingRequestListArgs {
  status: BookingRequestFilter;
  page: number;
  limit: number;
}

export interface Approval {
  bookingRequest: StaffBookingRequest;
  rental: RentalView;
}
