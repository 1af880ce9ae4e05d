import { toSen } from './money/money';

/** How amounts and dates read in e-mails and documents: 'RM 1,234.50' and '1 Dec 2026'. */
const RINGGIT = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MALAYSIAN_DATE = new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatRinggit(amount: string | number): string {
  return `RM ${RINGGIT.format(toSen(amount) / 100)}`;
}

/** "2026-12-01" -> "1 Dec 2026", without a time-zone shift (the date is read as UTC midnight). */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return MALAYSIAN_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}
