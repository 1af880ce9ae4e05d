import { api } from '../../../api/base';
import type { AppDispatch } from '../../../app/store';
import { preloadImage } from '../../../lib/preloadImage';
import { filterAndSortFleet, fleetViewOf } from '../utils/fleet';
import type { BookingRequest } from '../../../api/types';
import type { Availability, DateRange, NewBookingRequest, PublicVehicle } from './types';

const vehiclesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicVehicles: build.query<PublicVehicle[], void>({
      query: () => '/vehicles',
      providesTags: (vehicles = []) => [
        { type: 'Vehicle', id: 'LIST' },
        ...vehicles.map((vehicle) => ({ type: 'Vehicle' as const, id: vehicle.id })),
      ],
    }),
    // A POST that changes nothing: a mutation, so every press asks the server afresh.
    checkAvailability: build.mutation<Availability, DateRange & { vehicleId: number }>({
      query: ({ vehicleId, startDate, endDate }) => ({
        url: `/vehicles/${vehicleId}/check-availability`,
        method: 'POST',
        body: { startDate, endDate },
      }),
    }),
    createBookingRequest: build.mutation<BookingRequest, NewBookingRequest>({
      query: (body) => ({ url: '/booking-requests', method: 'POST', body }),
      invalidatesTags: [{ type: 'BookingRequest', id: 'LIST' }],
    }),
  }),
});

export const { useGetPublicVehiclesQuery, useCheckAvailabilityMutation, useCreateBookingRequestMutation } = vehiclesApi;

/**
 * Asks for the fleet before any screen does: a first visit straight to /vehicles starts the
 * request while the app's code is still starting (the server's HTML has usually preloaded it),
 * instead of after the screen has rendered. The screen's own query then finds it in flight or
 * answered (one request either way). Once the fleet is in, the photo of the first car the address
 * shows (`search`: its filter and sort) is fetched too: it is the page's largest paint, and
 * asked for only by the rendered card it would arrive half a second later on a slow phone.
 */
export const prefetchFleet = (search: string) => async (dispatch: AppDispatch) => {
  const fleet = await dispatch(vehiclesApi.endpoints.getPublicVehicles.initiate(undefined, { subscribe: false }));
  const first = fleet.data ? filterAndSortFleet(fleet.data, fleetViewOf(new URLSearchParams(search)))[0] : undefined;
  if (first?.photoUrl) preloadImage(first.photoUrl);
};
