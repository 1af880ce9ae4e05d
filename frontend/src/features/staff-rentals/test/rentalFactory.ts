import { staffActions } from '../../../test/rentalActions';
import { rentalView } from '../../../test/rentalViewFactory';
import type { Page } from '../../../api/types';
import type { StaffRental } from '../api/types';

/** A staff rental as GET /api/staff/rentals lists it; an active 3-day Myvi rental unless told. */
export function staffRental(overrides: Partial<StaffRental> & Pick<StaffRental, 'id'>): StaffRental {
  const base = rentalView();
  return {
    ...base,
    cancellationReason: null,
    fuelLevel: 6,
    currentMileage: 12000,
    extraMileageCharge: '0.50',
    returnDate: null,
    returnMileage: null,
    returnFuelLevel: null,
    extraMileageFee: null,
    agreementReady: false,
    extensionRequestedUntil: null,
    extensionReason: null,
    extensionDeclineReason: null,
    photos: [],
    signatureCaptured: false,
    keyHandoverPhotoCaptured: false,
    handedOverAt: null,
    handoverShortfall: null,
    handoverOverrideReason: null,
    handoverOverriddenBy: null,
    existingDamageShownAt: null,
    extras: { addOns: [], deliveryZoneId: null, category: null },
    paidAmount: '0.00',
    paid: false,
    pickupReminderSentFor: null,
    returnReminderSentFor: null,
    overdueNoticeSentOn: null,
    conditionReportReady: false,
    returnInspectionStarted: false,
    // Three days at RM 120 and a RM 200 deposit, nothing paid yet.
    account: {
      charges: '360.00',
      deposit: '200.00',
      paid: '0.00',
      refunded: '0.00',
      balanceDue: '560.00',
      depositHeld: '0.00',
      refundable: '0.00',
    },
    depositRefundDueOn: null,
    actions: staffActions(overrides.status ?? base.status),
    ...overrides,
  };
}

export function rentalPage(items: StaffRental[], overrides: Partial<Page<StaffRental>> = {}): Page<StaffRental> {
  return { items, total: items.length, page: 1, limit: 20, ...overrides };
}
