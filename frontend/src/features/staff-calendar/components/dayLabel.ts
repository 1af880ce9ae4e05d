import type { TFunction } from 'i18next';
import { dayLabel } from '../../../components/calendar';

/**
 * A day's button label: "Thursday, 3 December 2026, 2 bookings" or "…, no bookings", with
 * ", 1 car off the road" when a car is blocked that day.
 */
export function dayButtonLabel(t: TFunction<'staffCalendar'>, day: string, count: number, blocked = 0): string {
  const date = dayLabel(day);
  const label = count > 0 ? t('dayButton', { date, count }) : t('dayButtonEmpty', { date });
  return blocked > 0 ? `${label}${t('dayButtonBlocked', { count: blocked })}` : label;
}
