import { api } from '../../../api/base';
import type { CustomerActivityPage, CustomerLoyalty } from './types';

/**
 * The signed-in customer's loyalty and activity. Points and badges change on the server (payments
 * verified, rentals returned, reviews posted), so both are read afresh whenever the page opens.
 */
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLoyalty: build.query<CustomerLoyalty, void>({
      query: () => '/customers/me/loyalty',
    }),
    getMyActivity: build.query<CustomerActivityPage, { page: number; limit: number }>({
      query: ({ page, limit }) => ({ url: '/customers/me/activity', params: { page, limit } }),
    }),
  }),
});

export const { useGetMyLoyaltyQuery, useGetMyActivityQuery } = accountApi;
