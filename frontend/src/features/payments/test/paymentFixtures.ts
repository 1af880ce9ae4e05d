import type { Session } from '../../../lib/session';
import type { PaymentView } from '../../../api/types';
import type { PayableRental, PaymentQr } from '../api/types';

export const customer: Session = { token: 'jwt-customer', user: { id: 7, fullName: 'Nur Aisyah' }, role: 'customer' };

export function paymentView(overrides: Partial<PaymentView> & Pick<PaymentView, 'id'>): PaymentView {
  return {
    amount: '150.00',
    paymentMethod: 'qr',
    paymentFor: 'rental-payment',
    paymentStatus: 'pending',
    receiptNumber: `RCP-2026-${String(overrides.id).padStart(6, '0')}`,
    transactionId: 'KSR-AB12CD34',
    notes: null,
    rentalId: null,
    bookingRequestId: null,
    rentalVehicle: null,
    rentalVehicleDisplayName: null,
    proofUploaded: false,
    failureReason: null,
    createdAt: '2026-11-20T03:15:00.000Z',
    updatedAt: '2026-11-20T03:15:00.000Z',
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length) {
  return { items, total, page: 1, limit: 10 };
}

export const rentals: PayableRental[] = [
  { id: 12, vehicle: 'Perodua Myvi 1.5 AV', vehicleDisplayName: 'Perodua Myvi - WXY', startDate: '2026-12-01' },
  { id: 9, vehicle: 'Honda City 1.5 V', vehicleDisplayName: 'Honda City - PNG', startDate: '2026-10-05' },
];

/** The answer with the business's DuitNow QR uploaded: a QR made for this payment, and the payee it pays. */
export function qrFor(amount: string, reference: string): PaymentQr {
  return {
    source: 'duitnow-qr',
    image: 'data:image/png;base64,iVBORw0KGgo=',
    payeeName: 'KERETA SEWA RAKYAT SDN BHD',
    merchantCity: 'KUALA LUMPUR',
    bankName: 'Maybank',
    accountName: 'Kereta Sewa Rakyat Sdn Bhd',
    accountNumber: '512345678901',
    amount,
    reference,
  };
}

/** The answer without an uploaded QR: nothing to scan, the bank account to transfer to. */
export function transferFor(amount: string, reference: string): PaymentQr {
  return { ...qrFor(amount, reference), source: 'bank-transfer', image: null, payeeName: null, merchantCity: null };
}

/** A small PNG-typed file (content does not matter to the client's checks). */
export const image = (name = 'transfer.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });
