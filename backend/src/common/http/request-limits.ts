import { COMMON_ERRORS } from '../errors/common.errors';
import { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { IncomingMessage } from 'node:http';
import { isUtf8 } from 'node:buffer';

/**
 * Bounds on what a request may carry before any of our code sees it. The API takes small JSON
 * documents (the largest is a signature image as a data URL); files go through multipart.
 */
export const MAX_JSON_BYTES = '100kb';
/** The one larger document: the wizard's signature, a PNG data URL of up to 512 KB (base64: ~700 KB). */
export const MAX_SIGNATURE_JSON_BYTES = '800kb';
const SIGNATURE_PATH = /^\/api\/staff\/rentals\/[^/]+\/signature\/?(\?|$)/;
/** Our DTOs are at most 2 levels deep; 32 leaves room and stops stack-deep recursion later. */
export const MAX_JSON_DEPTH = 32;
/**
 * The only bodies the API reads: JSON, and multipart on the upload routes (where multer parses
 * it; elsewhere a multipart body is left unread and the route's validation refuses it). Form
 * posts and text/plain are what a cross-site HTML form can send without the browser asking
 * first, so refusing them stops another site from making a visitor's browser sign in or request
 * sign-in codes.
 */
const ACCEPTED_BODY_TYPES: ReadonlySet<string> = new Set(['application/json', 'multipart/form-data']);
export const JSON_ONLY_MESSAGE = COMMON_ERRORS.JSON_ONLY.message;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The shape body-parser gives its own errors; AllExceptionsFilter maps `type` to a message. */
export class RequestLimitError extends Error {
  constructor(
    readonly status: number,
    readonly type:
      | 'entity.parse.failed'
      | 'entity.too.deep'
      | 'entity.encoding.invalid'
      | 'charset.unsupported'
      | 'url.malformed'
      | 'media.type.unsupported',
    message: string,
  ) {
    super(message);
  }
}

/**
 * One pass over the raw bytes, before JSON.parse: nesting depth outside strings (an escaped quote
 * does not end a string). UTF-8 continuation bytes are all >= 0x80, so a byte scan cannot
 * mistake part of a character for a bracket or quote. Stops at the first level too deep, so
 * 50,000 nested arrays cost 33 bytes of work.
 */
export function exceedsJsonDepth(body: Buffer, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i += 1) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

/** body-parser's verify hook: runs on the raw buffer, throws to refuse the body. */
function verifyJson(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding.toLowerCase() !== 'utf-8') {
    throw new RequestLimitError(415, 'charset.unsupported', 'JSON must be sent as UTF-8');
  }
  if (exceedsJsonDepth(body)) throw new RequestLimitError(400, 'entity.too.deep', 'JSON nested too deeply');
  if (!isUtf8(body)) throw new RequestLimitError(400, 'entity.encoding.invalid', 'Body is not valid UTF-8');
}

/**
 * Percent-escapes in the path and query must decode to valid UTF-8 ("%ff", or "%ED%A0%80", an
 * encoded surrogate, do not). Express would otherwise turn them into U+FFFD in the query and a
 * 400 with the raw input echoed for route params.
 */
function rejectMalformedUrl(req: Request, _res: Response, next: NextFunction): void {
  const url = req.originalUrl ?? req.url;
  if (!url.includes('%')) return next();
  try {
    decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return next(new RequestLimitError(400, 'url.malformed', 'Malformed percent-encoding in the URL'));
  }
  next();
}

/** Reads never have a body the API looks at, whatever headers a client adds to them. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A body (any length but zero) or a declared type: an empty form post is refused as well. */
function carriesBody(req: IncomingMessage): boolean {
  if (READ_METHODS.has(req.method ?? 'GET')) return false;
  const length = req.headers['content-length'];
  return (
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0') || req.headers['content-type'] !== undefined
  );
}

/**
 * 415 for any body that is neither JSON nor multipart, before anything reads it. Named
 * urlencodedParser so Nest does not add its own form parser: this is the API's only answer to a
 * form post.
 */
function urlencodedParser(req: Request, _res: Response, next: NextFunction): void {
  if (!carriesBody(req)) return next();
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (ACCEPTED_BODY_TYPES.has(mediaType)) return next();
  next(new RequestLimitError(415, 'media.type.unsupported', JSON_ONLY_MESSAGE));
}

/**
 * Registers our own parsers before Nest's defaults: Nest skips its json and urlencoded parsers
 * when middleware with those names (jsonParser, urlencodedParser) is already on the app.
 */
export function applyRequestLimits(app: NestExpressApplication): void {
  app.use(rejectMalformedUrl);
  app.use(urlencodedParser);
  const parseJson = express.json({ limit: MAX_JSON_BYTES, verify: verifyJson });
  const parseSignatureJson = express.json({ limit: MAX_SIGNATURE_JSON_BYTES, verify: verifyJson });
  // Named jsonParser so Nest skips its own. body-parser reports bad JSON as a SyntaxError, which
  // Nest would turn into a 400 carrying the parser's own wording; ours says it plainly.
  app.use(function jsonParser(req: Request, res: Response, next: NextFunction): void {
    const parse = SIGNATURE_PATH.test(req.originalUrl ?? req.url) ? parseSignatureJson : parseJson;
    parse(req, res, (error?: unknown) =>
      next(error instanceof SyntaxError ? new RequestLimitError(400, 'entity.parse.failed', 'Malformed JSON') : error),
    );
  });
}
