import { api } from '../../../api/base';
import type { NewVehicleBlock, VehicleBlock } from './types';

// A block moves the car's schedule: the calendar, the fleet's availability ('Vehicle'), and the log.
const afterChange = (vehicleId: number) => [
  { type: 'VehicleBlock' as const, id: vehicleId },
  { type: 'Vehicle' as const, id: 'LIST' },
  'Calendar' as const,
  'StaffLog' as const,
];

const blocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleBlocks: build.query<VehicleBlock[], number>({
      query: (vehicleId) => `/staff/vehicles/${vehicleId}/blocks`,
      providesTags: (_result, _error, vehicleId) => [{ type: 'VehicleBlock', id: vehicleId }],
    }),
    createVehicleBlock: build.mutation<VehicleBlock, { vehicleId: number } & NewVehicleBlock>({
      query: ({ vehicleId, ...body }) => ({ url: `/staff/vehicles/${vehicleId}/blocks`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { vehicleId }) => afterChange(vehicleId),
    }),
    removeVehicleBlock: build.mutation<VehicleBlock[], { vehicleId: number; blockId: number }>({
      query: ({ vehicleId, blockId }) => ({ url: `/staff/vehicles/${vehicleId}/blocks/${blockId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { vehicleId }) => afterChange(vehicleId),
    }),
  }),
});

export const { useGetVehicleBlocksQuery, useCreateVehicleBlockMutation, useRemoveVehicleBlockMutation } = blocksApi;
