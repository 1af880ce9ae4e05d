import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { Approval, ApprovalArgs, BookingRequestListArgs, StaffBookingRequest } from './types';

const staffBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffBookingRequests: build.query<Page<StaffBookingRequest>, BookingRequestListArgs>({
      query: ({ status, sort, page, limit }) => ({ url: '/staff/booking-requests', params: { status, sort, page, limit } }),
      providesTags: (result) => [
        { type: 'BookingRequest', id: 'LIST' },
        ...(result?.items ?? []).map((request) => ({ type: 'BookingRequest' as const, id: request.id })),
      ],
    }),
    // Approval creates a rental: the rentals, the calendar and the dashboard all change.
    // The discount staff chose (the tier's suggestion unless they changed it) is always sent.
    approveBookingRequest: build.mutation<Approval, ApprovalArgs>({
      query: ({ id, discount, complianceOverrideReason }) => ({
        url: `/staff/booking-requests/${id}/approve`,
        method: 'PATCH',
        body: { discount, complianceOverrideReason },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'BookingRequest', id },
        { type: 'BookingRequest', id: 'LIST' },
        { type: 'Rental', id: 'LIST' },
        'Calendar',
        'Dashboard',
        'StaffLog',
      ],
    }),
    rejectBookingRequest: build.mutation<StaffBookingRequest, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/staff/booking-requests/${id}/reject`,
        method: 'PATCH',
        body: reason ? { reason } : {},
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'BookingRequest', id },
        { type: 'BookingRequest', id: 'LIST' },
        { type: 'Rental', id: 'LIST' },
        'Dashboard',
        'StaffLog',
      ],
    }),
  }),
});

export const { useGetStaffBookingRequestsQuery, useApproveBookingRequestMutation, useRejectBookingRequestMutation } = staffBookingsApi;
