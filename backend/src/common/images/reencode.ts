import sharp from 'sharp';
import { blendWatermark, watermarkMasks } from './watermark-mask';

export interface ProcessImageOptions {
  /** Longest side of the stored image, in pixels. */
  maxLongSide: number;
  /** A visible, repeated line across the image (identity documents). */
  watermark?: string;
  quality?: number;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  extension: 'jpg';
}

/** About 50 MP: beyond any phone camera, well below a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;

// libvips' operation cache is off: we never process the same image twice.
sharp.cache(false);
// One libvips thread per image: parallel images already use both cores, and fewer threads hold fewer buffers.
sharp.concurrency(1);

/**
 * The image work itself, on a checked image (image-pipeline.ts checks and queues it first): auto-
 * rotated, stripped of EXIF/GPS (sharp drops metadata unless asked to keep it), bounded in size,
 * watermarked if asked, re-encoded as JPEG. It runs in the image worker thread (image-worker.ts).
 */
export async function reencode(input: Uint8Array, options: ProcessImageOptions): Promise<ProcessedImage> {
  const resized = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: options.maxLongSide, height: options.maxLongSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    // Grayscale and CMYK become 3-channel sRGB here, so the raw pixels are always RGB.
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = resized.info;
  if (options.watermark) {
    // The resized buffer is ours alone: the watermark is drawn into it in place.
    blendWatermark(resized.data, channels, await watermarkMasks.get(options.watermark, width, height));
  }
  const data = await sharp(resized.data, { raw: { width, height, channels } })
    .jpeg({ quality: options.quality ?? 82, mozjpeg: true })
    .toBuffer();
  return { data, width, height, extension: 'jpg' };
}
