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
    // Moving a payment moves the money on both rentals' accounts.
    attachPayment: build.mutation<StaffPayment, { id: number; rentalId: number }>({
      query: ({ id, rentalId }) => ({ url: `/staff/payments/${id}/attach`, method: 'POST', body: { rentalId } }),
      invalidatesTags: (_result, _error, { id }) => afterMove(id),
    }),
    detachPayment: build.mutation<StaffPayment, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/staff/payments/${id}/detach`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => afterMove(id),
    }),
  }),
});

function afterMove(id: number) {
  return [
    { type: 'StaffPayment' as const, id },
    { type: 'StaffPayment' as const, id: 'LIST' },
    'Dashboard' as const,
    'Rental' as const,
    'RentalAccount' as const,
    'Payment' as const,
    'StaffLog' as const,
  ];
}

export const { useGetStaffPaymentsQuery, useUpdatePaymentStatusMutation, useAttachPaymentMutation, useDetachPaymentMutation } =
  staffPaymentsApi;
