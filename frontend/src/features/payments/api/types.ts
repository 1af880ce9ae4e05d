/** What a payment is for (SPEC.md sections 5 and 9), in the order the form lists them. */
export const PAYMENT_PURPOSES = ['rental-deposit', 'rental-payment', 'fine-payment', 'damage-compensation', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export type PaymentStatus = 'pending' | 'completed' | 'failed';

/** Only 'qr' is accepted today; the others are shown as coming soon. */
export const PAYMENT_METHODS = ['qr', 'card', 'billplz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment as its customer sees it. Money is a decimal string in RM ("12.50"). */
export interface PaymentView {
  id: number;
  amount: string;
  paymentMethod: string;
  paymentFor: PaymentPurpose;
  paymentStatus: PaymentStatus;
  /** "RCP-2026-000123". */
  receiptNumber: string;
  /** The payment reference shown on the QR screen. */
  transactionId: string | null;
  notes: string | null;
  rentalId: number | null;
  rentalVehicle: string | null;
  proofUploaded: boolean;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/payments/qr: the QR to scan and the bank details beside it. */
export interface PaymentQr {
  source: 'uploaded' | 'generated';
  /** A data: URL (PNG) or a same-origin URL of the uploaded image. */
  image: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  amount: string;
  reference: string;
}

/** POST /api/payments. */
export interface CreatePaymentBody {
  amount: string;
  paymentMethod: 'qr';
  paymentFor: PaymentPurpose;
  notes?: string;
  rentalId?: number;
}

/** The part of GET /api/rentals/mine the form's 'For rental' list needs. */
export interface PayableRental {
  id: number;
  vehicle: string;
  startDate: string;
}
