import { cropCanvasGeometry, JPEG_QUALITY, type PercentRect } from './cropMath';

/** Draws the cropped part of a loaded <img> onto a canvas and exports it as a JPEG (quality 0.92). */
export function cropToJpeg(image: HTMLImageElement, crop: PercentRect, quality = JPEG_QUALITY): Promise<Blob> {
  const { source, output } = cropCanvasGeometry(crop, { width: image.naturalWidth, height: image.naturalHeight });
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot crop images.'));
  // JPEG has no transparency: a transparent PNG gets a white background instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, output.width, output.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The cropped photo could not be made.'))), 'image/jpeg', quality);
  });
}
