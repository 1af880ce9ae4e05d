import type { QueryOf, RentalStatus, Schema } from '../../../api/types';

/** A rental as staff manage it (GET /api/staff/rentals): the RentalView plus its lifecycle fields. */
export type StaffRental = Schema<'StaffRentalView'>;

/** GET /api/staff/rentals/:id/account: the totals and every line. */
export type RentalAccountStatement = Schema<'RentalAccountStatementView'>;
export type LedgerEntry = Schema<'LedgerEntryView'>;
/** An invoice made from a rental's account: its number, bill-to, lines with their SST and totals. */
export type RentalInvoice = Schema<'RentalInvoiceView'>;
export type StaffChargeCategory = Schema<'AddChargeDto'>['category'];
export type AddChargeBody = Schema<'AddChargeDto'>;

/** The charges staff may add, in the order the form offers them. */
export const STAFF_CHARGE_CATEGORIES = [
  'fuel',
  'late_return',
  'damage',
  'cleaning',
  'summons',
  'tolls',
  'add_on',
  'extra_mileage',
] as const satisfies readonly StaffChargeCategory[];

/** POST /api/rentals/:id/send-email. */
export type AgreementEmailResult = Schema<'AgreementEmailView'>;

/** POST /api/rentals/:id/send-whatsapp: the chat link to open in a new tab. */
export type AgreementWhatsAppResult = Schema<'AgreementWhatsAppView'>;

/** The list's time filters (rentals created in the last 3/7/30 days). */
export type RentalTimeFilter = NonNullable<QueryOf<'StaffRentalsController_list'>['filter']>;
export const RENTAL_TIME_FILTERS = ['ALL', '3days', '7days', '30days'] as const satisfies readonly RentalTimeFilter[];

/** Every rental status, in their lifecycle's order. */
export const RENTAL_STATUSES = [
  'awaiting_agreement',
  'approved',
  'active',
  'extension-requested',
  'completed',
  'cancelled',
] as const satisfies readonly RentalStatus[];

/** 'overdue' is not a status but the rentals whose car is still out past its return time (any status it is out in). */
export type RentalStatusFilter = RentalStatus | 'all' | 'overdue';

/** The list's status filter as the API takes it: a status, or overdue=true. */
export function statusQuery(status: RentalStatusFilter): { status?: RentalStatus; overdue?: boolean } {
  if (status === 'all') return {};
  if (status === 'overdue') return { overdue: true };
  return { status };
}

export interface RentalListArgs {
  filter: RentalTimeFilter;
  status: RentalStatusFilter;
  page: number;
  limit: number;
}

/** GET /api/staff/rentals/:id/return-quote: what the return would charge for the kilometres. */
export type ReturnQuote = Schema<'ReturnQuoteView'>;

export type ReturnRentalBody = Schema<'ReturnRentalDto'>;
