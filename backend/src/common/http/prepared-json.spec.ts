import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prepareJson } from './prepared-json';

describe('prepareJson', () => {
  const value = { items: [{ id: 1, customerName: 'Siti Nurhaliza binti Tarudin', note: 'Café – ✓' }], vehicles: [] };

  it('serializes the value once, as UTF-8 JSON', () => {
    const prepared = prepareJson(value);
    expect(JSON.parse(prepared.body.toString('utf8'))).toEqual(value);
    expect(prepared.body.length).toBe(Buffer.byteLength(JSON.stringify(value)));
  });

  it("gives a weak ETag in Express's form (length in hex, SHA-1), the same for the same content only", () => {
    const prepared = prepareJson(value);
    expect(prepared.etag).toMatch(new RegExp(`^W/"${prepared.body.length.toString(16)}-[A-Za-z0-9+/]{27}"$`));
    expect(prepareJson({ ...value }).etag).toBe(prepared.etag);
    expect(prepareJson({ ...value, vehicles: [{ id: 2, displayName: 'Perodua Myvi - WXY' }] }).etag).not.toBe(prepared.etag);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses the body with %s once, however many answers ask for it', async (encoding, decompress) => {
    const prepared = prepareJson({
      ...value,
      vehicles: Array.from({ length: 50 }, (_, id) => ({ id, displayName: 'Perodua Myvi - WXY' })),
    });
    const [first, second] = await Promise.all([prepared.compressedAs(encoding), prepared.compressedAs(encoding)]);
    expect(second).toBe(first);
    expect(first.length).toBeLessThan(prepared.body.length);
    expect(decompress(first)).toEqual(prepared.body);
  });
});
