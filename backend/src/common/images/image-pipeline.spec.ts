import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp from 'sharp';
import { detectImageType, processImage } from './image-pipeline';

/** A real photo-like JPEG with EXIF (camera and GPS) and an orientation that needs rotating. */
function photoWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N' } } })
    .toBuffer();
}

describe('image pipeline', () => {
  it('recognises images by their bytes, not their name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).webp().toBuffer();
    expect(detectImageType(png)).toBe('png');
    expect(detectImageType(webp)).toBe('webp');
    expect(detectImageType(await photoWithExif(4, 4))).toBe('jpeg');
    expect(detectImageType(Buffer.from('just some text pretending to be a photo'))).toBeNull();
  });

  it('refuses a text file dressed as an image', async () => {
    await expect(processImage(Buffer.from('hello'), { maxLongSide: 1600 })).rejects.toThrow(BadRequestException);
  });

  it('refuses a truncated image with a clear 400', async () => {
    const photo = await photoWithExif(400, 300);
    await expect(processImage(photo.subarray(0, 200), { maxLongSide: 1600 })).rejects.toThrow(BadRequestException);
  });

  it('rotates upright, bounds the size and strips EXIF/GPS', async () => {
    const result = await processImage(await photoWithExif(3000, 2000), { maxLongSide: 1600 });
    const metadata = await sharp(result.data).metadata();
    expect(metadata.format).toBe('jpeg');
    // Orientation 6 means the camera was turned: the stored image is portrait.
    expect([metadata.width, metadata.height]).toEqual([1067, 1600]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const result = await processImage(await photoWithExif(300, 200), { maxLongSide: 1600 });
    expect([result.width, result.height]).toEqual([200, 300]);
  });

  it('draws a visible watermark', async () => {
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const marked = await processImage(plain, { maxLongSide: 800, watermark: 'For Test Rental verification only 22/11/2026' });
    const unmarked = await processImage(plain, { maxLongSide: 800 });
    const leastGreen = async (data: Buffer) => (await sharp(data).stats()).channels[1].min;
    // White has green 255 everywhere; the red text pulls it down where it is drawn.
    expect(await leastGreen(unmarked.data)).toBeGreaterThan(245);
    expect(await leastGreen(marked.data)).toBeLessThan(200);
  });

  it('refuses images with too many pixels before decoding them', async () => {
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(processImage(huge, { maxLongSide: 1600 })).rejects.toThrow(PayloadTooLargeException);
  });
});
