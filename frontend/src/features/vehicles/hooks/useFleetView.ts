import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FLEET_SORT, isFleetSort, type FleetSort, type FleetView } from '../utils/fleet';

const TYPE_PARAM = 'type';
const SORT_PARAM = 'sort';

/**
 * The fleet's filter and sort live in the address (?type=SUV&sort=make), so a reload or a
 * shared link shows the same list. Changes replace the history entry.
 */
export function useFleetView(): [FleetView, { setCategory: (category: string | null) => void; setSort: (sort: FleetSort) => void }] {
  const [params, setParams] = useSearchParams();
  const requestedSort = params.get(SORT_PARAM);
  const view: FleetView = {
    category: params.get(TYPE_PARAM) || null,
    sort: isFleetSort(requestedSort) ? requestedSort : DEFAULT_FLEET_SORT,
  };

  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        return current;
      },
      { replace: true },
    );

  return [
    view,
    {
      setCategory: (category) => update(TYPE_PARAM, category),
      setSort: (sort) => update(SORT_PARAM, sort === DEFAULT_FLEET_SORT ? null : sort),
    },
  ];
}
