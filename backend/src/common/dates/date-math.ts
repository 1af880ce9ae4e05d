/** Whole-day arithmetic on "YYYY-MM-DD" strings, done in UTC so no time zone can shift a day. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** First and last day of the month containing the date. */
export function monthBounds(isoDate: string): { first: string; last: string } {
  const [year, month] = isoDate.split('-').map(Number);
  const first = `${isoDate.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first, last };
}
