import { PHOTO_TYPES, REQUIRED_PHOTO_TYPES, type RentalPhoto, type RentalPhotoType, type WizardRental } from '../api/types';
import type { ChosenPhotos } from '../api/uploadForms';

/**
 * The wizard's gates, in English; the server answers finalize with
 * the same texts. Each is "Title: description", shown as a toast's title and description; their
 * Malay is in i18n/locales/ms/messages/rentalWizard.ts.
 */
export const WIZARD_MESSAGES = {
  photosTitle: 'Missing Required Photos',
  /** {{types}}: the missing photos' names, in the reader's language. */
  photosDescription: 'Please upload: {{types}}',
  mileage: "Current Mileage Required: Please enter the vehicle's current mileage",
  signature: "Signature Required: Please capture the customer's signature",
  keyHandover: 'Key Handover Photo Required: Please upload the key handover photo',
  existingDamage: "Existing Damage Not Shown: Please show the car's existing damage to the customer and tick the box",
  existingDamageLoading: "Existing Damage Not Loaded: Please wait for the car's existing damage, or press Retry",
} as const;

/**
 * Step 1's damage gate: with open damage on the car, the rental must record that it was shown
 * to the customer. Null when the step may go on, else the message to show. Unknown damage (still
 * loading or failed) holds the step, since the agreement's finalize would refuse it anyway.
 */
export function existingDamageGate(openPoints: number | null, shownAt: string | null): string | null {
  if (openPoints === null) return WIZARD_MESSAGES.existingDamageLoading;
  if (openPoints > 0 && shownAt === null) return WIZARD_MESSAGES.existingDamage;
  return null;
}

/** The five steps, in order. */
export const WIZARD_STEPS = ['photos', 'fuel', 'signature', 'keyHandover', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Fuel starts at half a tank unless the rental has a level. */
export { DEFAULT_FUEL_EIGHTHS as DEFAULT_FUEL_LEVEL } from '../../../components/form/FuelLevelSlider';
/** The server's bound for currentMileage (1..9,999,999 km): seven digits. */
export const MILEAGE_MAX_DIGITS = 7;

/** The required photo types that are neither picked now nor uploaded before, in the slots' order. */
export function missingRequiredPhotos(picked: ChosenPhotos, uploaded: readonly RentalPhoto[]): RentalPhotoType[] {
  const done = new Set(uploaded.map((photo) => photo.type));
  return PHOTO_TYPES.filter((type) => REQUIRED_PHOTO_TYPES.includes(type) && !picked[type] && !done.has(type));
}

/**
 * Where a wizard opened again starts: the first step whose requirement is not met by what the
 * server holds (photos, the car's open damage shown, signature, key photo) or what was typed (the
 * mileage); the review when all are. `openPoints` as existingDamageGate takes it.
 */
export function firstUnfinishedStep(
  rental: Pick<WizardRental, 'photos' | 'signatureCaptured' | 'keyHandoverPhotoCaptured' | 'existingDamageShownAt'>,
  mileage: string,
  openPoints: number | null,
): WizardStep {
  if (missingRequiredPhotos({}, rental.photos).length > 0 || existingDamageGate(openPoints, rental.existingDamageShownAt)) return 'photos';
  if (parseCurrentMileage(mileage) === null) return 'fuel';
  if (!rental.signatureCaptured) return 'signature';
  if (!rental.keyHandoverPhotoCaptured) return 'keyHandover';
  return 'review';
}

/** What the mileage field keeps of a typed or pasted text: its digits, at most seven. */
export function mileageInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, MILEAGE_MAX_DIGITS);
}

/** The typed mileage as km when it is a whole number above 0 (the gate of step 2), else null. */
export function parseCurrentMileage(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const km = Number(trimmed);
  return km > 0 ? km : null;
}

/** "Title: description" -> its two parts; a text without a title is all description. */
export function splitMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  if (at < 0) return { title: message, description: '' };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}
