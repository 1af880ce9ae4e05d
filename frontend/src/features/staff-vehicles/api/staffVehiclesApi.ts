import { api } from '../../../api/base';
import type { Page, Schema } from '../../../api/types';
import type { StaffVehicle, VehicleListArgs, VehiclePayload, VehicleRemoval } from './types';

/** The multipart field the server reads, and the name the cropped JPEG is sent under. */
export const PHOTO_FIELD = 'vehiclePhoto';
const PHOTO_FILE_NAME = 'vehicle-photo.jpg';

// Vehicle changes show in the public fleet (same 'Vehicle' LIST tag) and move the dashboard's
// available cars and utilisation.
const staffVehiclesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffVehicles: build.query<Page<StaffVehicle>, VehicleListArgs>({
      query: ({ page, limit }) => ({ url: '/staff/vehicles', params: { page, limit } }),
      providesTags: (result) => [
        { type: 'Vehicle', id: 'LIST' },
        ...(result?.items ?? []).map((vehicle) => ({ type: 'Vehicle' as const, id: vehicle.id })),
      ],
    }),
    uploadVehiclePhoto: build.mutation<Schema<'VehiclePhotoView'>, Blob>({
      query: (photo) => {
        const body = new FormData();
        body.append(PHOTO_FIELD, photo, PHOTO_FILE_NAME);
        return { url: '/staff/vehicles/upload-photo', method: 'POST', body };
      },
    }),
    createVehicle: build.mutation<StaffVehicle, VehiclePayload>({
      query: (body) => ({ url: '/staff/vehicles', method: 'POST', body }),
      invalidatesTags: [{ type: 'Vehicle', id: 'LIST' }, 'Dashboard', 'Calendar', 'StaffLog'],
    }),
    updateVehicle: build.mutation<StaffVehicle, { id: number; changes: Partial<VehiclePayload> }>({
      query: ({ id, changes }) => ({ url: `/staff/vehicles/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Vehicle', id },
        { type: 'Vehicle', id: 'LIST' },
        'Dashboard',
        'Calendar',
        'StaffLog',
      ],
    }),
    deleteVehicle: build.mutation<VehicleRemoval, number>({
      query: (id) => ({ url: `/staff/vehicles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Vehicle', id },
        { type: 'Vehicle', id: 'LIST' },
        'Dashboard',
        'Calendar',
        'StaffLog',
      ],
    }),
  }),
});

export const {
  useGetStaffVehiclesQuery,
  useUploadVehiclePhotoMutation,
  useCreateVehicleMutation,
  useUpdateVehicleMutation,
  useDeleteVehicleMutation,
} = staffVehiclesApi;
