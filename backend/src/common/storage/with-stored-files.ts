import { FileStorage, StorageArea, StoredExtension } from './file-storage';

/** A file to store: its bytes and the extension its new name gets. */
export interface FileToStore {
  data: Buffer;
  extension: StoredExtension;
}

/**
 * Stores `files` one after another under new names, then runs `write` with those names (in the
 * same order), usually the transaction that makes rows name them. If a file cannot be stored or
 * the write fails, every file stored here is removed again and the error goes on to the caller,
 * so a failed request leaves neither a file nor a row. The files the rows named before belong to
 * the caller, to remove once `write` has succeeded.
 */
export async function withStoredFiles<T>(
  storage: FileStorage,
  area: StorageArea,
  files: readonly FileToStore[],
  write: (names: string[]) => Promise<T>,
): Promise<T> {
  const names: string[] = [];
  try {
    for (const file of files) names.push(await storage.save(area, file.data, file.extension));
    return await write(names);
  } catch (error) {
    await Promise.all(names.map((name) => storage.remove(area, name)));
    throw error;
  }
}

/** withStoredFiles for one file. */
export function withStoredFile<T>(
  storage: FileStorage,
  area: StorageArea,
  file: FileToStore,
  write: (name: string) => Promise<T>,
): Promise<T> {
  return withStoredFiles(storage, area, [file], ([name]) => write(name));
}
