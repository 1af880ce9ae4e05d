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

/** The booking request payload; the server takes the customer from the token. */
export interface NewBookingRequest extends DateRange {
  customerId: number;
  vehicleId: number;
  vehicleName: string;
  customerMessage?: string;
}

/** One public review of a vehicle (GET /api/vehicles/:id/reviews). */
export interface PublicReview {
  id: number;
  rating: number;
  reviewText: string | null;
  /** First name and initial, e.g. "Siti T.". */
  reviewerName: string;
  createdAt: string;
}

/** A page of a vehicle's public reviews, newest first, with the average (one decimal) and count of all of them. */
export interface VehicleReviewsPage {
  averageRating: number | null;
  count: number;
  items: PublicReview[];
  total: number;
  page: number;
  limit: number;
}
