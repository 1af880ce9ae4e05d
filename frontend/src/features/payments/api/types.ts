import type { Schema } from '../../../api/types';

/** GET /api/payments/qr: the QR to scan and the bank details beside it. */
export type PaymentQr = Schema<'PaymentQrView'>;

/** POST /api/payments. */
export type CreatePaymentBody = Schema<'CreatePaymentDto'>;

/** The part of GET /api/rentals/mine the form's 'For rental' list needs. */
export type PayableRental = Pick<Schema<'CustomerRentalView'>, 'id' | 'vehicle' | 'vehicleDisplayName' | 'startDate'>;
