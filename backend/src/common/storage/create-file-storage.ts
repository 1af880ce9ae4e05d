import type { DocumentKeySettings, StorageSettings } from '../../config/settings';
import { EncryptedFileStorage } from './encrypted-file-storage';
import { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { createS3Client, S3FileStorage } from './s3-file-storage';

/** The raw store the settings name: local folders by default, a bucket with STORAGE=s3. Files pass as they are stored. */
export function createFileStorage(settings: StorageSettings): FileStorage {
  return settings.driver === 's3' ? new S3FileStorage(createS3Client(settings), settings.bucket) : new LocalFileStorage(settings.root);
}

/** The store the app reads and writes through: the raw store with identity documents, signatures and PDFs sealed. */
export function createAppFileStorage(settings: StorageSettings, documentKeys: DocumentKeySettings): EncryptedFileStorage {
  return new EncryptedFileStorage(createFileStorage(settings), documentKeys);
}
