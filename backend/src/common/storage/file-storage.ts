import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Folders under DATA_DIR/uploads, one per kind of file. */
export const STORAGE_AREAS = ['customer-documents', 'vehicle-photos', 'rental-photos', 'signatures', 'payment-proofs', 'pdfs', 'settings'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

const EXTENSIONS = ['jpg', 'png', 'webp', 'pdf'] as const;
export type StoredExtension = (typeof EXTENSIONS)[number];

/** Server-made names only: a UUID and a known extension. Anything else is never a path we open. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$/;

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** Files live outside any web root under random names; the database keeps only the name. */
export class FileStorage {
  constructor(private readonly root: string) {}

  async save(area: StorageArea, data: Buffer, extension: StoredExtension): Promise<string> {
    const fileName = `${randomUUID()}.${extension}`;
    await mkdir(join(this.root, area), { recursive: true });
    await writeFile(join(this.root, area, fileName), data, { flag: 'wx', mode: 0o640 });
    return fileName;
  }

  /** The absolute path of a stored file, or null for a name we did not make or a missing file. */
  async locate(area: StorageArea, fileName: string): Promise<string | null> {
    if (!isStoredFileName(fileName)) return null;
    const path = join(this.root, area, fileName);
    try {
      return (await stat(path)).isFile() ? path : null;
    } catch {
      return null;
    }
  }

  /** Whether files can be written now (readiness): the root exists or can be made, and is writable. */
  async isWritable(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  async remove(area: StorageArea, fileName: string): Promise<void> {
    if (!isStoredFileName(fileName)) return;
    await rm(join(this.root, area, fileName), { force: true });
  }
}
