import { api } from '../../../api/base';
import type { Schema } from '../../../api/types';

export type VehicleService = Schema<'VehicleServiceView'>;
export type ServiceSchedule = Schema<'ServiceScheduleDto'>;
export type ServiceDone = Schema<'RecordServiceDto'>;

// The car's card shows its schedule, odometer and "service due": the list is read again.
const afterChange = ['StaffLog' as const, { type: 'Vehicle' as const, id: 'LIST' }];

const serviceApi = api.injectEndpoints({
  endpoints: (build) => ({
    setServiceSchedule: build.mutation<VehicleService, { vehicleId: number } & ServiceSchedule>({
      query: ({ vehicleId, ...body }) => ({ url: `/staff/vehicles/${vehicleId}/service-schedule`, method: 'PUT', body }),
      invalidatesTags: afterChange,
    }),
    recordService: build.mutation<VehicleService, { vehicleId: number } & ServiceDone>({
      query: ({ vehicleId, ...body }) => ({ url: `/staff/vehicles/${vehicleId}/services`, method: 'POST', body }),
      invalidatesTags: afterChange,
    }),
  }),
});

export const { useSetServiceScheduleMutation, useRecordServiceMutation } = serviceApi;
