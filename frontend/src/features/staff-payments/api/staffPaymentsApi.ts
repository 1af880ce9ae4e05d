import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { PaymentListArgs, PaymentStatusBody, StaffPayment } from './types';

/** The uploaded DuitNow QR: PUT (multipart 'qrImage') and DELETE here; read at GET /api/settings/payment-qr. */
const QR_SETTING = '/staff/settings/payment-qr';

function qrForm(image: File): FormData {
  const form = new FormData();
  form.append('qrImage', image, image.name);
  return form;
}

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
    uploadPaymentQr: build.mutation<{ uploaded: boolean }, File>({
      query: (image) => ({ url: QR_SETTING, method: 'PUT', body: qrForm(image) }),
    }),
    removePaymentQr: build.mutation<unknown, void>({
      query: () => ({ url: QR_SETTING, method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetStaffPaymentsQuery,
  useUpdatePaymentStatusMutation,
  useUploadPaymentQrMutation,
  useRemovePaymentQrMutation,
} = staffPaymentsApi;
