import { deflateSync } from 'node:zlib';
import { Call } from './access-table';

/** A field's value in a hostile variant; `MISSING` drops the field. */
export const MISSING = Symbol('missing');
type Hostile = unknown;

export interface Variant {
  name: string;
  call: Call;
}

const HUGE_TEXT = 'A'.repeat(100_000);

/** Values a field of any type is tried with: wrong types, edge numbers, impossible dates and attacks. */
export const FIELD_VALUES: Array<[string, Hostile]> = [
  ['missing', MISSING],
  ['null', null],
  ['true', true],
  ['an array', ['1']],
  ['an object', { $gt: '' }],
  ['empty text', ''],
  ['a huge string', HUGE_TEXT],
  ['a lone surrogate', 'abc\ud800def'],
  ['a NUL byte', 'abc\u0000def'],
  ['right-to-left override', 'abc\u202efdp.exe'],
  ['-1', -1],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['2^63', 9223372036854775808],
  ["'0x10'", '0x10'],
  ["'1e3'", '1e3'],
  ['2026-02-30', '2026-02-30'],
  ['2026-13-01', '2026-13-01'],
  ['0000-00-00', '0000-00-00'],
  ['SQL', "1' OR '1'='1'; DROP TABLE customers; --"],
  ['a script', '<script>alert(1)</script>'],
  ['an event handler', '"><img src=x onerror=alert(1)>'],
  ['a path trick', '../../../../etc/passwd'],
];

/** Values a path parameter is tried with. */
export const PARAM_VALUES: string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '99999999999999999999',
  'abc',
  "1' OR '1'='1",
  '..',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '\u0663',
  'a'.repeat(2000),
];

/** Query values for lists; a route's own query keys get these too. */
export const QUERY_VALUES: Array<[string, string | string[]]> = [
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e9', '1e9'],
  ['99999999999999999999', '99999999999999999999'],
  ['SQL', "' OR 1=1 --"],
  ['a LIKE wildcard', '%_%'],
  ['a script', '<script>alert(1)</script>'],
  ['a huge string', 'q'.repeat(10_000)],
  ['an impossible date', '2026-02-30'],
  ['twice', ['1', '2']],
];

const GENERIC_QUERY_KEYS = ['page', 'limit', 'search', 'status', 'from', 'to'];

function withField(body: Record<string, unknown>, field: string, value: Hostile): Record<string, unknown> {
  const copy = { ...body };
  if (value === MISSING) delete copy[field];
  else copy[field] = value;
  return copy;
}

/** Bodies that are wrong as a whole: shape, size, nesting, encoding. */
function wholeBodyVariants(body: Record<string, unknown>): Variant[] {
  let deep = '1';
  for (let level = 0; level < 5000; level += 1) deep = `{"a":${deep}}`;
  return [
    { name: 'an unknown field', call: { body: { ...body, isAdmin: true } } },
    {
      name: 'a prototype pollution attempt',
      call: {
        raw: {
          contentType: 'application/json',
          data: JSON.stringify(body).replace(/^\{/, '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}},'),
        },
      },
    },
    { name: 'an array body', call: { body: [body] } },
    { name: 'a JSON null body', call: { raw: { contentType: 'application/json', data: 'null' } } },
    { name: 'truncated JSON', call: { raw: { contentType: 'application/json', data: JSON.stringify(body).slice(0, -3) } } },
    {
      name: 'invalid UTF-8 bytes',
      call: {
        raw: {
          contentType: 'application/json',
          data: Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
        },
      },
    },
    { name: 'a body nested 5,000 deep', call: { raw: { contentType: 'application/json', data: deep } } },
    { name: 'a 3 MB body', call: { body: { ...body, padding: 'x'.repeat(3 * 1024 * 1024) } } },
    { name: 'a form-encoded body', call: { raw: { contentType: 'application/x-www-form-urlencoded', data: 'a[b][c][d]=1&a=2' } } },
    {
      name: 'XML',
      call: {
        raw: {
          contentType: 'application/xml',
          data: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        },
      },
    },
  ];
}

/** Every hostile variant of one valid call: each part broken in turn, the rest kept valid. */
export function hostileVariants(valid: Call, images: HostileImages, isRead: boolean): Variant[] {
  const variants: Variant[] = [];
  for (const param of Object.keys(valid.params ?? {})) {
    for (const bad of PARAM_VALUES)
      variants.push({
        name: `param ${param} = ${JSON.stringify(bad).slice(0, 40)}`,
        call: { ...valid, params: { ...valid.params, [param]: bad } },
      });
  }
  const queryKeys = [...new Set([...Object.keys(valid.query ?? {}), ...(isRead ? GENERIC_QUERY_KEYS : [])])];
  for (const key of queryKeys) {
    for (const [label, bad] of QUERY_VALUES)
      variants.push({ name: `query ${key} = ${label}`, call: { ...valid, query: { ...valid.query, [key]: bad as string } } });
  }
  if (valid.query) variants.push({ name: 'an unknown query key', call: { ...valid, query: { ...valid.query, sortBy: 'password' } } });
  if (valid.body && typeof valid.body === 'object' && !Array.isArray(valid.body)) {
    const body = valid.body as Record<string, unknown>;
    for (const field of Object.keys(body)) {
      for (const [label, bad] of FIELD_VALUES)
        variants.push({ name: `body ${field} = ${label}`, call: { ...valid, body: withField(body, field, bad) } });
    }
    variants.push(
      ...wholeBodyVariants(body).map((variant) => ({ ...variant, call: { ...valid, ...variant.call, body: variant.call.body } })),
    );
  }
  if (valid.fields) {
    for (const field of Object.keys(valid.fields)) {
      for (const [label, bad] of FIELD_VALUES) {
        if (typeof bad === 'string')
          variants.push({ name: `form field ${field} = ${label}`, call: { ...valid, fields: { ...valid.fields, [field]: bad } } });
      }
    }
  }
  if (valid.files) {
    for (const field of Object.keys(valid.files)) {
      for (const [label, data] of images.all())
        variants.push({ name: `file ${field} = ${label}`, call: { ...valid, files: { ...valid.files, [field]: data } } });
    }
    variants.push({ name: 'an unexpected file field', call: { ...valid, files: { ...valid.files, unexpected: images.truncated } } });
    variants.push({ name: 'no file at all', call: { ...valid, files: undefined, fields: { ...valid.fields, note: 'none' } } });
  }
  return variants;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A real decompression bomb: a 1-bit PNG of 20,000 x 20,000 white pixels (400 megapixels, 50 MB
 * once inflated) that is about 50 KB on the wire.
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The hostile files every upload field is tried with, made once per run. */
export class HostileImages {
  readonly truncated: Buffer;
  private readonly files: Array<[string, Buffer]>;

  constructor(validJpeg: Buffer) {
    this.truncated = validJpeg.subarray(0, Math.floor(validJpeg.length / 2));
    this.files = [
      ['an oversize file (11 MB)', Buffer.concat([validJpeg, Buffer.alloc(11 * 1024 * 1024, 7)])],
      ['a truncated JPEG', this.truncated],
      ['an empty file', Buffer.alloc(0)],
      ['text named .jpg', Buffer.from('just some text, not an image')],
      [
        'an SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      ],
      ['a JPEG with HTML appended (polyglot)', Buffer.concat([validJpeg, Buffer.from('<html><script>alert(1)</script></html>')])],
      ['a GIF that is also JavaScript (polyglot)', Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=alert(1)//')],
      ['a decompression bomb PNG', decompressionBombPng()],
      ['a PDF named .jpg', Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF')],
    ];
  }

  all(): Array<[string, Buffer]> {
    return this.files;
  }
}
