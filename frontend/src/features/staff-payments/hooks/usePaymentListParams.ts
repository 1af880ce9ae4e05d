import { useSearchParams } from 'react-router-dom';
import { useSearchParamFilter, useSearchParamPage } from '../../../lib/useSearchParamPage';
import { PAYMENT_STATUS_FILTERS, type PaymentStatusFilter } from '../api/types';

/**
 * Names of their own: the Rentals tab keeps its status and page in the same address, and a
 * switch of tab keeps the address's other values.
 */
export const PAYMENT_PARAMS = { status: 'paymentStatus', search: 'paymentSearch', page: 'paymentPage' } as const;

/** Staff open the tab to verify: pending payments first. */
export const DEFAULT_PAYMENT_STATUS: PaymentStatusFilter = 'pending';
/** The server's bound on the search text. */
export const MAX_PAYMENT_SEARCH = 100;

export interface PaymentListParams {
  status: PaymentStatusFilter;
  search: string;
  page: number;
}

function isStatusFilter(value: string | null): value is PaymentStatusFilter {
  return PAYMENT_STATUS_FILTERS.some((status) => status === value);
}

/**
 * The status filter, the search and the page live in the address
 * (?tab=payments&paymentStatus=all&paymentSearch=RCP-2026&paymentPage=2), so a reload or a shared
 * link shows the same list. Pending, no search and page 1 are left out. A new filter or search
 * starts again at page 1 and replaces the history entry; a page change adds one.
 */
export function usePaymentListParams(): [
  PaymentListParams,
  { setStatus: (status: PaymentStatusFilter) => void; setSearch: (search: string) => void; setPage: (page: number) => void },
] {
  const [params] = useSearchParams();
  const [page, setPage] = useSearchParamPage(PAYMENT_PARAMS.page);
  const setFilterParam = useSearchParamFilter(PAYMENT_PARAMS.page);
  const requestedStatus = params.get(PAYMENT_PARAMS.status);
  const view: PaymentListParams = {
    status: isStatusFilter(requestedStatus) ? requestedStatus : DEFAULT_PAYMENT_STATUS,
    search: (params.get(PAYMENT_PARAMS.search) ?? '').trim().slice(0, MAX_PAYMENT_SEARCH),
    page,
  };

  return [
    view,
    {
      setStatus: (status) => setFilterParam(PAYMENT_PARAMS.status, status === DEFAULT_PAYMENT_STATUS ? null : status),
      setSearch: (search) => setFilterParam(PAYMENT_PARAMS.search, search.trim() || null),
      setPage,
    },
  ];
}
