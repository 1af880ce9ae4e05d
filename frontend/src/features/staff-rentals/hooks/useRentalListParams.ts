import { useSearchParams } from 'react-router-dom';
import type { RentalStatus } from '../../../api/types';
import { useSearchParamFilter, useSearchParamPage } from '../../../lib/useSearchParamPage';
import { RENTAL_STATUSES, RENTAL_TIME_FILTERS, type RentalStatusFilter, type RentalTimeFilter } from '../api/types';

const FILTER_PARAM = 'filter';
const STATUS_PARAM = 'status';
const PAGE_PARAM = 'page';

export interface RentalListParams {
  filter: RentalTimeFilter;
  status: RentalStatusFilter;
  page: number;
}

function isTimeFilter(value: string | null): value is RentalTimeFilter {
  return RENTAL_TIME_FILTERS.some((filter) => filter === value);
}

function isRentalStatus(value: string | null): value is RentalStatus {
  return RENTAL_STATUSES.some((status) => status === value);
}

/**
 * The list's time filter, status and page live in the address
 * (?tab=rentals&filter=7days&status=active&page=2), so a reload or a shared link shows the same
 * list. Unknown values fall back to all rentals and page 1. A new filter starts again at page 1
 * and replaces the history entry; a page change adds one, so Back returns to the previous page.
 */
export function useRentalListParams(): [
  RentalListParams,
  { setFilter: (filter: RentalTimeFilter) => void; setStatus: (status: RentalStatusFilter) => void; setPage: (page: number) => void },
] {
  const [params] = useSearchParams();
  const [page, setPage] = useSearchParamPage(PAGE_PARAM);
  const setFilterParam = useSearchParamFilter(PAGE_PARAM);
  const requestedFilter = params.get(FILTER_PARAM);
  const requestedStatus = params.get(STATUS_PARAM);
  const view: RentalListParams = {
    filter: isTimeFilter(requestedFilter) ? requestedFilter : 'ALL',
    status: isRentalStatus(requestedStatus) || requestedStatus === 'overdue' ? requestedStatus : 'all',
    page,
  };

  return [
    view,
    {
      setFilter: (filter) => setFilterParam(FILTER_PARAM, filter === 'ALL' ? null : filter),
      setStatus: (status) => setFilterParam(STATUS_PARAM, status === 'all' ? null : status),
      setPage,
    },
  ];
}
