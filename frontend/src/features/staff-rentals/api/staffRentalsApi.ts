import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { RentalListArgs, ReturnQuote, ReturnRentalBody, StaffRental } from './types';

/** A rental's change also moves the calendar, the dashboard's figures and the staff log. */
const afterChange = (id: number) => [
  { type: 'Rental' as const, id },
  { type: 'Rental' as const, id: 'LIST' },
  'Calendar' as const,
  'Dashboard' as const,
  'StaffLog' as const,
];

const staffRentalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffRentals: build.query<Page<StaffRental>, RentalListArgs>({
      query: ({ filter, status, page, limit }) => ({
        url: '/staff/rentals',
        params: { filter, status: status === 'all' ? undefined : status, page, limit },
      }),
      providesTags: (result) => [
        { type: 'Rental', id: 'LIST' },
        ...(result?.items ?? []).map((rental) => ({ type: 'Rental' as const, id: rental.id })),
      ],
    }),
    getReturnQuote: build.query<ReturnQuote, { id: number; returnMileage: number }>({
      query: ({ id, returnMileage }) => ({ url: `/staff/rentals/${id}/return-quote`, params: { returnMileage } }),
      // A quote is read while the dialog is open; an old one is never worth keeping.
      keepUnusedDataFor: 0,
    }),
    cancelRental: build.mutation<StaffRental, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/staff/rentals/${id}/cancel`, method: 'PATCH', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
    deleteRental: build.mutation<{ success: boolean }, number>({
      query: (id) => ({ url: `/staff/rentals/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => afterChange(id),
    }),
    returnRental: build.mutation<StaffRental, { id: number } & ReturnRentalBody>({
      query: ({ id, ...body }) => ({ url: `/staff/rentals/${id}/return`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => afterChange(id),
    }),
  }),
});

export const {
  useGetStaffRentalsQuery,
  useGetReturnQuoteQuery,
  useCancelRentalMutation,
  useDeleteRentalMutation,
  useReturnRentalMutation,
} = staffRentalsApi;
