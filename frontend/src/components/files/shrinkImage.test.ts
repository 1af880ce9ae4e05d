import { describe, expect, it } from 'vitest';
import { fitWithin, formatFileSize, shouldShrink, shrinkImage, SHRINK_ABOVE_BYTES } from './shrinkImage';

function fileOf(bytes: number, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type });
}

describe('shrinking photos before upload', () => {
  it('fits the longest side within 2,000 px, keeping the shape, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('leaves small files, non-photos and browsers that cannot decode alone', async () => {
    expect(shouldShrink(fileOf(SHRINK_ABOVE_BYTES))).toBe(false);
    expect(shouldShrink(fileOf(SHRINK_ABOVE_BYTES + 1, 'application/pdf'))).toBe(false);
    // jsdom has no createImageBitmap: the file goes as it is and the server decides.
    const big = fileOf(SHRINK_ABOVE_BYTES + 1);
    expect(shouldShrink(big)).toBe(false);
    await expect(shrinkImage(big)).resolves.toBe(big);
  });

  it('writes sizes as a person reads them', () => {
    expect(formatFileSize(420 * 1024, 'en-MY')).toBe('420 KB');
    expect(formatFileSize(4.1 * 1024 * 1024, 'en-MY')).toBe('4.1 MB');
    expect(formatFileSize(100, 'en-MY')).toBe('1 KB');
  });
});
