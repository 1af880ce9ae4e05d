import sharp, { Metadata } from 'sharp';
import { imageWorker } from './image-worker-client';
import { MAX_INPUT_PIXELS, ProcessedImage, ProcessImageOptions } from './reencode';
import { Semaphore } from './semaphore';
import { COMMON_ERRORS } from '../errors/common.errors';
import { appError } from '../errors/app-error';

export { MAX_INPUT_PIXELS } from './reencode';
export type { ProcessedImage, ProcessImageOptions } from './reencode';

/**
 * Every uploaded image goes through here once, at upload: type checked by content (never by the
 * name or the browser's word), pixel count bounded before decoding, auto-rotated, stripped of
 * EXIF/GPS (sharp drops metadata unless asked to keep it), bounded in size and re-encoded as JPEG.
 */
export type DetectedImageType = 'jpeg' | 'png' | 'webp';

/**
 * Decoding and re-encoding is where memory goes (native buffers in proportion to the pixels), so
 * the images processed at once across every caller share a budget of pixels: two of the largest
 * accepted (49 MP) at a time, or a registration's three 12 MP phone photos together; the others
 * wait. The header is read before queueing, so an oversized image is refused at once. Measured
 * on a 2-core machine, six parallel 49 MP uploads peaked at 300-360 MB RSS (before: 358-425 MB),
 * and at about 260 MB with MALLOC_ARENA_MAX=2, which npm start and the Docker image set so glibc
 * returns freed decode buffers; see test/image-pipeline-memory.e2e-spec.ts.
 */
export const DECODING_PIXEL_BUDGET = 2 * 49_000_000;
const decoding = new Semaphore(DECODING_PIXEL_BUDGET);

export function detectImageType(data: Buffer): DetectedImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Checked here; the image work itself runs in the image worker thread (reencode.ts, image-worker-client.ts). */
export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  if (!detectImageType(input)) throw appError(COMMON_ERRORS.NOT_AN_IMAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw appError(COMMON_ERRORS.IMAGE_UNREADABLE);
  }
  if (!metadata.width || !metadata.height) throw appError(COMMON_ERRORS.IMAGE_UNREADABLE);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw appError(COMMON_ERRORS.IMAGE_TOO_MANY_PIXELS);
  }

  const image = await decoding.run(() => imageWorker.reencode(input, options), metadata.width * metadata.height);
  if (!image) throw appError(COMMON_ERRORS.IMAGE_NOT_PROCESSED);
  return image;
}
