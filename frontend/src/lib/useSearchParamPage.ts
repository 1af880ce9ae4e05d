import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/** A page number read from the address: 1 when absent or not a positive whole number. */
export function pageFromParam(value: string | null): number {
  const requested = Number(value);
  return Number.isInteger(requested) && requested > 0 ? requested : 1;
}

type SearchParamsChange = (params: URLSearchParams) => void;

/**
 * Changes the address's query. React Router hands setSearchParams' updater the query of the last
 * render, so a second change before the next render (a filter picked, then a date typed at once)
 * would drop the first; the last written query is kept until the address has it.
 */
function useSearchParamsWriter(): (change: SearchParamsChange, options?: NavigateOptions) => void {
  const [params, setParams] = useSearchParams();
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  return useCallback(
    (change, options) =>
      setParams((rendered) => {
        const next = new URLSearchParams(written.current ?? rendered);
        change(next);
        written.current = next;
        return next;
      }, options),
    [setParams],
  );
}

/**
 * A list's page lives in the address under `name` (?page=2, or a name of its own when several
 * lists share one address), so reload and Back keep it. Page 1 is left out; 1 when absent or bad.
 * A page change adds a history entry, so Back returns to the previous page.
 */
export function useSearchParamPage(name: string): [number, (page: number) => void] {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const page = pageFromParam(params.get(name));
  const setPage = (next: number) =>
    write((current) => {
      if (next <= 1) current.delete(name);
      else current.set(name, String(next));
    });
  return [page, setPage];
}

/**
 * Sets (or, for null or '', removes) filters of a list kept in the address, several at once if
 * need be. A new filter starts the list again at page 1 (`pageName` is removed) and replaces the
 * history entry.
 */
export function useSearchParamFilters(pageName: string): (changes: Record<string, string | null>) => void {
  const write = useSearchParamsWriter();
  return (changes) =>
    write(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) current.set(key, value);
          else current.delete(key);
        }
        current.delete(pageName);
      },
      { replace: true },
    );
}

/** One filter of a list kept in the address (see useSearchParamFilters). */
export function useSearchParamFilter(pageName: string): (key: string, value: string | null) => void {
  const setFilters = useSearchParamFilters(pageName);
  return (key, value) => setFilters({ [key]: value });
}
