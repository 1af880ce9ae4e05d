import { i18n } from '../../../i18n';

/** "1 day", "3 days", in the reader's language. */
export function dayCountLabel(days: number): string {
  return i18n.t('vehicles:price.days', { count: days });
}
