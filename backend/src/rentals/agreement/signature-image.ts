import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp from 'sharp';
import { detectImageType } from '../../common/images/image-pipeline';
import { RENTAL_ERRORS } from '../rentals.errors';
import { appError } from '../../common/errors/app-error';

export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const MAX_SIGNATURE_SIDE = 4000;

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The signature pad's PNG, checked and re-encoded: a real PNG by its bytes, bounded in bytes and
 * pixels, not blank (one colour everywhere), and written again by sharp so nothing but pixels
 * (no text chunks, no metadata) is stored.
 */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) throw appError(RENTAL_ERRORS.SIGNATURE_NOT_PNG);
  // base64 is 4 characters per 3 bytes: refuse before decoding anything larger than allowed.
  if ((match[1].length * 3) / 4 > MAX_SIGNATURE_BYTES + 2) throw appError(RENTAL_ERRORS.SIGNATURE_TOO_LARGE);
  const bytes = Buffer.from(match[1], 'base64');
  if (detectImageType(bytes) !== 'png') throw appError(RENTAL_ERRORS.SIGNATURE_NOT_PNG);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIGNATURE_SIDE * MAX_SIGNATURE_SIDE });
    const { width = 0, height = 0, format } = await image.metadata();
    if (format !== 'png' || !width || !height) throw appError(RENTAL_ERRORS.SIGNATURE_NOT_PNG);
    if (width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) throw appError(RENTAL_ERRORS.SIGNATURE_TOO_LARGE);
    const stats = await image.stats();
    if (stats.channels.every((channel) => channel.min === channel.max)) throw appError(RENTAL_ERRORS.SIGNATURE_REQUIRED);
    return await image.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException) throw error;
    throw appError(RENTAL_ERRORS.SIGNATURE_NOT_PNG);
  }
}
