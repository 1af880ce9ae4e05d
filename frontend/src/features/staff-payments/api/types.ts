/** SPEC.md section 9's purposes, in its order. */
export const PAYMENT_PURPOSES = ['rental-deposit', 'rental-payment', 'fine-payment', 'damage-compensation', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The methods the portal shows: QR today; card and BillPlz are coming soon. */
export const PAYMENT_METHODS = ['qr', 'card', 'billplz'] as const;

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The list's status filter: one status, or all of them. */
export type PaymentStatusFilter = PaymentStatus | 'all';
export const PAYMENT_STATUS_FILTERS: readonly PaymentStatusFilter[] = ['all', ...PAYMENT_STATUSES];

/**
 * A payment as staff see it (GET /api/staff/payments): the customer's PaymentView plus who paid
 * and who verified. Money is a decimal string in RM; instants are ISO strings.
 */
export interface StaffPayment {
  id: number;
  amount: string;
  /** 'qr' today; card and BillPlz are coming soon. */
  paymentMethod: string;
  paymentFor: PaymentPurpose;
  paymentStatus: PaymentStatus;
  receiptNumber: string;
  /** The payment reference shown on the QR. */
  transactionId: string | null;
  notes: string | null;
  rentalId: number | null;
  rentalVehicle: string | null;
  proofUploaded: boolean;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
  customerId: number;
  customerName: string;
  customerEmail: string;
  verifiedAt: string | null;
  verifiedBy: string | null;
}

export interface PaymentListArgs {
  status: PaymentStatusFilter;
  search: string;
  page: number;
  limit: number;
}

/** PATCH /api/staff/payments/:id/status: a reason is required for 'failed'. */
export interface PaymentStatusBody {
  status: 'completed' | 'failed';
  reason?: string;
}
