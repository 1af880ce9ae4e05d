import type { TFunction } from 'i18next';
import { dayLabel } from '../../../components/calendar';

/** A day's button label: "Thursday, 3 December 2026, 2 bookings" or "…, no bookings". */
export function dayButtonLabel(t: TFunction<'staffCalendar'>, day: string, count: number): string {
  const date = dayLabel(day);
  return count > 0 ? t('dayButton', { date, count }) : t('dayButtonEmpty', { date });
}
