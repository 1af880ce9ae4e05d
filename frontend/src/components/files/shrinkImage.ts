/**
 * Phone photos are 3-12 MB; the server re-encodes them anyway (it stays the authority), so
 * sending the full file only costs the customer's data and time. Before upload, a large photo is
 * scaled to at most MAX_SIDE px on its longest side and re-encoded as JPEG.
 */

export const MAX_SIDE_PX = 2000;
/** Below this a photo is sent as it is: shrinking would save little and cost a decode. */
export const SHRINK_ABOVE_BYTES = 500 * 1024;
const JPEG_QUALITY = 0.85;
const SHRINKABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The size a shrunk file had when it was picked, so the form can show "4.1 MB → 420 KB". */
const originalSizes = new WeakMap<File, number>();

export function originalSizeOf(file: File): number | undefined {
  return originalSizes.get(file);
}

/** Whether the browser can and should shrink this file (false in jsdom, for small files and for non-photos). */
export function shouldShrink(file: File): boolean {
  return (
    file.size > SHRINK_ABOVE_BYTES &&
    SHRINKABLE_TYPES.has(file.type) &&
    typeof createImageBitmap === 'function' &&
    typeof document !== 'undefined'
  );
}

/** Width and height that fit within maxSide, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide = MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encodeJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

function jpegName(name: string): string {
  return /\.[^.]+$/.test(name) ? name.replace(/\.[^.]+$/, '.jpg') : `${name}.jpg`;
}

/**
 * The photo, scaled and re-encoded; or the file itself when it cannot be decoded here (the
 * server then gives its own message), or when re-encoding would not make it smaller.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!shouldShrink(file)) return file;
  let bitmap: ImageBitmap | undefined;
  try {
    // 'from-image' applies the EXIF orientation, so a portrait phone photo stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await encodeJpeg(canvas);
    if (!blob || blob.size >= file.size) return file;
    const shrunk = new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
    originalSizes.set(shrunk, file.size);
    return shrunk;
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}

/** "420 KB", "4.1 MB": how big a file is, for the upload field. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return megabytes >= 1 ? `${number.format(megabytes)} MB` : `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
