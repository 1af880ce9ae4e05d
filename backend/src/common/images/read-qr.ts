import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Long sides a QR is looked for at, smallest first. Finding none costs in proportion to the pixels
 * (measured: about 10 ms at 500 px, 50 ms at 800 px, 150 ms at 1200 px), and a bank's QR image or
 * a screenshot is read at the first, so a refusal costs about 0.2 s and a success a few tens of
 * ms. A photo's noise often hides the finder patterns at one size and not another; a small image's
 * modules may be too few pixels wide until enlarged (nearest neighbour keeps their edges sharp).
 */
const SMALLER_SIDES = [500, 800];
const ENLARGE_BELOW = 400;

function sidesToTry(longSide: number): number[] {
  const sides = [...SMALLER_SIDES.filter((side) => side < longSide * 0.9), longSide];
  if (longSide < ENLARGE_BELOW) sides.push(longSide * 2);
  return sides;
}

/**
 * The text of the QR code in an image, or null when none can be read. Meant for an image already
 * checked and bounded by the image pipeline (a megapixel or two): jsQR runs on this thread, which
 * is fine for an upload the admin makes now and then, not for one every customer makes.
 */
export async function readQrText(image: Buffer): Promise<string | null> {
  let longSide: number;
  try {
    const { width, height } = await sharp(image).metadata();
    if (!width || !height) return null;
    longSide = Math.max(width, height);
  } catch {
    return null;
  }
  for (const side of sidesToTry(longSide)) {
    const { data, info } = await sharp(image)
      .rotate()
      .resize({
        width: side,
        height: side,
        fit: 'inside',
        kernel: side > longSide ? sharp.kernel.nearest : sharp.kernel.lanczos3,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
    if (found?.data) return found.data;
  }
  return null;
}
