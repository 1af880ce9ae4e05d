import { StreamableFile } from '@nestjs/common';
import { extname } from 'node:path';
import { OpenedFile } from './file-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Private files (documents, photos of customers) must never sit in a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** An Excel workbook, as staff exports are sent. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a stored file with the Content-Type its extension says; the name is server-made. With
 * `downloadName` (made by us, plain ASCII) the browser saves it under that name.
 */
export function storedFileResponse(file: OpenedFile, downloadName?: string): StreamableFile {
  return new StreamableFile(file.stream, {
    type: CONTENT_TYPES[extname(file.fileName)] ?? 'application/octet-stream',
    disposition: downloadName ? `attachment; filename="${downloadName}"` : 'inline',
    length: file.size,
  });
}

/** A PDF made for this response, saved by the browser under `downloadName` (made by us, plain ASCII). */
export function pdfDownload(pdf: Buffer, downloadName: string): StreamableFile {
  return new StreamableFile(pdf, {
    type: CONTENT_TYPES['.pdf'],
    disposition: `attachment; filename="${downloadName}"`,
    length: pdf.length,
  });
}
