import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { constants } from 'node:zlib';

/** Brotli at quality 5 (see below) for answers compressed as they are sent. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/**
 * Answers compressed once and sent many times (prepared-json.ts) afford quality 9: the bench's
 * 1,000-car calendar month (970 kB of JSON) goes to every staff phone as 83 kB instead of 90 kB,
 * for 55 ms once instead of 17 ms, off the event loop; quality 11 would take seconds.
 */
export const KEPT_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };
/** Smaller answers go as they are: compressing them saves less than it costs (compression's default). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * gzip or brotli (whichever the browser's Accept-Encoding allows; brotli preferred) for the
 * SPA's HTML, JavaScript and CSS and for JSON answers, with Vary: Accept-Encoding. The default
 * filter already skips types that are compressed (JPEG/PNG/WebP, PDF, xlsx and other zip files);
 * file downloads (any answer with Content-Disposition) are also left alone, so they stream
 * through untouched with their Content-Length. Brotli at quality 5: most of quality 11's saving on
 * JavaScript for a fraction of its CPU, and hashed assets are cached by browsers for a year.
 */
export function compressResponses(): RequestHandler {
  return compression({
    brotli: BROTLI_OPTIONS,
    filter: (request: Request, response: Response) => !response.getHeader('Content-Disposition') && compression.filter(request, response),
  });
}
