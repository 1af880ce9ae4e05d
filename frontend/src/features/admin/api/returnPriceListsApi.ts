import { api } from '../../../api/base';
import type { components } from '../../../api/schema.gen';

export type ReturnPriceList = components['schemas']['ReturnPriceListView'];
export type ReturnFeeBody = components['schemas']['ReturnFeeDto'];
export type DamagePriceBody = components['schemas']['DamagePriceDto'];

/** The return's fee list and damage prices, as the admin edits them; each change answers with the whole list. */
const returnPriceListsApi = api.injectEndpoints({
  endpoints: (build) => {
    const replaceList = {
      async onQueryStarted(
        _args: unknown,
        { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ReturnPriceList }> },
      ) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(returnPriceListsApi.util.upsertQueryData('getAdminReturnPriceLists', undefined, answer.data));
      },
    };
    return {
      getAdminReturnPriceLists: build.query<ReturnPriceList, void>({ query: () => '/staff/return-price-lists' }),
      createReturnFee: build.mutation<ReturnPriceList, ReturnFeeBody>({
        query: (body) => ({ url: '/admin/return-fees', method: 'POST', body }),
        invalidatesTags: ['StaffLog'],
        ...replaceList,
      }),
      updateReturnFee: build.mutation<ReturnPriceList, { feeId: number } & ReturnFeeBody>({
        query: ({ feeId, ...body }) => ({ url: `/admin/return-fees/${feeId}`, method: 'PUT', body }),
        invalidatesTags: ['StaffLog'],
        ...replaceList,
      }),
      setDamagePrice: build.mutation<ReturnPriceList, DamagePriceBody>({
        query: (body) => ({ url: '/admin/damage-prices', method: 'PUT', body }),
        invalidatesTags: ['StaffLog'],
        ...replaceList,
      }),
    };
  },
});

export const { useGetAdminReturnPriceListsQuery, useCreateReturnFeeMutation, useUpdateReturnFeeMutation, useSetDamagePriceMutation } =
  returnPriceListsApi;
