import { useSearchParams } from 'react-router-dom';

const PAGE_PARAM = 'page';

/** The list page in the address (?page=2), so reload and Back keep it; 1 when absent or bad. */
export function usePageParam(): [number, (page: number) => void] {
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
