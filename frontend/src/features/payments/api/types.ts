import type { PaymentPurpose } from '../../../api/types';

/** GET /api/payments/qr: the QR to scan and the bank details beside it. */
export interface PaymentQr {
  source: 'uploaded' | 'generated';
  /** A data: URL (PNG) or a same-origin URL of the uploaded image. */
  image: string;
  bankName: string;
  /** The payee: the name the customer's banking app must show when the QR is scanned. */
  accountName: string;
  accountNumber: string;
  amount: string;
  /** The transfer reference, made by the server: the payment 'Payment Done' creates carries it. */
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
  vehicleDisplayName: string;
  startDate: string;
}
