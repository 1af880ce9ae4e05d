import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { StaffReview, StaffReviewListArgs } from './types';

const staffReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffReviews: build.query<Page<StaffReview>, StaffReviewListArgs>({
      query: ({ vehicleId, page, limit }) => ({ url: '/staff/reviews', params: { vehicleId, page, limit } }),
    }),
    // The server logs review_hidden / review_shown. The answer is the whole review, so the cached
    // pages are patched in place (hiding or showing does not move a review in the list); the
    // fleet's public reviews are read again.
    setReviewHidden: build.mutation<StaffReview, { id: number; hidden: boolean }>({
      query: ({ id, hidden }) => ({ url: `/staff/reviews/${id}/${hidden ? 'hide' : 'show'}`, method: 'PATCH' }),
      invalidatesTags: ['StaffLog', { type: 'Vehicle', id: 'REVIEWS' }],
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        const { data: updated } = await queryFulfilled.catch(() => ({ data: null }));
        if (!updated) return;
        const state = getState() as Parameters<typeof staffReviewsApi.util.selectCachedArgsForQuery>[0];
        for (const args of staffReviewsApi.util.selectCachedArgsForQuery(state, 'getStaffReviews')) {
          dispatch(
            staffReviewsApi.util.updateQueryData('getStaffReviews', args, (page) => {
              const index = page.items.findIndex((item) => item.id === updated.id);
              if (index >= 0) page.items[index] = updated;
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetStaffReviewsQuery, useSetReviewHiddenMutation } = staffReviewsApi;
