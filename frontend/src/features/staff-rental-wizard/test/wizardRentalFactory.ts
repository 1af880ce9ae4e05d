import { staffActions } from '../../../test/rentalActions';
import { rentalView } from '../../../test/rentalViewFactory';
import type { WizardRental } from '../api/types';

/** A rental as GET /api/staff/rentals/:id answers it: awaiting its agreement, nothing captured yet, unless told. */
export function wizardRental(overrides: Partial<WizardRental> = {}): WizardRental {
  return {
    ...rentalView({ status: 'awaiting_agreement' }),
    fuelLevel: null,
    currentMileage: 0,
    photos: [],
    signatureCaptured: false,
    keyHandoverPhotoCaptured: false,
    agreementReady: false,
    existingDamageShownAt: null,
    // The business asks nothing before the keys go out unless told.
    handoverShortfall: null,
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
    actions: staffActions(overrides.status ?? 'awaiting_agreement'),
    ...overrides,
  };
}

/** A rental whose photos, signature and key photo were captured on an earlier visit. */
export function capturedRental(overrides: Partial<WizardRental> = {}): WizardRental {
  return wizardRental({
    photos: [
      { type: 'front_with_customer', takenAt: '2026-11-01T01:00:00.000Z' },
      { type: 'front', takenAt: '2026-11-01T01:00:00.000Z' },
    ],
    signatureCaptured: true,
    keyHandoverPhotoCaptured: true,
    ...overrides,
  });
}

export function photoFile(name = 'photo.jpg'): File {
  return new File(['jpeg bytes'], name, { type: 'image/jpeg' });
}
