import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { PaymentListArgs, PaymentStatusBody, StaffPayment } from './types';

const staffPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffPayments: build.query<Page<StaffPayment>, PaymentListArgs>({
      query: ({ status, search, page, limit }) => ({
        url: '/staff/payments',
        params: { status: status === 'all' ? undefined : status, search: search || undefined, page, limit },
      }),
      providesTags: (result) => [
        { type: 'StaffPayment', id: 'LIST' },
        ...(result?.items ?? []).map((payment) => ({ type: 'StaffPayment' as const, id: payment.id })),
      ],
    }),
    // A verified payment moves the dashboard's figures, the rental's paid state, the customer's
    // own history and the staff log.
    updatePaymentStatus: build.mutation<StaffPayment, { id: number } & PaymentStatusBody>({
      query: ({ id, ...body }) => ({ url: `/staff/payments/${id}/status`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'StaffPayment', id },
        { type: 'StaffPayment', id: 'LIST' },
        'Dashboard',
        'Rental',
        'Payment',
        'StaffLog',
      ],
    }),
  }),
});

export const { useGetStaffPaymentsQuery, useUpdatePaymentStatusMutation } = staffPaymentsApi;
