import type { RentalAction, RentalView } from '../../../api/types';

/** The seven photo slots of step 1, in the order the agreement shows them (the first is required). */
export const PHOTO_TYPES = [
  'front_with_customer',
  'front',
  'back',
  'left',
  'right',
  'interior_mileage',
  'known_damage',
] as const;
export type RentalPhotoType = (typeof PHOTO_TYPES)[number];

/** The photos step cannot go on without these: the customer is seen with the car at pickup. */
export const REQUIRED_PHOTO_TYPES: readonly RentalPhotoType[] = ['front_with_customer'];

export interface RentalPhoto {
  type: RentalPhotoType;
  /** ISO instant of the upload; a replaced photo gets a new one. */
  takenAt: string;
}

/**
 * GET /api/staff/rentals/:id, as far as the wizard reads it: the RentalView plus what the
 * agreement's steps have captured so far (so a wizard opened again resumes where it stopped).
 */
export interface WizardRental extends RentalView {
  fuelLevel: number | null;
  currentMileage: number;
  photos: RentalPhoto[];
  signatureCaptured: boolean;
  keyHandoverPhotoCaptured: boolean;
  agreementReady: boolean;
  /** The wizard is open while this holds 'finalize_agreement'. */
  actions: RentalAction[];
}

/** PATCH /api/staff/rentals/:id/finalize. */
export interface FinalizeBody {
  fuelLevel: number;
  currentMileage: number;
}

/** What GET /api/staff/rentals/:id/files/:kind serves: a photo type, the signature or the key handover photo. */
export type EvidenceKind = RentalPhotoType | 'signature' | 'key-handover';
