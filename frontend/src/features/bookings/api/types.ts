import type { Schema } from '../../../api/types';

/**
 * A rental as its customer sees it (GET /api/rentals/mine): no customer or mileage fields, plus
 * the agreement, payment, extension and review state. Dates are "YYYY-MM-DD", times "HH:mm",
 * money a decimal string in RM.
 */
export type CustomerRental = Schema<'CustomerRentalView'>;

/** POST /api/rentals/:id/extension. */
export type ExtensionRequestBody = Schema<'ExtensionRequestDto'>;

/** POST /api/customer-reviews: one review of one of the customer's completed rentals. */
export type NewReview = Schema<'CreateReviewDto'>;

export type CustomerReview = Schema<'ReviewView'>;
