import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../common/images/image-pipeline';

/** The image types the PDFs embed; a fixed list, so the data: URL is always a safe attribute value. */
export type PdfImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

/** Long side of an evidence photo in the agreement: sharp enough at ~55 mm wide, a few dozen KB each. */
export const THUMBNAIL_LONG_SIDE = 480;

/** The PDF pages block every request except data: URLs, so images go in inline. */
export function imageDataUrl(data: Buffer, mime: PdfImageMime): string {
  return `data:${mime};base64,${data.toString('base64')}`;
}

/**
 * A stored photo (up to ~2000 px) shrunk to `longSide` and re-encoded as JPEG, as a data: URL,
 * so the agreement PDF stays small and renders fast.
 */
export async function thumbnailDataUrl(data: Buffer, longSide: number = THUMBNAIL_LONG_SIDE): Promise<string> {
  const jpeg = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
  return imageDataUrl(jpeg, 'image/jpeg');
}
