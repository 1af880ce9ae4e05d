import { useSearchParams } from 'react-router-dom';

const TAB_PARAM = 'tab';

/**
 * The open tab lives in the address (?tab=customers), so a reload or a shared link opens
 * it again. Switching replaces the history entry: Back leaves the screen instead of
 * stepping through tabs. Without a value, or with an unknown one, `fallback` is open (the
 * first tab unless the screen says otherwise).
 */
export function useTabParam<Id extends string>(ids: readonly Id[], fallback: Id = ids[0]): [Id, (id: Id) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const current = ids.find((id) => id === requested) ?? fallback;
  const select = (id: Id) =>
    setSearchParams(
      (params) => {
        params.set(TAB_PARAM, id);
        return params;
      },
      { replace: true },
    );
  return [current, select];
}
