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

export class PaymentQrView {
  @ApiProperty({ enum: ['uploaded', 'generated'] }) source: 'uploaded' | 'generated';
  @ApiProperty({ description: 'A data: URL (generated) or a same-origin URL of the uploaded image' }) image: string;
  @ApiProperty() bankName: string;
  @ApiProperty({ description: 'The payee: the name the banking app must show when the QR is scanned' }) accountName: string;
  @ApiProperty() accountNumber: string;
  @ApiProperty({ example: '150.00' }) amount: string;
  @ApiProperty({
    example: 'PAY-7QX2M9ABK4TD',
    description: 'The reference to write on the transfer; the payment made with the same Idempotency-Key carries it',
  })
  reference: string;
}

/** The answer to uploading the payment QR. */
export class PaymentQrUploadedView {
  @ApiProperty({ enum: [true], example: true }) uploaded: true;
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
  @ApiProperty({ description: 'Customers scan the uploaded QR; otherwise one is made from the bank details' }) qrUploaded: boolean;
  @ApiProperty({ nullable: true, type: Date }) qrUpdatedAt: Date | null;
  @ApiProperty({ nullable: true, type: String, description: 'Where every change is e-mailed (ADMIN_EMAIL); null when not set' })
  adminEmail: string | null;
}
