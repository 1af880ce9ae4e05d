import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FLEET_SORT, FLEET_VIEW_PARAMS, fleetViewOf, type FleetSort, type FleetView } from '../utils/fleet';

/** The fleet's filter and sort, kept in the address. Changes replace the history entry. */
export function useFleetView(): [FleetView, { setCategory: (category: string | null) => void; setSort: (sort: FleetSort) => void }] {
  const [params, setParams] = useSearchParams();
  const view = fleetViewOf(params);

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
      setCategory: (category) => update(FLEET_VIEW_PARAMS.category, category),
      setSort: (sort) => update(FLEET_VIEW_PARAMS.sort, sort === DEFAULT_FLEET_SORT ? null : sort),
    },
  ];
}
