import { api } from '../../../api/base';
import type { RentalView } from '../../../api/types';

/**
 * POST /api/staff/bookings/manual: a booking staff make for a customer (phone, walk-in). Dates
 * "YYYY-MM-DD", times "HH:MM" (24-hour), money decimal strings such as "100.00".
 */
export interface ManualBookingBody {
  customerId: number;
  vehicleId: number;
  startDate: string;
  endDate: string;
  pickupTime: string;
  returnTime: string;
  rentalPerDay: string;
  deposit: string;
  /** Left out when blank. */
  notes?: string;
}

/** 201: the rental made, awaiting its agreement. */
export interface ManualBookingResult {
  rental: RentalView;
  message: string;
}

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
