import { constants, createReadStream, Dir } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { access, mkdir, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStorage, isStoredFileName, ListedFile, OpenedFile, StorageArea, StorageUnavailableError } from './file-storage';

const MISSING = new Set(['ENOENT', 'ENOTDIR']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? '');
}

/** Files in folders under one root (DATA_DIR/uploads): the default, for one process. */
export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(area: StorageArea, fileName: string, data: Buffer): Promise<void> {
    if (!isStoredFileName(fileName)) throw new Error(`Not a stored file name: ${fileName}`);
    try {
      await mkdir(join(this.root, area), { recursive: true });
      await writeFile(join(this.root, area, fileName), data, { flag: 'wx', mode: 0o640 });
    } catch (error) {
      // A disk that is full or read-only may still have written part of the file.
      await rm(join(this.root, area, fileName), { force: true }).catch(() => undefined);
      throw new StorageUnavailableError(error);
    }
  }

  async replace(area: StorageArea, fileName: string, data: Buffer): Promise<void> {
    if (!isStoredFileName(fileName)) throw new Error(`Not a stored file name: ${fileName}`);
    // Written beside it under a name no listing returns, then renamed over it: rename is atomic.
    const temporary = join(this.root, area, `.${fileName}.${randomUUID()}.partial`);
    try {
      await writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
      await rename(temporary, join(this.root, area, fileName));
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new StorageUnavailableError(error);
    }
  }

  async open(area: StorageArea, fileName: string): Promise<OpenedFile | null> {
    const size = await this.sizeOf(area, fileName);
    return size === null ? null : { fileName, size, stream: createReadStream(join(this.root, area, fileName)) };
  }

  async read(area: StorageArea, fileName: string): Promise<Buffer | null> {
    if (!isStoredFileName(fileName)) return null;
    try {
      return await readFile(join(this.root, area, fileName));
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }

  async exists(area: StorageArea, fileName: string): Promise<boolean> {
    return (await this.sizeOf(area, fileName)) !== null;
  }

  protected async deleteFile(area: StorageArea, fileName: string): Promise<void> {
    await rm(join(this.root, area, fileName), { force: true });
  }

  /** Streams the folder's entries (never the whole listing at once), so a sweep over many files stays small. */
  async *list(area: StorageArea): AsyncIterable<ListedFile> {
    let folder: Dir;
    try {
      folder = await opendir(join(this.root, area), { bufferSize: 64 });
    } catch (error) {
      if (isMissing(error)) return;
      throw new StorageUnavailableError(error);
    }
    for await (const entry of folder) {
      const fileName = entry.name;
      if (!isStoredFileName(fileName)) continue;
      try {
        const stats = await stat(join(this.root, area, fileName));
        if (stats.isFile()) yield { fileName, modifiedAt: stats.mtime };
      } catch (error) {
        if (!isMissing(error)) throw new StorageUnavailableError(error);
      }
    }
  }

  async isWritable(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  /** The size of a stored file, or null for a name we did not make or a missing file. */
  private async sizeOf(area: StorageArea, fileName: string): Promise<number | null> {
    if (!isStoredFileName(fileName)) return null;
    try {
      const stats = await stat(join(this.root, area, fileName));
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(error);
    }
  }
}
