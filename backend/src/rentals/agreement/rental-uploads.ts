import { FileFieldsInterceptor, FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { RENTAL_PHOTO_TYPES } from '../entities/rental.entity';

/** Phone photos are shrunk in the browser first; 10 MB leaves room for a camera's original. */
export const MAX_RENTAL_PHOTO_BYTES = 10 * 1024 * 1024;
/** Evidence is kept large enough to read a dent or an odometer, and no larger. */
export const EVIDENCE_LONG_SIDE = 2000;

/** Limits are enforced while parsing: a too-large or an eighth file is refused before it is buffered. */
export const evidencePhotoUploads = FilesInterceptor('photos', RENTAL_PHOTO_TYPES.length, {
  storage: memoryStorage(),
  limits: { fileSize: MAX_RENTAL_PHOTO_BYTES, files: RENTAL_PHOTO_TYPES.length, fields: 20, fieldSize: 1024 },
});

/** One photo in the named field (the wizard's key handover photo, Complete Handover). */
export const singlePhotoUpload = (field: string) =>
  FileInterceptor(field, { storage: memoryStorage(), limits: { fileSize: MAX_RENTAL_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

/**
 * Complete Handover's photo: the Rentals tab names the field 'keyHandoverPhoto' and the wizard's
 * upload names it 'photo', so either is taken (one file in all).
 */
export const handoverPhotoUpload = FileFieldsInterceptor(
  [
    { name: 'keyHandoverPhoto', maxCount: 1 },
    { name: 'photo', maxCount: 1 },
  ],
  // A field carries at most an override reason: 500 characters of up to 4 bytes each.
  { storage: memoryStorage(), limits: { fileSize: MAX_RENTAL_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 2048 } },
);

export type HandoverPhotoFields = Partial<Record<'keyHandoverPhoto' | 'photo', Express.Multer.File[]>>;

export function handoverPhotoFrom(fields: HandoverPhotoFields | undefined): Express.Multer.File | undefined {
  return fields?.keyHandoverPhoto?.[0] ?? fields?.photo?.[0];
}
