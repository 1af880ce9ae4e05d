import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { RoadCharge, RoadChargeListArgs, SummonsFields, TollImport } from './types';

const LIST = { type: 'RoadCharge' as const, id: 'LIST' };

/** A charge moves the rental's account, so its account and the rentals list are refetched too. */
const changed = (charge: RoadCharge | undefined) => [
  LIST,
  ...(charge ? [{ type: 'RoadCharge' as const, id: charge.id }] : []),
  ...(charge?.rentalId
    ? [
        { type: 'RentalAccount' as const, id: charge.rentalId },
        { type: 'Rental' as const, id: 'LIST' },
      ]
    : []),
];

const roadChargesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoadCharges: build.query<Page<RoadCharge>, RoadChargeListArgs>({
      query: ({ status, kind, page, limit }) => ({
        url: '/staff/road-charges',
        params: { status: status === 'all' ? undefined : status, kind: kind === 'all' ? undefined : kind, page, limit },
      }),
      providesTags: (result) => [LIST, ...(result?.items ?? []).map((charge) => ({ type: 'RoadCharge' as const, id: charge.id }))],
    }),
    recordSummons: build.mutation<RoadCharge, { fields: SummonsFields; photo: File | null }>({
      query: ({ fields, photo }) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
        if (photo) form.append('photo', photo, photo.name);
        return { url: '/staff/road-charges/summonses', method: 'POST', body: form };
      },
      invalidatesTags: (result) => changed(result),
    }),
    importTolls: build.mutation<TollImport, { vehicleId: number; file: File }>({
      query: ({ vehicleId, file }) => {
        const form = new FormData();
        form.append('vehicleId', String(vehicleId));
        form.append('statement', file, file.name);
        return { url: '/staff/road-charges/tolls', method: 'POST', body: form };
      },
      invalidatesTags: [LIST, { type: 'RentalAccount' }, { type: 'Rental', id: 'LIST' }],
    }),
    assignRoadCharge: build.mutation<RoadCharge, { id: number; rentalId: number }>({
      query: ({ id, rentalId }) => ({ url: `/staff/road-charges/${id}/assign`, method: 'POST', body: { rentalId } }),
      invalidatesTags: (result) => changed(result),
    }),
    markRoadChargePaid: build.mutation<RoadCharge, number>({
      query: (id) => ({ url: `/staff/road-charges/${id}/mark-paid`, method: 'POST' }),
      invalidatesTags: (result) => changed(result),
    }),
    disputeRoadCharge: build.mutation<RoadCharge, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/staff/road-charges/${id}/dispute`, method: 'POST', body: { reason } }),
      invalidatesTags: (result) => changed(result),
    }),
    writeOffRoadCharge: build.mutation<RoadCharge, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/staff/road-charges/${id}/write-off`, method: 'POST', body: { reason } }),
      invalidatesTags: (result) => changed(result),
    }),
  }),
});

export const {
  useGetRoadChargesQuery,
  useRecordSummonsMutation,
  useImportTollsMutation,
  useAssignRoadChargeMutation,
  useMarkRoadChargePaidMutation,
  useDisputeRoadChargeMutation,
  useWriteOffRoadChargeMutation,
} = roadChargesApi;
