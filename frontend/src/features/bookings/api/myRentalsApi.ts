import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { PageArgs } from './myBookingsApi';
import type { CustomerRental, ExtensionRequestBody } from './types';

/** The customer's own rentals; staff decisions on them (tagged 'Rental' by id) refresh this list too. */
const myRentalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyRentals: build.query<Page<CustomerRental>, PageArgs>({
      query: ({ page, limit }) => ({ url: '/rentals/mine', params: { page, limit } }),
      providesTags: (result) => [
        { type: 'CustomerRental', id: 'LIST' },
        ...(result?.items ?? []).map((rental) => ({ type: 'Rental' as const, id: rental.id })),
      ],
    }),
    requestExtension: build.mutation<CustomerRental, { id: number } & ExtensionRequestBody>({
      query: ({ id, ...body }) => ({ url: `/rentals/${id}/extension`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Rental', id },
        { type: 'CustomerRental', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMyRentalsQuery, useRequestExtensionMutation } = myRentalsApi;

/** The agreement PDF, fetched with the customer's token. */
export function agreementUrl(id: number): string {
  return `/api/rentals/${id}/download-agreement`;
}
