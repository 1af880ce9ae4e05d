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
