import type { PublicVehicle } from '../api/types';

/** The sorts offered, in menu order; their labels are the vehicles catalogue's toolbar.sort.<id>. */
export const FLEET_SORTS = ['name', 'make', 'category'] as const;

export type FleetSort = (typeof FLEET_SORTS)[number];
export const DEFAULT_FLEET_SORT: FleetSort = 'name';

export function isFleetSort(value: unknown): value is FleetSort {
  return FLEET_SORTS.some((sort) => sort === value);
}

export interface FleetView {
  /** A category to show, or null for all types. */
  category: string | null;
  sort: FleetSort;
}

/** Where the view lives in the address (?type=SUV&sort=make), so a reload or a shared link shows the same list. */
export const FLEET_VIEW_PARAMS = { category: 'type', sort: 'sort' } as const;

/** The view an address asks for: all types in the default order unless it says otherwise. */
export function fleetViewOf(params: URLSearchParams): FleetView {
  const requestedSort = params.get(FLEET_VIEW_PARAMS.sort);
  return {
    category: params.get(FLEET_VIEW_PARAMS.category) || null,
    sort: isFleetSort(requestedSort) ? requestedSort : DEFAULT_FLEET_SORT,
  };
}

// Case- and accent-insensitive, with "X70" before "X100".
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Compare = (a: PublicVehicle, b: PublicVehicle) => number;

const byDisplayName: Compare = (a, b) => collator.compare(a.displayName, b.displayName) || a.id - b.id;

const COMPARE: Record<FleetSort, Compare> = {
  name: byDisplayName,
  make: (a, b) => collator.compare(a.make, b.make) || collator.compare(a.model, b.model) || byDisplayName(a, b),
  category: (a, b) => collator.compare(a.category, b.category) || byDisplayName(a, b),
};

/** The categories present in the fleet, each once, in A-Z order. */
export function fleetCategories(vehicles: readonly PublicVehicle[]): string[] {
  return [...new Set(vehicles.map((vehicle) => vehicle.category))].sort(collator.compare);
}

/** The vehicles of the chosen type, in the chosen order; the input is left untouched. */
export function filterAndSortFleet(vehicles: readonly PublicVehicle[], { category, sort }: FleetView): PublicVehicle[] {
  const shown = category === null ? [...vehicles] : vehicles.filter((vehicle) => vehicle.category === category);
  return shown.sort(COMPARE[sort]);
}
