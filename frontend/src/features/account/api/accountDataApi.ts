import { api } from '../../../api/base';
import type { Schema } from '../../../api/types';

export type CustomerProfile = Pick<Schema<'CustomerSelfView'>, 'id' | 'deletionRequestedAt'>;
export type DeletionRequest = Schema<'DeletionRequestView'>;
export type CustomerHold = Schema<'CustomerHold'>;

/** The zip of the customer's own data (PDPA access); fetched with the token, saved as a file. */
export const DATA_EXPORT_URL = '/api/customers/me/data-export.zip';

/**
 * My Account's 'Your data' section: whether a deletion request is pending, and the request.
 * Injected only by that lazily loaded section, so the account page's first load carries none of it.
 */
const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<CustomerProfile, void>({
      query: () => '/customers/me',
    }),
    requestAccountDeletion: build.mutation<DeletionRequest, void>({
      query: () => ({ url: '/customers/me/deletion-request', method: 'POST' }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          accountDataApi.util.updateQueryData('getMyProfile', undefined, (profile) => {
            profile.deletionRequestedAt = data.deletionRequestedAt;
          }),
        );
      },
    }),
  }),
});

export const { useGetMyProfileQuery, useRequestAccountDeletionMutation } = accountDataApi;
