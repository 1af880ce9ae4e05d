import { PHOTO_TYPES, type RentalPhotoType } from './types';

export type ChosenPhotos = Partial<Record<RentalPhotoType, File>>;

/** POST /api/staff/rentals/:id/photos: repeated `photos` and `photoTypes`, in the same (PHOTO_TYPES) order. */
export function toPhotosFormData(photos: ChosenPhotos): FormData | null {
  const form = new FormData();
  let count = 0;
  for (const type of PHOTO_TYPES) {
    const file = photos[type];
    if (!file) continue;
    form.append('photos', file, file.name);
    form.append('photoTypes', type);
    count += 1;
  }
  return count > 0 ? form : null;
}

/** POST /api/staff/rentals/:id/key-handover: one file in `photo`. */
export function toKeyHandoverFormData(photo: File): FormData {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return form;
}

export const photosUrl = (id: number) => `/api/staff/rentals/${id}/photos`;
export const keyHandoverUrl = (id: number) => `/api/staff/rentals/${id}/key-handover`;
