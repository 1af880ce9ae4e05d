import { ApiProperty } from '@nestjs/swagger';
import { rentalVehicleName } from '../../rentals/rental-vehicle-name';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, Payment, PaymentPurpose, PaymentStatus } from '../entities/payment.entity';

/** A payment as its customer sees it (history, the answer to creating one). Expects `rental` and its `vehicleRecord` loaded when linked. */
export class PaymentView {
  @ApiProperty() id: number;
  @ApiProperty({ example: '150.00' }) amount: string;
  @ApiProperty({ example: 'qr' }) paymentMethod: string;
  @ApiProperty({ enum: PAYMENT_PURPOSES }) paymentFor: PaymentPurpose;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: PaymentStatus;
  @ApiProperty({ example: 'RCP-2026-000123' }) receiptNumber: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'PAY-7QX2M9ABK4TD',
    description: 'The bank-transfer reference, made by the server and unique across all payments',
  })
  transactionId: string | null;
  @ApiProperty({ nullable: true, type: String }) notes: string | null;
  @ApiProperty({ nullable: true, type: Number }) rentalId: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The booking request it was paid for before approval' }) bookingRequestId:
    number | null;
  @ApiProperty({ nullable: true, type: String, description: 'The vehicle name kept on the rental when it was booked' }) rentalVehicle:
    string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Perodua Myvi - WXY',
    description: "The display name of the rental's car (make model - plate)",
  })
  rentalVehicleDisplayName: string | null;
  @ApiProperty() proofUploaded: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Why staff marked it failed' }) failureReason: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;

  static of(payment: Payment): PaymentView {
    return {
      id: payment.id,
      amount: payment.amount,
      paymentMethod: payment.paymentMethod,
      paymentFor: payment.paymentFor,
      paymentStatus: payment.paymentStatus,
      receiptNumber: payment.receiptNumber ?? '',
      transactionId: payment.transactionId,
      notes: payment.notes,
      rentalId: payment.rentalId,
      bookingRequestId: payment.bookingRequestId,
      rentalVehicle: payment.rental?.vehicle ?? null,
      rentalVehicleDisplayName: payment.rental ? rentalVehicleName(payment.rental) : null,
      proofUploaded: Boolean(payment.paymentProofUrl),
      failureReason: payment.failureReason,
      createdAt: payment.createdAt,
      updatedAt: payment.updatedAt,
    };
  }
}

/** A payment as staff verify it: who paid, and who verified it. Expects `customer` loaded. */
export class StaffPaymentView extends PaymentView {
  @ApiProperty() customerId: number;
  @ApiProperty({ description: "'Unknown' when the customer record is missing" }) customerName: string;
  @ApiProperty({ nullable: true, type: String }) customerEmail: string | null;
  @ApiProperty({ nullable: true, type: Date }) verifiedAt: Date | null;
  @ApiProperty({ nullable: true, type: String }) verifiedBy: string | null;

  static ofStaff(payment: Payment): StaffPaymentView {
    return {
      ...PaymentView.of(payment),
      customerId: payment.customerId,
      customerName: payment.customer?.fullName ?? 'Unknown',
      customerEmail: payment.customer?.email ?? null,
      verifiedAt: payment.verifiedAt,
      verifiedBy: payment.verifiedBy,
    };
  }
}

export class PaymentPageView {
  @ApiProperty({ type: [PaymentView] }) items: PaymentView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class StaffPaymentPageView {
  @ApiProperty({ type: [StaffPaymentView] }) items: StaffPaymentView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export const PAYMENT_QR_SOURCES = ['duitnow-qr', 'bank-transfer'] as const;
export type PaymentQrSource = (typeof PAYMENT_QR_SOURCES)[number];

/** How the customer pays one payment: a DuitNow QR holding its amount and reference, or a bank transfer. */
export class PaymentQrView {
  @ApiProperty({
    enum: PAYMENT_QR_SOURCES,
    description:
      "'duitnow-qr': a QR made for this payment from the business's uploaded DuitNow QR; 'bank-transfer': no QR is uploaded, so there is none to scan and the customer transfers to the bank details",
  })
  source: PaymentQrSource;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'data:image/png;base64,iVBORw0KGgo...',
    description: 'A PNG data: URL of the DuitNow QR holding the amount (tag 54) and the reference (tag 62, 05); null for a bank transfer',
  })
  image: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'KERETA SEWA RAKYAT SDN BHD',
    description: 'The payee the QR pays (its merchant name): the name the banking app shows when scanning; null without a QR',
  })
  payeeName: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'KUALA LUMPUR',
    description: "The QR's merchant city; null without a QR or when it names none",
  })
  merchantCity: string | null;
  @ApiProperty() bankName: string;
  @ApiProperty({ description: 'The bank account holder to transfer to' }) accountName: string;
  @ApiProperty() accountNumber: string;
  @ApiProperty({ example: '150.00' }) amount: string;
  @ApiProperty({
    example: 'PAY-7QX2M9ABK4TD',
    description: 'The reference to write on the transfer (and held in the QR); the payment made with the same Idempotency-Key carries it',
  })
  reference: string;
}

/** The answer to uploading the payment QR: what the QR was read as. */
export class PaymentQrUploadedView {
  @ApiProperty({ enum: [true], example: true }) uploaded: true;
  @ApiProperty({ example: 'KERETA SEWA RAKYAT SDN BHD', description: "The QR's payee (merchant name), as banking apps will show it" })
  payeeName: string;
  @ApiProperty({ nullable: true, type: String, example: 'KUALA LUMPUR' }) merchantCity: string | null;
}

/** The answer to removing the uploaded payment QR. */
export class PaymentQrRemovedView {
  @ApiProperty({ enum: [true], example: true }) success: true;
}

/** The Admin Panel's payment settings. */
export class PaymentSettingsView {
  @ApiProperty() bankName: string;
  @ApiProperty({ description: 'The payee name customers see beside the QR' }) bankAccountName: string;
  @ApiProperty() bankAccountNumber: string;
  @ApiProperty({ description: 'A QR image is on file (GET /api/settings/payment-qr)' }) qrUploaded: boolean;
  @ApiProperty({ nullable: true, type: Date }) qrUpdatedAt: Date | null;
  @ApiProperty({
    description:
      'Customers are shown a QR made for each payment (with its amount and reference) from the uploaded one; otherwise they are shown the bank details to transfer to',
  })
  qrDynamic: boolean;
  @ApiProperty({ nullable: true, type: String, description: "The uploaded QR's payee (merchant name); null when none was read" })
  qrPayeeName: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The uploaded QR's merchant city; null when none was read" })
  qrMerchantCity: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Where every change is e-mailed (ADMIN_EMAIL); null when not set' })
  adminEmail: string | null;
}
