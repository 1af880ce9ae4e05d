import type { QueuedUpload, UploadTarget } from '../../../lib/offline/uploadQueue';
import { PHOTO_TYPES, type RentalPhotoType, type WizardRental } from '../api/types';

/** The queue's pieces that belong to the agreement wizard. */
export const WIZARD_TARGETS: readonly UploadTarget[] = ['rental_photo', 'key_handover', 'signature'];

const isPhotoType = (type: string | undefined): type is RentalPhotoType => (PHOTO_TYPES as readonly string[]).includes(type ?? '');

/**
 * The rental as it will be once the queue is through: what waits for signal counts as taken for
 * the steps' gates and the resume point, since it is safe on the phone and goes up by itself.
 */
export function withQueued(rental: WizardRental, queued: readonly QueuedUpload[]): WizardRental {
  const waiting = queued.filter((item) => item.rentalId === rental.id && item.state === 'waiting');
  if (waiting.length === 0) return rental;
  const stored = new Set(rental.photos.map((photo) => photo.type));
  const added = waiting
    .filter((item) => item.target === 'rental_photo' && isPhotoType(item.photoType) && !stored.has(item.photoType))
    .map((item) => ({ type: item.photoType as RentalPhotoType, takenAt: new Date(item.queuedAt).toISOString() }));
  const photos = [...rental.photos, ...added].sort((a, b) => PHOTO_TYPES.indexOf(a.type) - PHOTO_TYPES.indexOf(b.type));
  return {
    ...rental,
    photos,
    signatureCaptured: rental.signatureCaptured || waiting.some((item) => item.target === 'signature'),
    keyHandoverPhotoCaptured: rental.keyHandoverPhotoCaptured || waiting.some((item) => item.target === 'key_handover'),
  };
}
