import { todayInKualaLumpur } from '../../src/common/dates/calendar-date';

/** "YYYY-MM-DD" that many days from today in Kuala Lumpur, so tests never age. */
export function daysFromToday(days: number): string {
  const [year, month, day] = todayInKualaLumpur().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
