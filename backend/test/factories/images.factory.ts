import sharp from 'sharp';

/** A phone-like JPEG carrying EXIF (camera and GPS), sized as asked. */
export function makePhoto(width = 800, height = 600, colour = '#3366aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } } })
    .toBuffer();
}

/** About 12 megapixels of noise-free colour, as a large upload. */
export function makeTwelveMegapixelPhoto(): Promise<Buffer> {
  return makePhoto(4000, 3000, '#228833');
}
