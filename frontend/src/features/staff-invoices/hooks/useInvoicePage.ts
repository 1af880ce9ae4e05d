import { useSearchParams } from 'react-router-dom';

/** Its own name: the Rentals and Payments tabs keep their pages in the same address. */
const PAGE_PARAM = 'invoicePage';

/**
 * The list's page lives in the address (?tab=invoices&invoicePage=2); page 1 is left out. A
 * page change adds a history entry, so Back returns to the previous page.
 */
export function useInvoicePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      if (next <= 1) current.delete(PAGE_PARAM);
      else current.set(PAGE_PARAM, String(next));
      return current;
    });
  return [page, setPage];
}
