import { kualaLumpurWallClock } from '../common/dates/calendar-date';
import { toSen } from '../common/money/money';

/** How the PDFs write instants, numbers and table amounts (amounts with "RM": formatRinggit). */
const GROUPED = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
const AMOUNT = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as Kuala Lumpur wall-clock time, "dd/mm/yyyy HH:mm", whatever the server's zone. */
export function formatKualaLumpurDateTime(instant: Date): string {
  const clock = kualaLumpurWallClock(instant);
  return `${two(clock.getUTCDate())}/${two(clock.getUTCMonth() + 1)}/${clock.getUTCFullYear()} ${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}`;
}

/** 123456 -> "123,456". */
export function formatWholeNumber(value: number): string {
  return GROUPED.format(value);
}

/** "1234.5" -> "1,234.50": a money cell under a "(RM)" column header. */
export function formatAmount(amount: string): string {
  return AMOUNT.format(toSen(amount) / 100);
}
