import type { StorageSettings } from '../../config/settings';
import { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { createS3Client, S3FileStorage } from './s3-file-storage';

/** The storage the settings name: local folders by default, a bucket with STORAGE=s3. */
export function createFileStorage(settings: StorageSettings): FileStorage {
  return settings.driver === 's3' ? new S3FileStorage(createS3Client(settings), settings.bucket) : new LocalFileStorage(settings.root);
}
