import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp from 'sharp';
import { detectImageType } from '../../common/images/image-pipeline';
import { SIGNATURE_REQUIRED_MESSAGE } from '../dto/agreement.dto';

export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const MAX_SIGNATURE_SIDE = 4000;
export const SIGNATURE_NOT_PNG_MESSAGE = 'The signature must be a PNG image sent as a data URL (data:image/png;base64,...)';
export const SIGNATURE_TOO_LARGE_MESSAGE = 'The signature image is too large';

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The signature pad's PNG, checked and re-encoded: a real PNG by its bytes, bounded in bytes and
 * pixels, not blank (one colour everywhere), and written again by sharp so nothing but pixels
 * (no text chunks, no metadata) is stored.
 */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) throw new BadRequestException(SIGNATURE_NOT_PNG_MESSAGE);
  // base64 is 4 characters per 3 bytes: refuse before decoding anything larger than allowed.
  if ((match[1].length * 3) / 4 > MAX_SIGNATURE_BYTES + 2) throw new PayloadTooLargeException(SIGNATURE_TOO_LARGE_MESSAGE);
  const bytes = Buffer.from(match[1], 'base64');
  if (detectImageType(bytes) !== 'png') throw new BadRequestException(SIGNATURE_NOT_PNG_MESSAGE);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIGNATURE_SIDE * MAX_SIGNATURE_SIDE });
    const { width = 0, height = 0, format } = await image.metadata();
    if (format !== 'png' || !width || !height) throw new BadRequestException(SIGNATURE_NOT_PNG_MESSAGE);
    if (width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) throw new PayloadTooLargeException(SIGNATURE_TOO_LARGE_MESSAGE);
    const stats = await image.stats();
    if (stats.channels.every((channel) => channel.min === channel.max)) throw new BadRequestException(SIGNATURE_REQUIRED_MESSAGE);
    return await image.png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException) throw error;
    throw new BadRequestException(SIGNATURE_NOT_PNG_MESSAGE);
  }
}
