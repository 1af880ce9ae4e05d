import type { ReturnInspectionState } from '../../returns/return-inspection-states';
import { ApiProperty } from '@nestjs/swagger';
import { RentalAccountView, isSettledUp } from '../../ledger/dto/rental-account.view';
import { Rental, RENTAL_PHOTO_TYPES, RentalPhotoType } from '../entities/rental.entity';
import { HandoverShortfall } from '../../ledger/rental-ledger';
import { RENTAL_ACTIONS, RentalAction, rentalActions } from '../rental-lifecycle';
import { RentalView } from './rental.view';

export class RentalPhotoView {
  @ApiProperty({ enum: RENTAL_PHOTO_TYPES }) type: RentalPhotoType;
  @ApiProperty({ description: 'When the photo reached the server (ISO instant)' }) takenAt: string;
}

export class RentalExtraAddOnView {
  @ApiProperty() addOnId: number;
  @ApiProperty() nameEn: string;
  @ApiProperty() nameMs: string;
  @ApiProperty() quantity: number;
}

export class RentalExtrasView {
  @ApiProperty({ type: [RentalExtraAddOnView] }) addOns: RentalExtraAddOnView[];
  @ApiProperty({ nullable: true, type: Number }) deliveryZoneId: number | null;
  @ApiProperty({ nullable: true, type: String, description: "The car's category it was booked in: the add-ons offered with it" })
  category: string | null;
}

/** A rental as the Rentals tab manages it: the RentalView plus its lifecycle fields. */
export class StaffRentalView extends RentalView {
  @ApiProperty({ nullable: true, type: String }) cancellationReason: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Eighths of a tank at pickup' }) fuelLevel: number | null;
  @ApiProperty({ description: 'Odometer at pickup, km' }) currentMileage: number;
  @ApiProperty({ example: '0.50', description: 'RM per km over the limit' }) extraMileageCharge: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-04' }) returnDate: string | null;
  @ApiProperty({ nullable: true, type: Number }) returnMileage: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Eighths of a tank at return' }) returnFuelLevel: number | null;
  @ApiProperty({ nullable: true, type: String, example: '12.50' }) extraMileageFee: string | null;
  @ApiProperty({ description: 'True once the agreement PDF exists' }) agreementReady: boolean;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-08' }) extensionRequestedUntil: string | null;
  @ApiProperty({ nullable: true, type: String }) extensionReason: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why staff declined the last extension request' }) extensionDeclineReason:
    string | null;
  @ApiProperty({ type: [RentalPhotoView], description: 'Evidence photos uploaded in the wizard' }) photos: RentalPhotoView[];
  @ApiProperty({ description: 'Wizard step 3 done' }) signatureCaptured: boolean;
  @ApiProperty({ description: 'Wizard step 4 done: Complete Handover may reuse this photo instead of taking another' })
  keyHandoverPhotoCaptured: boolean;
  @ApiProperty({ nullable: true, type: Date, description: 'When Complete Handover made the rental active' }) handedOverAt: Date | null;
  @ApiProperty({
    nullable: true,
    enum: ['BALANCE_DUE', 'DEPOSIT_NOT_HELD'],
    enumName: 'HandoverShortfall',
    description:
      "What the business's payment requirement still asks before the keys go out (an override reason lets them go), from the agreement wizard until the handover; null when nothing",
  })
  handoverShortfall: HandoverShortfall | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why staff handed over the keys although the payment requirement was not met' })
  handoverOverrideReason: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Who overrode the payment requirement at the handover' })
  handoverOverriddenBy: string | null;
  @ApiProperty({
    nullable: true,
    type: Date,
    description: "When staff confirmed the car's open damage was shown to the customer (the wizard's first step)",
  })
  existingDamageShownAt: Date | null;
  @ApiProperty({ example: '300.00', description: "Money received for this rental (its account's payments), RM" }) paidAmount: string;
  @ApiProperty({ description: 'The account owes nothing: the charges and the deposit are paid' }) paid: boolean;
  @ApiProperty({ type: RentalAccountView, description: "The rental's account: balance due and deposit, from its ledger" })
  account: RentalAccountView;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2026-12-18',
    description: 'From this day what is left of the deposit is refundable (the return day plus the hold for late summonses)',
  })
  depositRefundDueOn: string | null;
  @ApiProperty({ type: RentalExtrasView, description: 'The add-ons and delivery the rental was booked with' })
  extras: RentalExtrasView;
  @ApiProperty({
    enum: RENTAL_ACTIONS,
    enumName: 'RentalAction',
    isArray: true,
    description: 'The status changes the caller may make on this rental now',
  })
  actions: RentalAction[];
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2026-12-01',
    description: 'The pickup day the customer was sent "pickup tomorrow" for',
  })
  pickupReminderSentFor: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2026-12-04',
    description: 'The return day the customer was sent "return tomorrow" for',
  })
  returnReminderSentFor: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2026-12-05',
    description: 'The last Kuala Lumpur day an overdue notice went to the customer and staff',
  })
  overdueNoticeSentOn: string | null;
  @ApiProperty({ description: 'The return inspection was finalized: its condition report can be downloaded' })
  conditionReportReady: boolean;
  @ApiProperty({
    description: 'A return inspection holds evidence but is not finalized: the return goes on there, not by the quick Mark Returned',
  })
  returnInspectionStarted: boolean;

  /** Expects `customer` to be loaded when available; the account and what the handover still needs come from the ledger. */
  static ofStaff(
    rental: Rental,
    account: RentalAccountView,
    handoverShortfall: HandoverShortfall | null,
    returnInspection: ReturnInspectionState | null = null,
  ): StaffRentalView {
    return {
      ...RentalView.of(rental),
      cancellationReason: rental.cancellationReason ?? null,
      fuelLevel: rental.fuelLevel ?? null,
      currentMileage: rental.currentMileage,
      extraMileageCharge: rental.extraMileageCharge,
      returnDate: rental.returnDate ?? null,
      returnMileage: rental.returnMileage ?? null,
      returnFuelLevel: rental.returnFuelLevel ?? null,
      extraMileageFee: rental.extraMileageFee ?? null,
      agreementReady: Boolean(rental.agreementPdfUrl),
      extensionRequestedUntil: rental.extensionRequestedUntil ?? null,
      extensionReason: rental.extensionReason ?? null,
      extensionDeclineReason: rental.extensionDeclineReason ?? null,
      photos: (rental.vehiclePhotos ?? []).map(({ type, takenAt }) => ({ type, takenAt })),
      signatureCaptured: Boolean(rental.signatureUrl),
      keyHandoverPhotoCaptured: Boolean(rental.keyHandoverPhotoUrl),
      handedOverAt: rental.handedOverAt ?? null,
      handoverShortfall,
      handoverOverrideReason: rental.handoverOverrideReason ?? null,
      handoverOverriddenBy: rental.handoverOverriddenBy ?? null,
      existingDamageShownAt: rental.existingDamageShownAt ?? null,
      paidAmount: account.paid,
      paid: isSettledUp(account),
      account,
      depositRefundDueOn: rental.depositRefundDueOn ?? null,
      // Staff and the admin may make the same moves; these views are only ever sent to them.
      extras: {
        addOns: (rental.priceBasis?.addOns ?? []).map((addOn) => ({
          addOnId: addOn.addOnId,
          nameEn: addOn.name.en,
          nameMs: addOn.name.ms,
          quantity: addOn.quantity,
        })),
        deliveryZoneId: rental.priceBasis?.delivery?.zoneId ?? null,
        category: rental.priceBasis?.vehicle.category ?? null,
      },
      actions: rentalActions(rental, 'staff'),
      pickupReminderSentFor: rental.pickupReminderSentFor ?? null,
      returnReminderSentFor: rental.returnReminderSentFor ?? null,
      overdueNoticeSentOn: rental.overdueNoticeSentOn ?? null,
      conditionReportReady: returnInspection === 'finalized',
      returnInspectionStarted: returnInspection === 'started',
    };
  }
}

export class StaffRentalPageView {
  @ApiProperty({ type: [StaffRentalView] }) items: StaffRentalView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class ReturnQuoteView {
  @ApiProperty({ description: 'Odometer at pickup, km' }) startMileage: number;
  @ApiProperty() returnMileage: number;
  @ApiProperty() drivenKm: number;
  @ApiProperty({ nullable: true, type: Number, description: 'mileageLimit x totalDays; null when the mileage is unlimited' }) allowedKm:
    number | null;
  @ApiProperty() extraKm: number;
  @ApiProperty({ example: '0.50', description: 'RM per km over the limit' }) extraMileageCharge: string;
  @ApiProperty({ example: '12.50', description: 'extraKm x extraMileageCharge, in RM' }) extraMileageFee: string;
}

export class RentalDeletedView {
  @ApiProperty({ enum: [true], example: true }) success: true;
}
