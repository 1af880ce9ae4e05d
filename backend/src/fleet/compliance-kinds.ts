/**
 * What a Malaysian rental car must keep current to be driven for hire: road tax (LKM), insurance
 * (which must be valid before road tax can be renewed), the Puspakom inspection and the APAD
 * permit. One row per car and kind, each with the day it lapses after.
 */
export const COMPLIANCE_KINDS = ['road_tax', 'insurance', 'inspection', 'permit'] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];

/** The English words for each kind, as refusals and staff e-mails name them (the browser translates them). */
export const COMPLIANCE_KIND_LABELS: Readonly<Record<ComplianceKind, string>> = {
  road_tax: 'road tax',
  insurance: 'insurance',
  inspection: 'Puspakom inspection',
  permit: 'permit',
};

/** Staff are e-mailed this many days before an item lapses, once each. */
export const COMPLIANCE_REMINDER_DAYS = [30, 14, 7, 1] as const;

/** Today and the dashboard list what expires within this many days (and what has already lapsed). */
export const COMPLIANCE_WINDOW_DAYS = 30;

/** An item as the rules read it: its kind and the last day it is valid. */
export interface ComplianceDate {
  kind: ComplianceKind;
  expiresOn: string;
}

/**
 * The items that have lapsed on some day of the range (inclusive calendar days): an item is valid
 * through its expiry day, so a rental ending on that day is covered and one ending a day later is
 * not. Earliest lapse first. An item never recorded holds nothing back: a business that does not
 * keep these dates in the product is not refused every booking.
 */
export function lapsedOver<T extends ComplianceDate>(items: readonly T[], range: { startDate: string; endDate: string }): T[] {
  return items
    .filter((item) => item.expiresOn < range.endDate)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || COMPLIANCE_KINDS.indexOf(a.kind) - COMPLIANCE_KINDS.indexOf(b.kind));
}

/**
 * The reminder due for an item on `today`, or null: the smallest of the reminder days not below
 * the days left, if no reminder that close was sent yet for this expiry. An item recorded five
 * days before it lapses gets the 7-day reminder only, not the 30- and 14-day ones late.
 */
export function reminderDue(daysLeft: number, sentDays: number | null): number | null {
  if (daysLeft < 1) return null;
  const due = [...COMPLIANCE_REMINDER_DAYS].filter((days) => daysLeft <= days).pop();
  if (due === undefined) return null;
  return sentDays !== null && sentDays <= due ? null : due;
}
