import { ApiProperty } from '@nestjs/swagger';
import { Rental } from '../entities/rental.entity';
import { RENTAL_ACTIONS, RENTAL_STATUSES, RentalAction, rentalActions, RentalStatus } from '../rental-lifecycle';
import { rentalTerms } from './rental.view';
import { RentalAccountView, isSettledUp } from '../../ledger/dto/rental-account.view';

/** The customer's review of the rental, when they left one. */
export class RentalReviewSummary {
  @ApiProperty() id: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
}

/** A rental as its customer sees it on My Bookings: no staff notes, no evidence files. */
export class CustomerRentalView {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The vehicle name kept on the rental when it was booked' }) vehicle: string;
  @ApiProperty({ example: 'Perodua Myvi - WXY', description: "The car's display name (make model - plate), the name every screen shows" })
  vehicleDisplayName: string;
  @ApiProperty({ nullable: true, type: String }) color: string | null;
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
  @ApiProperty({ example: '09:00' }) pickupTime: string;
  @ApiProperty({ example: '18:00' }) returnTime: string;
  @ApiProperty() totalDays: number;
  @ApiProperty({ example: '120.00' }) rentalPerDay: string;
  @ApiProperty({ example: '200.00' }) deposit: string;
  @ApiProperty({ example: '0.00' }) discount: string;
  @ApiProperty({ example: '560.00' }) grandTotal: string;
  @ApiProperty({ example: '0.00', description: 'The SST within grandTotal added on top of the prices ("0.00" when prices include it)' })
  serviceTaxAdded: string;
  @ApiProperty({ enum: RENTAL_STATUSES }) status: RentalStatus;
  @ApiProperty({ description: 'True once the signed agreement can be downloaded' }) agreementReady: boolean;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-08' }) extensionRequestedUntil: string | null;
  @ApiProperty({ nullable: true, type: String }) extensionReason: string | null;
  @ApiProperty({ nullable: true, type: String }) extensionDeclineReason: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'The car is still out past its return date and time (Kuala Lumpur); an approved extension moves them' })
  overdue: boolean;
  @ApiProperty({ nullable: true, type: Date, description: 'When the car was due back, while it is overdue; null otherwise' })
  overdueSince: Date | null;
  @ApiProperty({ example: '300.00', description: "Money received for this rental (its account's payments), RM" }) paidAmount: string;
  @ApiProperty({ description: 'The account owes nothing: the charges and the deposit are paid' }) paid: boolean;
  @ApiProperty({ type: RentalAccountView, description: "The rental's account: what is still due and the deposit held" })
  account: RentalAccountView;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2026-12-18',
    description: 'From this day what is left of the deposit is refundable (the return day plus the hold for late summonses)',
  })
  depositRefundDueOn: string | null;
  @ApiProperty({
    type: RentalReviewSummary,
    nullable: true,
    description: "The customer's review; null offers 'Leave a Review' once completed",
  })
  review: RentalReviewSummary | null;
  @ApiProperty({ description: 'The deposit was settled or a refund recorded: the settlement statement can be downloaded' })
  settlementReady: boolean;
  @ApiProperty({
    enum: RENTAL_ACTIONS,
    enumName: 'RentalAction',
    isArray: true,
    description: 'The status changes the caller may make on this rental now',
  })
  actions: RentalAction[];
  @ApiProperty({ description: 'The return was finalized: its condition report can be downloaded' })
  conditionReportReady: boolean;

  /** Expects `vehicleRecord` to be loaded when the rental has one. */
  static of(
    rental: Rental,
    account: RentalAccountView,
    review: RentalReviewSummary | null = null,
    settlementReady = false,
    conditionReportReady = false,
  ): CustomerRentalView {
    return {
      ...rentalTerms(rental),
      agreementReady: Boolean(rental.agreementPdfUrl),
      extensionRequestedUntil: rental.extensionRequestedUntil ?? null,
      extensionReason: rental.extensionReason ?? null,
      extensionDeclineReason: rental.extensionDeclineReason ?? null,
      paidAmount: account.paid,
      paid: isSettledUp(account),
      account,
      depositRefundDueOn: rental.depositRefundDueOn ?? null,
      review,
      settlementReady,
      // Only the rental's own customer is ever sent this view.
      actions: rentalActions(rental, 'customer'),
      conditionReportReady,
    };
  }
}

export class CustomerRentalPageView {
  @ApiProperty({ type: [CustomerRentalView] }) items: CustomerRentalView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class AgreementEmailView {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ example: 'customer@example.com' }) recipient: string;
  @ApiProperty({ example: 'The agreement was sent to customer@example.com' }) message: string;
}

export class AgreementWhatsAppView {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ example: 'https://wa.me/60123456789?text=...' }) whatsappUrl: string;
  @ApiProperty({ example: '+60123456789' }) recipient: string;
  @ApiProperty() message: string;
}
