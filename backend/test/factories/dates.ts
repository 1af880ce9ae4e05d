import { todayInKualaLumpur } from '../../src/common/dates/calendar-date';

/** "YYYY-MM-DD" that many days from today in Kuala Lumpur, so tests never age. */
export function daysFromToday(days: number): string {
  const [year, month, day] = todayInKualaLumpur().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day at least `afterDays` from today that falls on `weekday` (Sunday 0), "YYYY-MM-DD". */
export function nextWeekday(weekday: number, afterDays = 0): string {
  for (let days = afterDays; ; days += 1) {
    const date = daysFromToday(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}
