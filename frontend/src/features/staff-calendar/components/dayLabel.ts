import type { TFunction } from 'i18next';
import { longDate } from '../utils/calendarMonth';

/** A day's button label: "3 December 2026, 2 bookings" or "3 December 2026, no bookings". */
export function dayButtonLabel(t: TFunction<'staffCalendar'>, day: string, count: number): string {
  const date = longDate(day);
  return count > 0 ? t('dayButton', { date, count }) : t('dayButtonEmpty', { date });
}
