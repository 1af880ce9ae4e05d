import { useSearchParams } from 'react-router-dom';

export const BOOKINGS_TABS = ['requests', 'rentals'] as const;
export type BookingsTab = (typeof BOOKINGS_TABS)[number];

const TAB_PARAM = 'tab';
const PAGE_PARAM = 'page';

/**
 * Which list My Bookings shows (?tab=rentals; the requests when absent), kept in the address so
 * reload and shared links keep it. Switching starts the other list at page 1 and replaces the
 * history entry, so Back leaves the screen instead of stepping through tabs.
 */
export function useBookingsTab(): [BookingsTab, (tab: BookingsTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab = BOOKINGS_TABS.find((id) => id === requested) ?? 'requests';
  const select = (next: BookingsTab) =>
    setParams(
      (current) => {
        if (next === 'requests') current.delete(TAB_PARAM);
        else current.set(TAB_PARAM, next);
        current.delete(PAGE_PARAM);
        return current;
      },
      { replace: true },
    );
  return [tab, select];
}
