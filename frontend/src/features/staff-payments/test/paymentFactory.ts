import type { Page } from '../../../api/types';
import type { StaffPayment } from '../api/types';

/** A pending QR rental payment of RM 560.00 by Nur Aisyah, with a proof, unless told. */
export function staffPayment(overrides: Partial<StaffPayment> & Pick<StaffPayment, 'id'>): StaffPayment {
  return {
    amount: '560.00',
    paymentMethod: 'qr',
    paymentFor: 'rental-payment',
    paymentStatus: 'pending',
    receiptNumber: `RCP-2026-${String(overrides.id).padStart(6, '0')}`,
    transactionId: 'KSR-ABCD1234',
    notes: null,
    rentalId: 31,
    bookingRequestId: null,
    rentalVehicle: 'Perodua Myvi 1.5 AV',
    rentalVehicleDisplayName: 'Perodua Myvi - WXY',
    proofUploaded: true,
    failureReason: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:05:00.000Z',
    customerId: 7,
    customerName: 'Nur Aisyah binti Ahmad',
    customerEmail: 'aisyah@example.com',
    verifiedAt: null,
    verifiedBy: null,
    ...overrides,
  };
}

export function paymentPage(items: StaffPayment[], overrides: Partial<Page<StaffPayment>> = {}): Page<StaffPayment> {
  return { items, total: items.length, page: 1, limit: 20, ...overrides };
}
