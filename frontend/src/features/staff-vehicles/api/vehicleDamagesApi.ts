import { api } from '../../../api/base';
import type { RepairDamageBody, VehicleDamage, VehicleDamageListArgs, VehicleDamagePage } from './types';

/** The image's bytes on success; a failure's body stays text, for its message. */
const blobOrText = (response: Response): Promise<Blob | string> => (response.ok ? response.blob() : response.text());

const vehicleDamagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleDamages: build.query<VehicleDamagePage, VehicleDamageListArgs>({
      query: ({ vehicleId, status, page, limit }) => ({ url: `/staff/vehicles/${vehicleId}/damages`, params: { status, page, limit } }),
      providesTags: (_result, _error, { vehicleId }) => [{ type: 'VehicleDamage', id: vehicleId }],
    }),
    /** A damage close-up (one of its return's photos) as a blob: URL: it needs the staff token. Revoked when unused. */
    getDamagePhoto: build.query<string | null, { rentalId: number; photoKey: string }>({
      async queryFn({ rentalId, photoKey }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `/staff/rentals/${rentalId}/return/files/${photoKey}`, responseHandler: blobOrText });
        if (result.error) return { error: result.error };
        const blob: unknown = result.data;
        if (!(blob instanceof Blob) || typeof URL.createObjectURL !== 'function') return { data: null };
        return { data: URL.createObjectURL(blob) };
      },
      keepUnusedDataFor: 60,
      async onCacheEntryAdded(_args, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded?.data) URL.revokeObjectURL(loaded.data);
      },
    }),
    // A repaired point leaves the car's open damage: both lists, the next return's inspection and
    // a pickup's damage step (each tagged by rental) show it no more.
    markDamageRepaired: build.mutation<VehicleDamage, { vehicleId: number; damageId: number } & RepairDamageBody>({
      query: ({ vehicleId, damageId, ...body }) => ({
        url: `/staff/vehicles/${vehicleId}/damages/${damageId}/repair`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { vehicleId }) => [{ type: 'VehicleDamage', id: vehicleId }, 'Rental', 'StaffLog'],
    }),
  }),
});

export const { useGetVehicleDamagesQuery, useGetDamagePhotoQuery, useMarkDamageRepairedMutation } = vehicleDamagesApi;
