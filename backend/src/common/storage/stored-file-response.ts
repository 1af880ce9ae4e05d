import { StreamableFile } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Private files (documents, photos of customers) must never sit in a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Streams a stored file with the Content-Type its extension says; the name is server-made. */
export function storedFileResponse(path: string): StreamableFile {
  return new StreamableFile(createReadStream(path), {
    type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    disposition: 'inline',
  });
}
