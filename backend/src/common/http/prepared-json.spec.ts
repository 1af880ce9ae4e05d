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
});
