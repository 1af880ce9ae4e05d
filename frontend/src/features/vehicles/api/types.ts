import type { Schema } from '../../../api/types';

export type { PublicVehicle } from '../../../api/types';

/** Calendar dates, "YYYY-MM-DD". */
export type DateRange = Schema<'DateRangeDto'>;

/** conflicts are the booked ranges that clash with the asked dates (dates only, nothing about who). */
export type Availability = Schema<'AvailabilityView'>;

/** The booking request payload; the server takes the customer from the token. */
export type NewBookingRequest = Schema<'CreateBookingRequestDto'>;

/** One public review of a vehicle (GET /api/vehicles/:id/reviews); reviewerName is first name and initial, e.g. "Siti T.". */
export type PublicReview = Schema<'PublicReviewView'>;

/** A page of a vehicle's public reviews, newest first, with the average (one decimal) and count of all of them. */
export type VehicleReviewsPage = Schema<'VehicleReviewsView'>;
