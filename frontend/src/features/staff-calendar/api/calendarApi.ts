import { api } from '../../../api/base';
import type { CalendarRange, CalendarResponse } from './types';

const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    // One request per month shown. Any rental change (approve, manual booking, cancel, return)
    // invalidates 'Calendar', so every cached month refreshes.
    getStaffCalendar: build.query<CalendarResponse, CalendarRange>({
      query: ({ from, to }) => ({ url: '/staff/calendar', params: { from, to } }),
      providesTags: ['Calendar'],
    }),
  }),
});

export const { useGetStaffCalendarQuery } = calendarApi;
