import sharp from 'sharp';

/**
 * The identity-document watermark as a sparse alpha mask: which pixels the text covers and how
 * strongly. Rendering the SVG costs about as much as encoding the photo (~78 ms at 2000x1500),
 * and libvips' composite of a full RGBA overlay another ~30 ms per image, while the text covers
 * only about 7% of the pixels. So the mask is rendered once per size and text, kept, and blended
 * in JS only where it covers (~1-2 ms per 2000x1500 image).
 */
export interface WatermarkMask {
  width: number;
  height: number;
  /** Pixel indices (y * width + x) with non-zero coverage, ascending. */
  offsets: Uint32Array;
  /** Alpha (0-255) at each of `offsets`, the 0.35 opacity already applied. */
  alphas: Uint8Array;
}

/** The text colour, #c62828, as the SVG draws it. */
const COLOUR: readonly [number, number, number] = [0xc6, 0x28, 0x28];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Diagonal rows of semi-transparent text covering the whole image, so a crop cannot remove it. */
export function watermarkSvg(text: string, width: number, height: number): Buffer {
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

/** Keeps only the covered pixels of a full alpha plane (two passes: count, then fill exact-size arrays). */
export function sparseMask(alpha: Uint8Array, width: number, height: number): WatermarkMask {
  let covered = 0;
  for (let i = 0; i < alpha.length; i++) if (alpha[i] !== 0) covered++;
  const offsets = new Uint32Array(covered);
  const alphas = new Uint8Array(covered);
  for (let i = 0, n = 0; i < alpha.length; i++) {
    if (alpha[i] === 0) continue;
    offsets[n] = i;
    alphas[n++] = alpha[i];
  }
  return { width, height, offsets, alphas };
}

/** librsvg renders the SVG; only its alpha channel is kept (the colour is the same everywhere). */
export async function renderWatermarkMask(text: string, width: number, height: number): Promise<WatermarkMask> {
  const alpha = await sharp(watermarkSvg(text, width, height))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer();
  if (alpha.length !== width * height) throw new Error(`Watermark rendered as ${alpha.length} bytes for ${width}x${height}`);
  return sparseMask(alpha, width, height);
}

/**
 * Draws the mask onto 8-bit interleaved pixels in place, the same "over" blend libvips' composite
 * did: out = round((src * (255 - a) + colour * a) / 255), on the first three channels.
 */
export function blendWatermark(pixels: Uint8Array, channels: number, mask: WatermarkMask): void {
  if (channels < 3 || pixels.length !== mask.width * mask.height * channels) throw new Error('Watermark mask does not fit the image');
  const [red, green, blue] = COLOUR;
  const { offsets, alphas } = mask;
  for (let n = 0; n < offsets.length; n++) {
    const a = alphas[n];
    const keep = 255 - a;
    const p = offsets[n] * channels;
    // For integers x >= 0, Math.round(x / 255) === floor((x + 127) / 255).
    pixels[p] = ((pixels[p] * keep + red * a + 127) / 255) | 0;
    pixels[p + 1] = ((pixels[p + 1] * keep + green * a + 127) / 255) | 0;
    pixels[p + 2] = ((pixels[p + 2] * keep + blue * a + 127) / 255) | 0;
  }
}

export function maskBytes(mask: WatermarkMask): number {
  return mask.offsets.byteLength + mask.alphas.byteLength;
}

type MaskRenderer = (text: string, width: number, height: number) => Promise<WatermarkMask>;

/**
 * A small LRU of masks, shared by every caller and kept between calls. Few entries suffice: phone
 * photos come in a few sizes and the text changes once a day (it carries the date). Bounded both
 * by count and by bytes: a mask costs 5 bytes per covered pixel; at 2000x1500 the text covers
 * about 7% (1 MB), and even 30% coverage would be 4.5 MB, so six masks stay well under 48 MB.
 * The byte cap keeps unusually large sizes from growing it further.
 * Concurrent images of one size await the same promise, so the SVG is rendered once
 * (single-flight); a failed render is dropped so the next call retries it.
 */
export class WatermarkMaskCache {
  private readonly entries = new Map<string, { mask: Promise<WatermarkMask>; bytes: number }>();
  private renderCount = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    private readonly render: MaskRenderer = renderWatermarkMask,
  ) {}

  get(text: string, width: number, height: number): Promise<WatermarkMask> {
    const key = `${width}x${height}:${text}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.mask;
    }
    this.renderCount++;
    const entry = { mask: this.render(text, width, height), bytes: 0 };
    this.entries.set(key, entry);
    this.evict();
    entry.mask.then(
      (mask) => {
        entry.bytes = maskBytes(mask);
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.mask;
  }

  /** How many masks are held (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /** How many times a mask has been rendered (cache misses), for tests. */
  get renders(): number {
    return this.renderCount;
  }

  get heldBytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.bytes;
    return total;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops least recently used masks beyond the bounds, but always keeps the newest one. */
  private evict(): void {
    while (this.entries.size > 1 && (this.entries.size > this.maxEntries || this.heldBytes > this.maxBytes)) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

export const WATERMARK_MASK_ENTRIES = 6;
export const WATERMARK_MASK_BYTES = 48 * 1024 * 1024;
export const watermarkMasks = new WatermarkMaskCache(WATERMARK_MASK_ENTRIES, WATERMARK_MASK_BYTES);
