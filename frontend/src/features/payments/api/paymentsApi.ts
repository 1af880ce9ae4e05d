import type { PaymentView } from '../../../api/types';
import { api } from '../../../api/base';
import type { Page } from '../../../api/types';
import type { CreatePaymentBody, PayableRental, PaymentQr } from './types';

export interface PaymentPageArgs {
  page: number;
  limit: number;
}

/** The server's largest page: the 'For rental' list shows the customer's latest 100 rentals. */
export const PAYABLE_RENTALS_LIMIT = 100;

const LIST = { type: 'Payment', id: 'LIST' } as const;

const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The answer's reference is the one the payment made with the same Idempotency-Key will carry. */
    getPaymentQr: build.query<PaymentQr, { amount: string; idempotencyKey: string }>({
      query: (params) => ({ url: '/payments/qr', params }),
    }),
    /** The same Idempotency-Key and body again returns the same payment, never a second one. */
    createPayment: build.mutation<PaymentView, { idempotencyKey: string; body: CreatePaymentBody }>({
      query: ({ idempotencyKey, body }) => ({ url: '/payments', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: [LIST],
    }),
    getMyPayments: build.query<Page<PaymentView>, PaymentPageArgs>({
      query: ({ page, limit }) => ({ url: '/payments/customer', params: { page, limit } }),
      providesTags: (result) => [LIST, ...(result?.items ?? []).map((payment) => ({ type: 'Payment' as const, id: payment.id }))],
    }),
    getPayableRentals: build.query<Page<PayableRental>, void>({
      query: () => ({ url: '/rentals/mine', params: { page: 1, limit: PAYABLE_RENTALS_LIMIT } }),
      providesTags: [{ type: 'CustomerRental', id: 'LIST' }],
    }),
  }),
});

export const { useGetPaymentQrQuery, useCreatePaymentMutation, useGetMyPaymentsQuery, useGetPayableRentalsQuery } = paymentsApi;

/** After a proof upload (sent by XHR, outside RTK Query): the history shows it. */
export const invalidatePayment = (id: number) => api.util.invalidateTags([LIST, { type: 'Payment', id }]);

export type ReceiptKind = 'pdf' | 'jpeg';

/** The receipt, fetched with the customer's token. */
export function receiptUrl(id: number, kind: ReceiptKind): string {
  return kind === 'pdf' ? `/api/payments/${id}/receipt` : `/api/payments/${id}/receipt/jpeg`;
}

/** The receipt's file name: receipt-RCP-2026-000123.pdf / .jpg. */
export function receiptFileName(receiptNumber: string, kind: ReceiptKind): string {
  return `receipt-${receiptNumber}.${kind === 'pdf' ? 'pdf' : 'jpg'}`;
}

export function proofUploadUrl(id: number): string {
  return `/api/payments/${id}/proof`;
}
