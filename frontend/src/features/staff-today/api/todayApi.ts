import { api } from '../../../api/base';
import type { Schema } from '../../../api/types';

/** GET /api/staff/today: the day's groups, each capped with its full count; days and times in Kuala Lumpur. */
export type StaffToday = Schema<'StaffTodayView'>;
export type TodayRental = Schema<'TodayRentalView'>;
export type TodayRequest = Schema<'TodayRequestView'>;
export type TodayCompliance = Schema<'ExpiringComplianceView'>;

/** How stale the list may be when staff come back to it: a rental turns overdue with the clock, not a write. */
const REFRESH_AFTER_SECONDS = 60;

const todayApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The mutations that move a rental or a request invalidate 'Dashboard', and so this list too.
    getStaffToday: build.query<StaffToday, void>({
      query: () => '/staff/today',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const useGetStaffTodayQuery = () => todayApi.useGetStaffTodayQuery(undefined, { refetchOnMountOrArgChange: REFRESH_AFTER_SECONDS });
