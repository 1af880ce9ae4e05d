import { api } from '../../../api/base';
import type { CustomerReview, NewReview } from './types';

/** A review of a completed rental; the rental then shows its stars instead of 'Leave a Review'. */
const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    postReview: build.mutation<CustomerReview, NewReview>({
      query: (body) => ({ url: '/customer-reviews', method: 'POST', body }),
      invalidatesTags: (_result, _error, { rentalId }) => [
        { type: 'Rental', id: rentalId },
        { type: 'CustomerRental', id: 'LIST' },
        // The vehicle's public reviews (fleet dialog) now include this one.
        { type: 'Vehicle', id: 'REVIEWS' },
      ],
    }),
  }),
});

export const { usePostReviewMutation } = reviewsApi;
