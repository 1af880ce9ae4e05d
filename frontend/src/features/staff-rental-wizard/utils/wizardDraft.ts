import { readStoredDraft, removeStoredDraft, writeStoredDraft } from '../../../lib/offline/offlineDb';
import { PHOTO_TYPES, type RentalPhotoType } from '../api/types';

/** A photo taken but not sent yet, with the id the server will know it by. */
export interface DraftPhoto {
  clientId: string;
  file: File;
}

/**
 * What staff did in the wizard but the server does not hold yet: fuel, mileage, the handover
 * choice and its reason (they go with the finish), and the photos taken but not sent. Kept per
 * rental on the phone (IndexedDB), so a reload, a closed tab or a lost signal loses none of it;
 * removed once finished, so it does not greet the next colleague on a shared phone.
 */
export interface WizardDraft {
  fuelLevel?: number;
  mileage?: string;
  handOver?: boolean;
  overrideReason?: string;
  photos?: Partial<Record<RentalPhotoType, DraftPhoto>>;
  keyPhoto?: DraftPhoto;
}

const draftKey = (rentalId: number) => `rentalWizardDraft:${rentalId}`;

function draftPhoto(value: unknown): DraftPhoto | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { clientId, file } = value as Record<string, unknown>;
  return typeof clientId === 'string' && file instanceof Blob ? { clientId, file: file as File } : undefined;
}

/** The saved draft, keeping only fields of the right type (storage can hold anything, or be off). */
export async function readDraft(rentalId: number): Promise<WizardDraft> {
  const saved = await readStoredDraft(draftKey(rentalId));
  if (typeof saved !== 'object' || saved === null) return {};
  const { fuelLevel, mileage, handOver, overrideReason, photos, keyPhoto } = saved as Record<string, unknown>;
  const keptPhotos: Partial<Record<RentalPhotoType, DraftPhoto>> = {};
  if (typeof photos === 'object' && photos !== null) {
    for (const type of PHOTO_TYPES) {
      const photo = draftPhoto((photos as Record<string, unknown>)[type]);
      if (photo) keptPhotos[type] = photo;
    }
  }
  const key = draftPhoto(keyPhoto);
  return {
    ...(typeof fuelLevel === 'number' && { fuelLevel }),
    ...(typeof mileage === 'string' && { mileage }),
    ...(typeof handOver === 'boolean' && { handOver }),
    ...(typeof overrideReason === 'string' && { overrideReason }),
    ...(Object.keys(keptPhotos).length > 0 && { photos: keptPhotos }),
    ...(key && { keyPhoto: key }),
  };
}

export function saveDraft(rentalId: number, draft: WizardDraft): Promise<void> {
  return writeStoredDraft(draftKey(rentalId), draft);
}

export function clearDraft(rentalId: number): Promise<void> {
  return removeStoredDraft(draftKey(rentalId));
}
