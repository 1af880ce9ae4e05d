import { PAYMENT_STATUSES, type PaymentStatus, type Schema } from '../../../api/types';

/** The list's status filter: one status, or all of them. */
export type PaymentStatusFilter = PaymentStatus | 'all';
export const PAYMENT_STATUS_FILTERS: readonly PaymentStatusFilter[] = ['all', ...PAYMENT_STATUSES];

/**
 * A payment as staff see it (GET /api/staff/payments): the customer's PaymentView plus who paid
 * and who verified. Money is a decimal string in RM; instants are ISO strings.
 */
export type StaffPayment = Schema<'StaffPaymentView'>;

export interface PaymentListArgs {
  status: PaymentStatusFilter;
  search: string;
  page: number;
  limit: number;
}

/** PATCH /api/staff/payments/:id/status: a reason is required for 'failed'. */
export type PaymentStatusBody = Pick<Schema<'UpdatePaymentStatusDto'>, 'status' | 'reason'>;

/** The remembered column layout of the business's bank statement, and the banks' presets. */
export type StatementSettings = Schema<'StatementSettingsView'>;
export type StatementLayout = Schema<'StatementLayout'>;
export const STATEMENT_LAYOUTS = ['maybank', 'cimb', 'custom'] as const satisfies readonly StatementLayout[];
export type StatementColumns = Schema<'StatementColumnsView'>;

/** PUT /api/staff/bank-statements/columns: a preset, or 'custom' with the headers of the file's columns. */
export type StatementColumnsBody = Schema<'SaveStatementColumnsDto'>;

/** What one upload did (new lines, lines imported before, rows that are no credit, matches to confirm). */
export type StatementImport = Schema<'StatementImportView'>;

/** One credit of an imported statement, with the payment proposed for it. Money in RM; lineDate "YYYY-MM-DD". */
export type StatementLine = Schema<'StatementLineView'>;
export type StatementLineStatus = StatementLine['status'];

/** The lines' filter: one status, or all of them; matches waiting to be confirmed come first. */
export type StatementLineFilter = StatementLineStatus | 'all';
export const STATEMENT_LINE_FILTERS = [
  'proposed',
  'unmatched',
  'confirmed',
  'ignored',
  'all',
] as const satisfies readonly StatementLineFilter[];

export interface StatementLineArgs {
  status: StatementLineFilter;
  page: number;
  limit: number;
}
