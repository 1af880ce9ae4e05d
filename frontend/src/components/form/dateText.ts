/**
 * The date field's text <-> "YYYY-MM-DD" (a calendar date, no time zone): people read and type dd/mm/yyyy
 * whatever the browser's locale; forms and the API keep the ISO calendar date.
 */
import { isCalendarDate } from '../../lib/calendarDate';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * d/m/yyyy or dd/mm/yyyy; dots or dashes work too (07.03.2026, 7-3-2026), and so do eight bare
 * digits, ddmmyyyy (07032026): a phone's numeric keypad often has no slash key.
 */
const DAY_FIRST_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

/** The characters and length the field takes, as an HTML pattern: a hint to phones, not the check. */
export const DATE_TEXT_PATTERN = String.raw`[\d\/.\-]{8,10}`;

const pad = (value: number | string) => String(value).padStart(2, '0');

/** "07/03/2026", "7/3/2026", "07032026" or "2026-03-07" -> "2026-03-07"; '' for anything else (31/02/2026 too). */
export function parseDateText(text: string): string {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const dayFirst = DAY_FIRST_DATE.exec(trimmed);
  const [day, month, year] = dayFirst ? dayFirst.slice(1).filter(Boolean) : [];
  const date = iso ? trimmed : dayFirst ? `${year}-${pad(month)}-${pad(day)}` : '';
  return isCalendarDate(date) ? date : '';
}

/** "2026-03-07" -> "07/03/2026"; '' for anything that is not a calendar date. */
export function formatDateText(date: string): string {
  const match = ISO_DATE.exec(date);
  return match && isCalendarDate(date) ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** The date, moved into [min, max] where those are given. */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** The same day `months` months away, kept inside the shorter month: 31 Jan + 1 -> 28 or 29 Feb. */
export function shiftMonth(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(day, daysInMonth))}`;
}
