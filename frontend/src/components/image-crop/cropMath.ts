/**
 * The arithmetic behind the photo cropper (aspect 4:3 so every vehicle card matches, at least 200 x 150 px,
 * initial crop 90 % of the width, centred). Pure, so it is tested without a canvas.
 *
 * Our reading of "minimum 200 by 150 px": the crop must cover at least 200 x 150 pixels of the
 * ORIGINAL image, so every photo uploaded is at least that size however small the screen shows it.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** A crop in percent of the image, the unit react-image-crop keeps across resizes. */
export interface PercentRect extends Rect {
  unit: '%';
}

export const VEHICLE_PHOTO_ASPECT = 4 / 3;
export const MIN_CROP_SIZE: Size = { width: 200, height: 150 };
export const INITIAL_CROP_WIDTH_PERCENT = 90;
export const JPEG_QUALITY = 0.92;
/** Longest side of the exported JPEG; the server bounds photos too, so larger only costs upload time. */
export const MAX_OUTPUT_WIDTH = 1600;

/** Whether an image is big enough to give a crop of the minimum size at this aspect. */
export function canCrop(natural: Size, aspect = VEHICLE_PHOTO_ASPECT, min: Size = MIN_CROP_SIZE): boolean {
  const widest = Math.min(natural.width, natural.height * aspect);
  return widest >= min.width && widest / aspect >= min.height;
}

/**
 * The starting crop: 90 % of the width at the aspect, centred; narrowed when the image is too
 * short for that (a panorama), so it always fits.
 */
export function initialPercentCrop(natural: Size, aspect = VEHICLE_PHOTO_ASPECT, widthPercent = INITIAL_CROP_WIDTH_PERCENT): PercentRect {
  let width = (natural.width * widthPercent) / 100;
  let height = width / aspect;
  if (height > natural.height) {
    height = natural.height;
    width = height * aspect;
  }
  const widthPct = (width / natural.width) * 100;
  const heightPct = (height / natural.height) * 100;
  return { unit: '%', width: widthPct, height: heightPct, x: (100 - widthPct) / 2, y: (100 - heightPct) / 2 };
}

/** The minimum crop in on-screen pixels for an image shown `displayedWidth` px wide. */
export function minDisplayCrop(displayedWidth: number, natural: Size, min: Size = MIN_CROP_SIZE): Size {
  const scale = natural.width > 0 ? displayedWidth / natural.width : 1;
  return { width: min.width * scale, height: min.height * scale };
}

export interface CanvasGeometry {
  /** The part of the original image to draw, in its own pixels. */
  source: Rect;
  /** The canvas (and JPEG) size. */
  output: Size;
}

/**
 * Maps a percent crop onto the original image's pixels (rounded, kept inside the image) and
 * picks the canvas size: the source size, scaled down to at most `maxOutputWidth` wide with the
 * same proportions.
 */
export function cropCanvasGeometry(crop: PercentRect, natural: Size, maxOutputWidth = MAX_OUTPUT_WIDTH): CanvasGeometry {
  const x = clamp(Math.round((crop.x / 100) * natural.width), 0, natural.width - 1);
  const y = clamp(Math.round((crop.y / 100) * natural.height), 0, natural.height - 1);
  const width = clamp(Math.round((crop.width / 100) * natural.width), 1, natural.width - x);
  const height = clamp(Math.round((crop.height / 100) * natural.height), 1, natural.height - y);
  const outputWidth = Math.min(width, maxOutputWidth);
  const outputHeight = Math.max(1, Math.round((outputWidth * height) / width));
  return { source: { x, y, width, height }, output: { width: outputWidth, height: outputHeight } };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
