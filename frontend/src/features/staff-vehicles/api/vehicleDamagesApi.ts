import { api } from '../../../api/base';
import type { RepairDamageBody, VehicleDamage, VehicleDamageListArgs, VehicleDamagePage } from './types';

const vehicleDamagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleDamages: build.query<VehicleDamagePage, VehicleDamageListArgs>({
      query: ({ vehicleId, status, page, limit }) => ({ url: `/staff/vehicles/${vehicleId}/damages`, params: { status, page, limit } }),
      providesTags: (_result, _error, { vehicleId }) => [{ type: 'VehicleDamage', id: vehicleId }],
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

export const { useGetVehicleDamagesQuery, useMarkDamageRepairedMutation } = vehicleDamagesApi;
