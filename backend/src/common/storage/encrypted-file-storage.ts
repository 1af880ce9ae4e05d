import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DocumentDecryptionError, type DocumentKeyring, openDocument, sealDocument, sealedKeyId } from './document-encryption';
import { FileStorage, type ListedFile, type OpenedFile, type StorageArea, StorageUnavailableError } from './file-storage';

/** What identifies a person or binds them: sealed on the way in, opened only when the app serves it. */
export const SEALED_AREAS: ReadonlySet<StorageArea> = new Set<StorageArea>(['customer-documents', 'signatures', 'pdfs']);

/**
 * The store the app uses: the disk or the bucket underneath holds identity documents, signatures
 * and PDFs only as AES-256-GCM ciphertext; every other area passes through. Files stored before
 * encryption are still served (and sealed by the key-rotation command).
 */
export class EncryptedFileStorage extends FileStorage {
  private readonly logger = new Logger('EncryptedFileStorage');

  constructor(
    /** The raw store: what someone holding the disk or the bucket would read. */
    readonly sealedStore: FileStorage,
    readonly keyring: DocumentKeyring,
  ) {
    super();
  }

  async put(area: StorageArea, fileName: string, data: Buffer): Promise<void> {
    await this.sealedStore.put(area, fileName, this.seal(area, data));
  }

  async replace(area: StorageArea, fileName: string, data: Buffer): Promise<void> {
    await this.sealedStore.replace(area, fileName, this.seal(area, data));
  }

  async open(area: StorageArea, fileName: string): Promise<OpenedFile | null> {
    if (!SEALED_AREAS.has(area)) return this.sealedStore.open(area, fileName);
    // GCM proves a file whole only at its end, so a sealed file is opened in memory (documents
    // are a few hundred kilobytes) and never streamed out unproven.
    const plain = await this.read(area, fileName);
    return plain === null ? null : { fileName, size: plain.length, stream: Readable.from([plain]) };
  }

  async read(area: StorageArea, fileName: string): Promise<Buffer | null> {
    const stored = await this.sealedStore.read(area, fileName);
    if (stored === null || !SEALED_AREAS.has(area)) return stored;
    try {
      return openDocument(stored, this.keyring);
    } catch (error) {
      if (!(error instanceof DocumentDecryptionError)) throw error;
      // Served as the store being unavailable: the client learns nothing of keys or contents.
      this.logger.error(`${area}/${fileName}: ${error.message}`);
      throw new StorageUnavailableError(error);
    }
  }

  exists(area: StorageArea, fileName: string): Promise<boolean> {
    return this.sealedStore.exists(area, fileName);
  }

  protected async deleteFile(area: StorageArea, fileName: string): Promise<void> {
    await this.sealedStore.remove(area, fileName);
  }

  list(area: StorageArea): AsyncIterable<ListedFile> {
    return this.sealedStore.list(area);
  }

  isWritable(): Promise<boolean> {
    return this.sealedStore.isWritable();
  }

  /** Whether a stored file is already sealed under the current key (rotation skips it). */
  async isSealedWithCurrentKey(area: StorageArea, fileName: string): Promise<boolean | null> {
    const stored = await this.sealedStore.read(area, fileName);
    return stored === null ? null : sealedKeyId(stored) === this.keyring.current.id;
  }

  private seal(area: StorageArea, data: Buffer): Buffer {
    return SEALED_AREAS.has(area) ? sealDocument(data, this.keyring.current) : data;
  }
}
