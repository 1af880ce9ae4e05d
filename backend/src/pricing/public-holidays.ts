import Holidays from 'date-holidays';
import { addDays } from '../common/dates/date-math';

/** Malaysia's states and federal territories as date-holidays numbers them ("10" is Selangor). */
export const MALAYSIAN_STATES: Readonly<Record<string, string>> = new Holidays().getStates('MY') ?? {};

export interface HolidaySpan {
  /** The first day and the holiday's English name: what a season made from it remembers. */
  key: string;
  nameEn: string;
  nameMs: string;
  startDate: string;
  /** The last day, included: a two-day Hari Raya or a substitute day after it make one span. */
  endDate: string;
}

const SUBSTITUTE = /\s*\((substitute day|cuti ganti|hari ganti)\)\s*$/i;

const calendars = new Map<string, Holidays>();

function calendarFor(state: string | null): Holidays {
  const key = state ?? '';
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = state ? new Holidays('MY', state) : new Holidays('MY');
    calendars.set(key, calendar);
  }
  return calendar;
}

/**
 * The public holidays (national, and the state's own when one is given) from one day to another,
 * both included. Days of the same holiday in a row, its substitute day included, are one span:
 * the season a business sets for it covers them all.
 */
export function malaysianHolidays(fromDate: string, toDate: string, state: string | null): HolidaySpan[] {
  const calendar = calendarFor(state);
  const spans: HolidaySpan[] = [];
  for (let year = Number(fromDate.slice(0, 4)); year <= Number(toDate.slice(0, 4)); year += 1) {
    const english = calendar.getHolidays(year, 'en').filter((holiday) => holiday.type === 'public');
    const malay = new Map(
      calendar
        .getHolidays(year, 'ms')
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [`${holiday.date}|${holiday.rule}`, holiday.name]),
    );
    for (const holiday of english) {
      const day = holiday.date.slice(0, 10);
      if (day < fromDate || day > toDate) continue;
      const nameEn = holiday.name.replace(SUBSTITUTE, '');
      const nameMs = (malay.get(`${holiday.date}|${holiday.rule}`) ?? holiday.name).replace(SUBSTITUTE, '');
      const last = spans[spans.length - 1];
      if (last && last.nameEn === nameEn && addDays(last.endDate, 1) === day) last.endDate = day;
      else spans.push({ key: `${day}|${nameEn}`.slice(0, 120), nameEn, nameMs, startDate: day, endDate: day });
    }
  }
  return spans;
}
