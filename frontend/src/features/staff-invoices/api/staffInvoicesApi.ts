import { api } from '../../../api/base';
import type { Page, Schema } from '../../../api/types';
import type { InvoiceBody, InvoiceListArgs, InvoiceView } from './types';

/** An invoice made or removed also writes the staff log. */
const afterChange = (id?: number) => [
  { type: 'Invoice' as const, id: 'LIST' },
  ...(id === undefined ? [] : [{ type: 'Invoice' as const, id }]),
  'StaffLog' as const,
];

const staffInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Page<InvoiceView>, InvoiceListArgs>({
      query: ({ page, limit }) => ({ url: '/staff/invoices', params: { page, limit } }),
      providesTags: (result) => [
        { type: 'Invoice', id: 'LIST' },
        ...(result?.items ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id })),
      ],
    }),
    /** The same Idempotency-Key and body again (a double tap, a retry) returns the same invoice. */
    createInvoice: build.mutation<InvoiceView, { body: InvoiceBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/staff/invoices',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: () => afterChange(),
    }),
    deleteInvoice: build.mutation<Schema<'InvoiceDeletedView'>, number>({
      query: (id) => ({ url: `/staff/invoices/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => afterChange(id),
    }),
  }),
});

export const { useGetInvoicesQuery, useCreateInvoiceMutation, useDeleteInvoiceMutation } = staffInvoicesApi;

/** The invoice's PDF (GET, staff token). */
export function invoicePdfUrl(id: number): string {
  return `/api/staff/invoices/${id}/download`;
}

/** The PDF is saved as 'invoice-{number}-{date}.pdf', so a saved file says which invoice it is. */
export function invoiceFileName(invoice: Pick<InvoiceView, 'id' | 'number' | 'invoiceDate'>): string {
  return `invoice-${invoice.number ?? invoice.id}-${invoice.invoiceDate}.pdf`;
}
