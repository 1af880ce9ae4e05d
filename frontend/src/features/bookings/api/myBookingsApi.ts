import { api } from '../../../api/base';
import type { BookingRequest, Page } from '../../../api/types';

export interface PageArgs {
  page: number;
  limit: number;
}

const myBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The fleet screen's Request Booking invalidates the LIST tag, so a new request shows here.
    getMyBookingRequests: build.query<Page<BookingRequest>, PageArgs>({
      query: ({ page, limit }) => ({ url: '/booking-requests/mine', params: { page, limit } }),
      providesTags: (result) => [
        { type: 'BookingRequest', id: 'LIST' },
        ...(result?.items ?? []).map((request) => ({ type: 'BookingRequest' as const, id: request.id })),
      ],
    }),
  }),
});

export const { useGetMyBookingRequestsQuery } = myBookingsApi;
