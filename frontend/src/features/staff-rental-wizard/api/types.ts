import type { RentalView, Schema } from '../../../api/types';

export type RentalPhoto = Schema<'RentalPhotoView'>;
export type RentalPhotoType = RentalPhoto['type'];

/** The seven photo slots of step 1, in the order the agreement shows them (the first is required). */
export const PHOTO_TYPES = [
  'front_with_customer',
  'front',
  'back',
  'left',
  'right',
  'interior_mileage',
  'known_damage',
] as const satisfies readonly RentalPhotoType[];

/** The photos step cannot go on without these: the customer is seen with the car at pickup. */
export const REQUIRED_PHOTO_TYPES: readonly RentalPhotoType[] = ['front_with_customer'];

/**
 * GET /api/staff/rentals/:id, as far as the wizard reads it: the RentalView plus what the
 * agreement's steps have captured so far (so a wizard opened again resumes where it stopped).
 * The wizard is open while actions holds 'finalize_agreement'.
 */
export type WizardRental = Pick<
  Schema<'StaffRentalView'>,
  | keyof RentalView
  | 'fuelLevel'
  | 'currentMileage'
  | 'photos'
  | 'signatureCaptured'
  | 'keyHandoverPhotoCaptured'
  | 'agreementReady'
  | 'actions'
  | 'account'
  | 'existingDamageShownAt'
  | 'handoverShortfall'
>;

/** The car's open damage as the first step shows it (GET /api/staff/vehicles/:id/damages?status=open). */
export type OpenDamagePage = Schema<'VehicleDamagePageView'>;
export type OpenDamage = OpenDamagePage['items'][number];

/** PATCH /api/staff/rentals/:id/finalize: with handOver the keys go out too (the rental comes back active). */
export type FinalizeBody = Pick<
  Schema<'FinalizeRentalDto'>,
  'fuelLevel' | 'currentMileage' | 'handOver' | 'overrideReason' | 'complianceOverrideReason'
>;

/** What GET /api/staff/rentals/:id/files/:kind serves: a photo type, the signature or the key handover photo. */
export type EvidenceKind = RentalPhotoType | 'signature' | 'key-handover';
