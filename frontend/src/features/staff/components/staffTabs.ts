import type { TFunction } from 'i18next';
import type { SectionTab } from '../../../components/tabs';

export interface StaffTab extends SectionTab {
  id: StaffTabId;
  heading: string;
}

/**
 * The dashboard's tabs in order: the seven core tabs with Today (the day's work) after the
 * Dashboard, Payments (verifying customers' payments) after Invoices, Deliveries after Payments,
 * then Summonses (and tolls) and, last, Reports (the business's figures over a range of months).
 */
export const STAFF_TAB_IDS = [
  'dashboard',
  'today',
  'customers',
  'bookings',
  'rentals',
  'calendar',
  'invoices',
  'payments',
  'deliveries',
  'vehicles',
  'summonses',
  'reports',
] as const;

export type StaffTabId = (typeof STAFF_TAB_IDS)[number];

/** What a phone opens on: the day's work. A wide screen opens on the Dashboard, the first tab. */
export const PHONE_HOME_TAB: StaffTabId = 'today';

/** The phone's bottom bar; every other section is under More. */
export const BOTTOM_NAV_TAB_IDS = ['today', 'bookings', 'rentals', 'calendar'] as const satisfies readonly StaffTabId[];

/** The tabs with their names in the reader's language. */
export function staffTabs(t: TFunction<'staff'>): StaffTab[] {
  return STAFF_TAB_IDS.map((id) => ({ id, label: t(`tabs.${id}.label`), heading: t(`tabs.${id}.heading`) }));
}
