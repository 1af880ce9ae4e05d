import { useSearchParams } from 'react-router-dom';
import { useSearchParamFilter, useSearchParamPage } from '../../../lib/useSearchParamPage';
import { BOOKING_REQUEST_SORTS, type BookingRequestSort } from '../api/types';

/** Names of their own: the other tabs keep their filters and pages in the same address. */
export const REQUEST_PARAMS = { sort: 'requestSort', page: 'requestPage' } as const;

export const DEFAULT_REQUEST_SORT: BookingRequestSort = 'newest';

function isSort(value: string | null): value is BookingRequestSort {
  return BOOKING_REQUEST_SORTS.some((sort) => sort === value);
}

/**
 * The order and the page live in the address (?tab=bookings&requestSort=pickup&requestPage=2), so a
 * reload or a shared link shows the same list. The default order and page 1 are left out; an
 * unknown order falls back to the default. A new order starts again at page 1.
 */
export function useRequestListParams(): [
  { sort: BookingRequestSort; page: number },
  { setSort: (sort: BookingRequestSort) => void; setPage: (page: number) => void },
] {
  const [params] = useSearchParams();
  const [page, setPage] = useSearchParamPage(REQUEST_PARAMS.page);
  const setFilter = useSearchParamFilter(REQUEST_PARAMS.page);
  const requested = params.get(REQUEST_PARAMS.sort);
  return [
    { sort: isSort(requested) ? requested : DEFAULT_REQUEST_SORT, page },
    { setSort: (sort) => setFilter(REQUEST_PARAMS.sort, sort === DEFAULT_REQUEST_SORT ? null : sort), setPage },
  ];
}
