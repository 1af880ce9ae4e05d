import { api } from '../../../api/base';
import type { QueryOf, Schema } from '../../../api/types';

/** One look at a customer's identity document (GET /api/admin/breach/document-views). */
export type DocumentView = Schema<'DocumentViewView'>;
export type DocumentViewPage = Schema<'DocumentViewPageView'>;

/** One customer to notify, with the language to write in (GET /api/admin/breach/exposed-customers). */
export type ExposedCustomer = Schema<'ExposedCustomerView'>;
export type ExposedCustomerPage = Schema<'ExposedCustomerPageView'>;

/** The period (Kuala Lumpur days, both included), one staff account or all, and the page. */
export type BreachArgs = QueryOf<'BreachResponseController_documentViews'>;

/** Rows per page of each breach list. */
export const BREACH_PAGE_SIZE = 20;

/** The workbook of a list for the same period and staff account, e.g. /api/admin/breach/document-views.xlsx?from=… */
export function breachWorkbookUrl(
  list: 'document-views' | 'exposed-customers',
  { from, to, staffId }: Omit<BreachArgs, 'page' | 'limit'>,
): string {
  const params = new URLSearchParams({ from, to });
  if (staffId !== undefined) params.set('staffId', String(staffId));
  return `/api/admin/breach/${list}.xlsx?${params.toString()}`;
}

// Read-only lists of the log: nothing the admin does here changes them, so they provide no tags.
const breachApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBreachDocumentViews: build.query<DocumentViewPage, BreachArgs>({
      query: (params) => ({ url: '/admin/breach/document-views', params }),
    }),
    getBreachExposedCustomers: build.query<ExposedCustomerPage, BreachArgs>({
      query: (params) => ({ url: '/admin/breach/exposed-customers', params }),
    }),
  }),
});

export const { useGetBreachDocumentViewsQuery, useGetBreachExposedCustomersQuery } = breachApi;
