import { api } from '../../../api/base';
import type { DashboardMetrics } from './types';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every staff mutation that moves a number here (approvals, status changes, vehicles)
    // invalidates 'Dashboard', so the tab is current when staff come back to it.
    getStaffDashboard: build.query<DashboardMetrics, void>({
      query: () => '/staff/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetStaffDashboardQuery } = dashboardApi;
