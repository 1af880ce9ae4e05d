import { useSearchParams } from 'react-router-dom';

/** A page number read from the address: 1 when absent or not a positive whole number. */
export function pageFromParam(value: string | null): number {
  const requested = Number(value);
  return Number.isInteger(requested) && requested > 0 ? requested : 1;
}

/**
 * A list's page lives in the address under `name` (?page=2, or a name of its own when several
 * lists share one address), so reload and Back keep it. Page 1 is left out; 1 when absent or bad.
 * A page change adds a history entry, so Back returns to the previous page.
 */
export function useSearchParamPage(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get(name));
  const setPage = (next: number) =>
    setParams((current) => {
      if (next <= 1) current.delete(name);
      else current.set(name, String(next));
      return current;
    });
  return [page, setPage];
}

/**
 * Sets (or, for null or '', removes) one filter of a list kept in the address. A new filter starts
 * the list again at page 1 (`pageName` is removed) and replaces the history entry.
 */
export function useSearchParamFilter(pageName: string): (key: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return (key, value) =>
    setParams(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        current.delete(pageName);
        return current;
      },
      { replace: true },
    );
}
