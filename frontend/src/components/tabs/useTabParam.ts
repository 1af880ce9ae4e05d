import { useSearchParams } from 'react-router-dom';

const TAB_PARAM = 'tab';

/**
 * The open tab lives in the address (?tab=customers), so a reload or a shared link opens
 * it again. Switching replaces the history entry: Back leaves the screen instead of
 * stepping through tabs. Unknown values fall back to the first tab.
 */
export function useTabParam<Id extends string>(ids: readonly Id[]): [Id, (id: Id) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const current = ids.find((id) => id === requested) ?? ids[0];
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
