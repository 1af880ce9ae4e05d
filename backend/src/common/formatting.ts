import { toSen } from './money/money';

/** How amounts read in e-mails and documents, in every language: 'RM 1,234.50'. Dates: formatMalaysianDate. */
const RINGGIT = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRinggit(amount: string | number): string {
  return `RM ${RINGGIT.format(toSen(amount) / 100)}`;
}
