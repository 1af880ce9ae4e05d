import { blendWatermark, sparseMask, WatermarkMask, WatermarkMaskCache } from './watermark-mask';

const tinyMask = (width: number, height: number): WatermarkMask => sparseMask(new Uint8Array(width * height).fill(255), width, height);

describe('watermark mask', () => {
  it('keeps only the covered pixels and their alpha', () => {
    const mask = sparseMask(Uint8Array.from([0, 10, 0, 0, 255, 3]), 3, 2);
    expect(Array.from(mask.offsets)).toEqual([1, 4, 5]);
    expect(Array.from(mask.alphas)).toEqual([10, 255, 3]);
  });

  it('blends #c62828 over the pixels with rounding, leaving uncovered pixels alone', () => {
    const pixels = Uint8Array.from([255, 255, 255, 255, 255, 255, 0, 0, 0]);
    blendWatermark(pixels, 3, sparseMask(Uint8Array.from([0, 89, 255]), 3, 1));
    // 89 is 0.35 opacity: round((255 * 166 + 198 * 89) / 255) = 235, round((255 * 166 + 40 * 89) / 255) = 180.
    expect(Array.from(pixels)).toEqual([255, 255, 255, 235, 180, 180, 198, 40, 40]);
  });

  it('refuses a mask of another size', () => {
    expect(() => blendWatermark(new Uint8Array(4 * 4 * 3), 3, tinyMask(3, 4))).toThrow();
  });

  it('renders once for concurrent requests, evicts the least recently used, and retries a failed render', async () => {
    let renders = 0;
    let fail = false;
    const cache = new WatermarkMaskCache(2, 1024, async (_text, width, height) => {
      renders++;
      if (fail) throw new Error('render failed');
      return tinyMask(width, height);
    });
    await Promise.all([cache.get('a', 2, 2), cache.get('a', 2, 2)]);
    expect(renders).toBe(1);
    await cache.get('b', 2, 2);
    await cache.get('a', 2, 2); // "a" is now the most recent, so "c" pushes out "b"
    await cache.get('c', 2, 2);
    expect(cache.size).toBe(2);
    await cache.get('a', 2, 2);
    expect(renders).toBe(3);
    await cache.get('b', 2, 2);
    expect(renders).toBe(4);

    fail = true;
    await expect(cache.get('d', 2, 2)).rejects.toThrow('render failed');
    fail = false;
    await expect(cache.get('d', 2, 2)).resolves.toMatchObject({ width: 2, height: 2 });
  });

  it('stays within its byte bound but keeps the newest mask', async () => {
    const cache = new WatermarkMaskCache(10, 100, async (_text, width, height) => tinyMask(width, height));
    await cache.get('a', 4, 4); // 16 pixels * 5 bytes = 80
    await cache.get('b', 4, 4);
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(80);
    await cache.get('huge', 10, 10); // 500 bytes, over the cap on its own: kept, the rest dropped
    expect(cache.size).toBe(1);
  });
});
