import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { errorResponse } from '../errors/app-error';
import { COMMON_ERRORS } from '../errors/common.errors';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Folders (local disk) or key prefixes (bucket), one per kind of file. */
export const STORAGE_AREAS = [
  'customer-documents',
  'vehicle-photos',
  'vehicle-documents',
  'rental-photos',
  'signatures',
  'payment-proofs',
  'pdfs',
  'settings',
] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export type StoredExtension = 'jpg' | 'png' | 'webp' | 'pdf';

/** Server-made names only: a UUID and a known extension. Anything else is never a path or key we open. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$/;

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

export function newStoredFileName(extension: StoredExtension): string {
  return `${randomUUID()}.${extension}`;
}

export const STORAGE_UNAVAILABLE_MESSAGE = COMMON_ERRORS.STORAGE_UNAVAILABLE.message;

/** The disk or bucket failed (not "no such file"): the request is answered 503, never 500. */
export class StorageUnavailableError extends ServiceUnavailableException {
  constructor(readonly reason: unknown) {
    super(errorResponse(COMMON_ERRORS.STORAGE_UNAVAILABLE));
  }
}

/** A stored file opened for streaming to the client. */
export interface OpenedFile {
  fileName: string;
  size: number | undefined;
  stream: Readable;
}

export interface ListedFile {
  fileName: string;
  modifiedAt: Date;
}

/**
 * Every file the product keeps goes through this: on local disk (one process) or in an
 * S3-compatible bucket (replicas). Files live under random names outside any web root or public
 * bucket; the database keeps only the name, and files reach clients only through the app's checks.
 * Names the server did not make are treated as absent. Infrastructure failures throw
 * StorageUnavailableError.
 */
export abstract class FileStorage {
  /** Stores the bytes under a new random name and returns the name. */
  async save(area: StorageArea, data: Buffer, extension: StoredExtension): Promise<string> {
    const fileName = newStoredFileName(extension);
    await this.put(area, fileName, data);
    return fileName;
  }

  /** Writes the bytes under a name the server made (new, or an existing file being moved between stores). */
  abstract put(area: StorageArea, fileName: string, data: Buffer): Promise<void>;

  /**
   * Writes new bytes over a stored file in one step: a reader sees the old bytes or the new, never
   * part of either (re-sealing files under a new key).
   */
  abstract replace(area: StorageArea, fileName: string, data: Buffer): Promise<void>;

  /** The file as a stream, or null when it is not there. */
  abstract open(area: StorageArea, fileName: string): Promise<OpenedFile | null>;

  /** The whole file, or null when it is not there. */
  abstract read(area: StorageArea, fileName: string): Promise<Buffer | null>;

  abstract exists(area: StorageArea, fileName: string): Promise<boolean>;

  /** Deletes the file; a file already gone is not an error. */
  protected abstract deleteFile(area: StorageArea, fileName: string): Promise<void>;

  /** Every stored file of an area (for moving files and finding orphans), in no particular order. */
  abstract list(area: StorageArea): AsyncIterable<ListedFile>;

  /** Whether files can be written now (readiness). */
  abstract isWritable(): Promise<boolean>;

  /**
   * Removes a file nothing needs any more. It never throws: it runs after a failed write (whose
   * error must reach the client) or after a committed change (which must not turn into a 503).
   * A file the store failed to delete is an orphan, removed later by the orphan sweep.
   */
  async remove(area: StorageArea, fileName: string): Promise<void> {
    if (!isStoredFileName(fileName)) return;
    try {
      await this.deleteFile(area, fileName);
    } catch (error) {
      new Logger('FileStorage').warn(
        `Could not remove ${area}/${fileName}, left for the orphan sweep: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
