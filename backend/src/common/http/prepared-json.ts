import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { Response } from 'express';
import { COMPRESSION_THRESHOLD_BYTES, KEPT_BROTLI_OPTIONS } from './compression';

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, KEPT_BROTLI_OPTIONS),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * A JSON answer serialized once, with its ETag, to be sent many times as it is; compressed at
 * most once per encoding, when a client first asks for it. For large answers served from a cache
 * (a 1,000-car calendar month is ~1 MB): encoding the text and hashing it for the ETag on every
 * request cost ~1.5 ms of the event loop each, and compressing it with brotli ~10 ms more.
 */
export class PreparedJson {
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    /** The form Express gives (weak, length and SHA-1), so clients see no difference; weak, so it holds for every encoding. */
    readonly etag: string,
  ) {}

  /** Off the event loop (zlib's thread pool); a failure is not kept. */
  compressedAs(encoding: Encoding): Promise<Buffer> {
    let compressed = this.compressed.get(encoding);
    if (!compressed) {
      compressed = compressors[encoding](this.body);
      this.compressed.set(encoding, compressed);
      compressed.catch(() => this.compressed.delete(encoding));
    }
    return compressed;
  }
}

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return new PreparedJson(body, `W/"${body.length.toString(16)}-${hash}"`);
}

/**
 * Sent with its length, brotli or gzip when the client accepts it (brotli first, as the
 * compression middleware prefers), and 304 when the client's If-None-Match matches.
 */
export async function sendPreparedJson(response: Response, prepared: PreparedJson): Promise<void> {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('ETag', prepared.etag);
  response.vary('Accept-Encoding');
  const encoding = prepared.body.length >= COMPRESSION_THRESHOLD_BYTES && !response.req.fresh ? acceptedEncoding(response) : null;
  if (encoding === null) {
    response.send(prepared.body);
    return;
  }
  const body = await prepared.compressedAs(encoding).catch(() => null);
  // The compression middleware leaves an answer alone once it carries a Content-Encoding.
  if (body) response.setHeader('Content-Encoding', encoding);
  response.send(body ?? prepared.body);
}

function acceptedEncoding(response: Response): Encoding | null {
  if (response.req.acceptsEncodings('br') === 'br') return 'br';
  if (response.req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}
