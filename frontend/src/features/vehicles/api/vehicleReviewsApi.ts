import { api } from '../../../api/base';
import type { VehicleReviewsPage } from './types';

/**
 * A vehicle's public reviews. Only the detail dialog (its own chunk) imports this, so the fleet's
 * first load does not carry it. Tagged 'Vehicle'/'REVIEWS' so a new review, or staff hiding one, refreshes it.
 */
const vehicleReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleReviews: build.query<VehicleReviewsPage, { vehicleId: number; page: number; limit: number }>({
      query: ({ vehicleId, page, limit }) => ({ url: `/vehicles/${vehicleId}/reviews`, params: { page, limit } }),
      providesTags: [{ type: 'Vehicle', id: 'REVIEWS' }],
    }),
  }),
});

export const { useGetVehicleReviewsQuery } = vehicleReviewsApi;
