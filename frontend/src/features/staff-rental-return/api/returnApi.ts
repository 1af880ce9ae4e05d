import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { api } from '../../../api/base';
import type { components } from '../../../api/schema.gen';

export type ReturnInspection = components['schemas']['ReturnInspectionView'];
export type ReturnChargeLine = components['schemas']['ReturnChargeLineView'];
export type DamagePoint = components['schemas']['DamagePointView'];
export type ReturnPriceList = components['schemas']['ReturnPriceListView'];
export type AddDamageBody = components['schemas']['AddDamageDto'];
export type ReturnReadingsBody = components['schemas']['ReturnReadingsDto'];
export type ReturnPhotoType = components['schemas']['ReturnPhotoType'];
export type DamageKind = components['schemas']['DamageKind'];
export type DamageSize = components['schemas']['DamageSize'];
export type CarPanel = components['schemas']['CarPanel'];

/** What finalizing moves besides the inspection: the rental, the lists, the calendar and the dashboard. */
const afterReturn = (id: number) => [
  { type: 'Rental' as const, id },
  { type: 'Rental' as const, id: 'LIST' },
  'Calendar' as const,
  'Dashboard' as const,
  'StaffLog' as const,
];

const returnApi = api.injectEndpoints({
  endpoints: (build) => {
    /** Every step answers with the whole inspection, which replaces the cached one. */
    const step = <Body>(request: (args: { id: number } & Body) => FetchArgs) =>
      build.mutation<ReturnInspection, { id: number } & Body>({
        query: request,
        // The first saved step starts the inspection, which the rental's card then points to.
        invalidatesTags: [{ type: 'Rental', id: 'LIST' }, 'StaffLog'],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const answer = await queryFulfilled.catch(() => null);
          if (answer) dispatch(returnApi.util.updateQueryData('getReturnInspection', id, () => answer.data));
        },
      });
    return {
      getReturnInspection: build.query<ReturnInspection, number>({
        query: (id) => `/staff/rentals/${id}/return`,
        providesTags: (_result, _error, id) => [{ type: 'Rental', id }],
      }),
      getReturnPriceLists: build.query<ReturnPriceList, void>({
        query: () => '/staff/return-price-lists',
      }),
      uploadReturnPhoto: step<{ type: ReturnPhotoType; file: File; clientId?: string }>(({ id, type, file, clientId }) => {
        const body = new FormData();
        body.append('photos', file);
        body.append('photoTypes', type);
        if (clientId) body.append('clientId', clientId);
        return { url: `/staff/rentals/${id}/return/photos`, method: 'POST', body };
      }),
      saveReturnReadings: step<ReturnReadingsBody>(({ id, ...body }) => ({
        url: `/staff/rentals/${id}/return/readings`,
        method: 'PATCH',
        body,
      })),
      addReturnDamage: step<AddDamageBody>(({ id, ...body }) => ({ url: `/staff/rentals/${id}/return/damages`, method: 'POST', body })),
      removeReturnDamage: step<{ damageId: number }>(({ id, damageId }) => ({
        url: `/staff/rentals/${id}/return/damages/${damageId}`,
        method: 'DELETE',
      })),
      addReturnFee: step<{ feeId: number }>(({ id, feeId }) => ({
        url: `/staff/rentals/${id}/return/fees`,
        method: 'POST',
        body: { feeId },
      })),
      removeReturnFee: step<{ line: string }>(({ id, line }) => ({
        url: `/staff/rentals/${id}/return/fees/${encodeURIComponent(line)}`,
        method: 'DELETE',
      })),
      waiveReturnLine: step<{ line: string; reason: string }>(({ id, ...body }) => ({
        url: `/staff/rentals/${id}/return/waivers`,
        method: 'POST',
        body,
      })),
      withdrawReturnWaiver: step<{ line: string }>(({ id, line }) => ({
        url: `/staff/rentals/${id}/return/waivers/${encodeURIComponent(line)}`,
        method: 'DELETE',
      })),
      signReturn: step<{ signatureData: string; clientId?: string }>(({ id, ...body }) => ({
        url: `/staff/rentals/${id}/return/signature`,
        method: 'POST',
        body,
      })),
      customerAbsent: step<{ reason: string }>(({ id, ...body }) => ({
        url: `/staff/rentals/${id}/return/customer-absent`,
        method: 'POST',
        body,
      })),
      finalizeReturn: build.mutation<ReturnInspection, { id: number; expectedTotal: string }>({
        query: ({ id, expectedTotal }) => ({ url: `/staff/rentals/${id}/return/finalize`, method: 'POST', body: { expectedTotal } }),
        invalidatesTags: (_result, _error, { id }) => afterReturn(id),
      }),
    };
  },
});

export const {
  useGetReturnInspectionQuery,
  useGetReturnPriceListsQuery,
  useUploadReturnPhotoMutation,
  useSaveReturnReadingsMutation,
  useAddReturnDamageMutation,
  useRemoveReturnDamageMutation,
  useAddReturnFeeMutation,
  useRemoveReturnFeeMutation,
  useWaiveReturnLineMutation,
  useWithdrawReturnWaiverMutation,
  useSignReturnMutation,
  useCustomerAbsentMutation,
  useFinalizeReturnMutation,
} = returnApi;

/** For a return photo the upload queue sent later: its answer replaces the cached inspection. */
export const replaceCachedInspection = (inspection: ReturnInspection) =>
  returnApi.util.updateQueryData('getReturnInspection', inspection.rentalId, () => inspection);
