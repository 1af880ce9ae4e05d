import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp, { Metadata, OverlayOptions } from 'sharp';
import { Semaphore } from './semaphore';

/**
 * Every uploaded image goes through here once, at upload: type checked by content (never by the
 * name or the browser's word), pixel count bounded before decoding, auto-rotated, stripped of
 * EXIF/GPS (sharp drops metadata unless asked to keep it), bounded in size and re-encoded as JPEG.
 */
export type DetectedImageType = 'jpeg' | 'png' | 'webp';

/** About 50 MP: beyond any phone camera, well below a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE_MESSAGE = 'Please upload a JPEG, PNG or WebP image';

/**
 * Decoding and re-encoding is where memory goes (native buffers in proportion to the pixels), so
 * the images processed at once across every caller share a budget of pixels: two of the largest
 * accepted (49 MP) at a time, or a registration's three 12 MP phone photos together; the others
 * wait. The header is read before queueing, so an oversized image is refused at once. libvips'
 * operation cache is off: we never process the same image twice. Measured on a 2-core machine,
 * six parallel 49 MP uploads peaked at 300-360 MB RSS (before: 358-425 MB), and at about
 * 260 MB with MALLOC_ARENA_MAX=2, which npm start and the Docker image set so glibc returns freed
 * decode buffers; see test/image-pipeline-memory.e2e-spec.ts.
 */
export const DECODING_PIXEL_BUDGET = 2 * 49_000_000;
const decoding = new Semaphore(DECODING_PIXEL_BUDGET);
sharp.cache(false);
// One libvips thread per image: parallel images already use both cores, and fewer threads hold fewer buffers.
sharp.concurrency(1);

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

export function detectImageType(data: Buffer): DetectedImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Diagonal rows of semi-transparent text covering the whole image, so a crop cannot remove it. */
function watermarkSvg(text: string, width: number, height: number): Buffer {
  const fontSize = Math.max(14, Math.round(Math.min(width, height) / 22));
  const step = fontSize * 5;
  const rows: string[] = [];
  for (let y = -height; y < height * 2; y += step) {
    rows.push(`<text x="${-width}" y="${y}" font-size="${fontSize}">${escapeXml(`${text}   ·   `.repeat(8))}</text>`);
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g transform="rotate(-30 ${width / 2} ${height / 2})" fill="#c62828" fill-opacity="0.35" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold">` +
      `${rows.join('')}</g></svg>`,
  );
}

/**
 * The watermark rendered once (as raw RGBA) for the documents being processed together: a
 * registration's photos usually share their size and always their text, and drawing the text
 * costs about as much as encoding the image. Dropped when the last of them is done.
 */
class WatermarkOverlays {
  private readonly overlays = new Map<string, { users: number; pixels: Promise<Buffer> }>();

  async with<T>(text: string, width: number, height: number, use: (overlay: OverlayOptions) => Promise<T>): Promise<T> {
    const key = `${width}x${height}:${text}`;
    let entry = this.overlays.get(key);
    if (!entry) {
      entry = { users: 0, pixels: sharp(watermarkSvg(text, width, height)).raw().toBuffer() };
      this.overlays.set(key, entry);
    }
    entry.users += 1;
    try {
      return await use({ input: await entry.pixels, raw: { width, height, channels: 4 } });
    } finally {
      entry.users -= 1;
      if (entry.users === 0) this.overlays.delete(key);
    }
  }
}
const watermarks = new WatermarkOverlays();

export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  if (!detectImageType(input)) throw new BadRequestException(NOT_AN_IMAGE_MESSAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new BadRequestException('The image could not be read. Please upload another photo.');
  }
  if (!metadata.width || !metadata.height) throw new BadRequestException('The image could not be read. Please upload another photo.');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeException('The image has too many pixels. Please upload a photo of at most 50 megapixels.');
  }

  return decoding.run(() => reencode(input, options), metadata.width * metadata.height);
}

async function reencode(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  try {
    const resized = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: options.maxLongSide, height: options.maxLongSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = resized.info;
    const encode = (overlays: OverlayOptions[]) =>
      sharp(resized.data, { raw: { width, height, channels } })
        .composite(overlays)
        .jpeg({ quality: options.quality ?? 82, mozjpeg: true })
        .toBuffer();
    const data = options.watermark ? await watermarks.with(options.watermark, width, height, (overlay) => encode([overlay])) : await encode([]);
    return { data, width, height, extension: 'jpg' };
  } catch {
    throw new BadRequestException('The image could not be processed. Please upload another photo.');
  }
}
