import { useSearchParams } from 'react-router-dom';
import { monthOf, parseMonth } from '../utils/calendarMonth';

const MONTH_PARAM = 'month';

/**
 * The month shown lives in the address (?tab=calendar&month=2026-12), so a reload or a shared
 * link shows the same month. Missing or unknown values show today's month. Each change adds a
 * history entry, so Back returns to the month before.
 */
export function useCalendarMonth(today: string): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get(MONTH_PARAM)) ?? monthOf(today);
  const setMonth = (next: string) =>
    setParams((current) => {
      current.set(MONTH_PARAM, next);
      return current;
    });
  return [month, setMonth];
}
