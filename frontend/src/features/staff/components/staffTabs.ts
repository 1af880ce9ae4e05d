import type { TFunction } from 'i18next';
import type { SectionTab } from '../../../components/tabs';

export interface StaffTab extends SectionTab {
  heading: string;
}

/**
 * The dashboard's tabs in order: the seven core tabs, with Payments (verifying customers'
 * payments) after Invoices, Deliveries after Payments, and Summonses (and tolls) last.
 */
export const STAFF_TAB_IDS = [
  'dashboard',
  'customers',
  'bookings',
  'rentals',
  'calendar',
  'invoices',
  'payments',
  'deliveries',
  'vehicles',
  'summonses',
] as const;

/** The tabs with their names in the reader's language. */
export function staffTabs(t: TFunction<'staff'>): StaffTab[] {
  return STAFF_TAB_IDS.map((id) => ({ id, label: t(`tabs.${id}.label`), heading: t(`tabs.${id}.heading`) }));
}
