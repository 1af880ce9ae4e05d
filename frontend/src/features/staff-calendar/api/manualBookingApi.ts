import { api } from '../../../api/base';
import type { Schema } from '../../../api/types';

/**
 * POST /api/staff/bookings/manual: a booking staff make for a customer (phone, walk-in). Dates
 * "YYYY-MM-DD", times "HH:MM" (24-hour), money decimal strings such as "100.00"; notes left out when blank.
 */
export type ManualBookingBody = Schema<'CreateManualBookingDto'>;

/** 201: the rental made, awaiting its agreement. */
export type ManualBookingResult = Schema<'ManualBookingView'>;

const manualBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The new rental shows in the calendar and the rentals tab at once, and moves the dashboard's
    // figures and the staff log (manual_booking_created).
    createManualBooking: build.mutation<ManualBookingResult, ManualBookingBody>({
      query: (body) => ({ url: '/staff/bookings/manual', method: 'POST', body }),
      invalidatesTags: ['Calendar', { type: 'Rental', id: 'LIST' }, 'Dashboard', 'StaffLog'],
    }),
  }),
});

export const { useCreateManualBookingMutation } = manualBookingApi;
