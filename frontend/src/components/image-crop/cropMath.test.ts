import { describe, expect, it } from 'vitest';
import { canCrop, cropCanvasGeometry, initialPercentCrop, minDisplayCrop, VEHICLE_PHOTO_ASPECT } from './cropMath';

describe('initialPercentCrop', () => {
  it('starts at 90% of the width, 4:3, centred', () => {
    const crop = initialPercentCrop({ width: 1600, height: 1200 });
    expect(crop.unit).toBe('%');
    expect(crop.width).toBeCloseTo(90);
    expect(crop.height).toBeCloseTo(90); // same proportions as the image
    expect(crop.x).toBeCloseTo(5);
    expect(crop.y).toBeCloseTo(5);
  });

  it('keeps 4:3 in pixels on a portrait photo', () => {
    const natural = { width: 900, height: 1600 };
    const crop = initialPercentCrop(natural);
    const widthPx = (crop.width / 100) * natural.width;
    const heightPx = (crop.height / 100) * natural.height;
    expect(widthPx).toBeCloseTo(810);
    expect(widthPx / heightPx).toBeCloseTo(VEHICLE_PHOTO_ASPECT);
    expect(crop.y).toBeCloseTo((100 - crop.height) / 2);
  });

  it('narrows the crop on a panorama so it stays inside the image', () => {
    const natural = { width: 3000, height: 600 };
    const crop = initialPercentCrop(natural);
    expect(crop.height).toBeCloseTo(100);
    expect((crop.width / 100) * natural.width).toBeCloseTo(800);
    expect(crop.x).toBeCloseTo((100 - crop.width) / 2);
  });
});

describe('cropCanvasGeometry', () => {
  it('maps the percent crop onto the original pixels and draws it at that size', () => {
    const geometry = cropCanvasGeometry({ unit: '%', x: 5, y: 5, width: 90, height: 90 }, { width: 1200, height: 900 });
    expect(geometry.source).toEqual({ x: 60, y: 45, width: 1080, height: 810 });
    expect(geometry.output).toEqual({ width: 1080, height: 810 });
  });

  it('scales a large crop down to the maximum width, keeping 4:3', () => {
    const geometry = cropCanvasGeometry({ unit: '%', x: 0, y: 0, width: 100, height: 100 }, { width: 4000, height: 3000 }, 1600);
    expect(geometry.source).toEqual({ x: 0, y: 0, width: 4000, height: 3000 });
    expect(geometry.output).toEqual({ width: 1600, height: 1200 });
  });

  it('rounds to whole pixels and never reads outside the image', () => {
    const geometry = cropCanvasGeometry({ unit: '%', x: 33.3333, y: 50.01, width: 80, height: 60 }, { width: 301, height: 226 });
    const { source } = geometry;
    expect(Number.isInteger(source.x) && Number.isInteger(source.width)).toBe(true);
    expect(source.x + source.width).toBeLessThanOrEqual(301);
    expect(source.y + source.height).toBeLessThanOrEqual(226);
    expect(geometry.output.width).toBe(source.width);
  });
});

describe('the 200 x 150 minimum', () => {
  it('is measured in original pixels, so the screen minimum shrinks with the display scale', () => {
    expect(minDisplayCrop(400, { width: 1600, height: 1200 })).toEqual({ width: 50, height: 37.5 });
    expect(minDisplayCrop(300, { width: 300, height: 225 })).toEqual({ width: 200, height: 150 });
  });

  it('refuses images too small to give a 200 x 150 crop', () => {
    expect(canCrop({ width: 200, height: 150 })).toBe(true);
    expect(canCrop({ width: 199, height: 400 })).toBe(false);
    expect(canCrop({ width: 800, height: 149 })).toBe(false);
  });
});
