/** Whole-day arithmetic on "YYYY-MM-DD" strings, done in UTC so no time zone can shift a day. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Calendar days from one date to another: 1 from a day to the next, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (isoDate: string) => {
    const [year, month, day] = isoDate.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** First and last day of the month containing the date. */
export function monthBounds(isoDate: string): { first: string; last: string } {
  const [year, month] = isoDate.split('-').map(Number);
  const first = `${isoDate.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first, last };
}

/** The same day `months` later, the month's last day when it has fewer days ("2026-01-31" + 1 -> "2026-02-28"). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return addDays(first.toISOString().slice(0, 10), Math.min(day, lastDay) - 1);
}
