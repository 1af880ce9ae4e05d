import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp from 'sharp';
import { detectImageType, processImage } from './image-pipeline';
import { watermarkMasks } from './watermark-mask';

/** A real photo-like JPEG with EXIF (camera and GPS) and an orientation that needs rotating. */
function photoWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N' } } })
    .toBuffer();
}

describe('image pipeline', () => {
  it('recognises images by their bytes, not their name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
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
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const marked = await processImage(plain, { maxLongSide: 800, watermark: 'For Test Rental verification only 22/11/2026' });
    const unmarked = await processImage(plain, { maxLongSide: 800 });
    const leastGreen = async (data: Buffer) => (await sharp(data).stats()).channels[1].min;
    // White has green 255 everywhere; the red text pulls it down where it is drawn.
    expect(await leastGreen(unmarked.data)).toBeGreaterThan(245);
    expect(await leastGreen(marked.data)).toBeLessThan(200);
  });

  it('processes several images at once in the worker thread and leaves the uploads as they were', async () => {
    const uploads = await Promise.all([300, 500, 700].map((width) => photoWithExif(width, 200)));
    const copies = uploads.map((upload) => Buffer.from(upload));
    const results = await Promise.all(
      uploads.map((upload) => processImage(upload, { maxLongSide: 400, watermark: 'For Test Rental verification only 06/01/2026' })),
    );
    expect(results.map((result) => [result.width, result.height])).toEqual([
      [200, 300],
      [160, 400],
      [114, 400],
    ]);
    for (const result of results) expect(Buffer.isBuffer(result.data) && detectImageType(result.data)).toBe('jpeg');
    uploads.forEach((upload, index) => expect(upload.equals(copies[index])).toBe(true));
  });

  it('refuses images with too many pixels before decoding them', async () => {
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(processImage(huge, { maxLongSide: 1600 })).rejects.toThrow(PayloadTooLargeException);
  });
  describe('watermark', () => {
    const white = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
    const rawPixels = async (jpeg: Buffer) => sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    /** Pixels the mask covers strongly: on white they must come out red-ish (red well above green and blue). */
    async function expectRedWhereMasked(jpeg: Buffer, text: string): Promise<void> {
      const { data, info } = await rawPixels(jpeg);
      expect(info.channels).toBe(3);
      const mask = await watermarkMasks.get(text, info.width, info.height);
      const strong = Array.from(mask.offsets).filter((_, n) => mask.alphas[n] >= 80);
      expect(strong.length).toBeGreaterThan(100);
      let reddish = 0;
      for (let n = 0; n < strong.length; n += Math.ceil(strong.length / 200)) {
        const p = strong[n] * 3;
        if (data[p] - data[p + 1] > 25 && data[p] - data[p + 2] > 25) reddish++;
      }
      // JPEG chroma subsampling smears thin strokes, so most, not all, sampled pixels are clearly red.
      expect(reddish).toBeGreaterThan(100);
    }

    it('changes the image visibly, with red where the mask covers and untouched where it does not', async () => {
      const text = 'For Test Rental verification only 01/01/2026';
      const input = await white(640, 480);
      const marked = await processImage(input, { maxLongSide: 800, watermark: text });
      const unmarked = await processImage(input, { maxLongSide: 800 });
      const a = await rawPixels(marked.data);
      const b = await rawPixels(unmarked.data);
      let changed = 0;
      for (let i = 0; i < a.data.length; i++) if (Math.abs(a.data[i] - b.data[i]) > 30) changed++;
      expect(changed / a.data.length).toBeGreaterThan(0.01);
      await expectRedWhereMasked(marked.data, text);
      // Far from any stroke the photo stays white.
      const mask = await watermarkMasks.get(text, 640, 480);
      const covered = new Set(mask.offsets);
      const far = Array.from({ length: 640 * 480 }, (_, i) => i).filter(
        (i) => ![-3, 0, 3].some((dy) => [-3, 0, 3].some((dx) => covered.has(i + dy * 640 + dx))),
      );
      expect(far.length).toBeGreaterThan(1000);
      for (const i of far.slice(0, far.length).filter((_, n) => n % 97 === 0)) expect(a.data[i * 3 + 1]).toBeGreaterThan(235);
    });

    it.each([
      ['grayscale', 'b-w', 1],
      ['CMYK', 'cmyk', 4],
    ] as const)('turns a %s JPEG into a 3-channel sRGB watermarked JPEG', async (_name, space, channels) => {
      const text = `For Test Rental verification only 02/01/2026 ${space}`;
      const input = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#ffffff' } })
        .toColourspace(space)
        .jpeg()
        .toBuffer();
      expect((await sharp(input).metadata()).channels).toBe(channels);
      const result = await processImage(input, { maxLongSide: 800, watermark: text });
      const metadata = await sharp(result.data).metadata();
      expect([metadata.format, metadata.channels, metadata.space]).toEqual(['jpeg', 3, 'srgb']);
      await expectRedWhereMasked(result.data, text);
    });

    it('flattens a transparent PNG onto white and watermarks it as a 3-channel JPEG', async () => {
      const text = 'For Test Rental verification only 03/01/2026';
      const transparent = await sharp({ create: { width: 500, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .png()
        .toBuffer();
      const result = await processImage(transparent, { maxLongSide: 800, watermark: text });
      const metadata = await sharp(result.data).metadata();
      expect([metadata.format, metadata.channels, metadata.hasAlpha]).toEqual(['jpeg', 3, false]);
      await expectRedWhereMasked(result.data, text);
    });
  });
});
