import { join } from 'node:path';
import { loadEnvFile } from '../../config/load-env-file';
import { readAppSettings, readStorageSettings } from '../../config/settings';
import { copyStoredFiles } from './copy-stored-files';
import { createFileStorage } from './create-file-storage';
import { LocalFileStorage } from './local-file-storage';

/**
 * `npm run storage:migrate`: moves the files kept in DATA_DIR/uploads into the bucket named by
 * STORAGE=s3 and S3_*, before switching a deployment to object storage. Safe to run again.
 */
async function main(): Promise<number> {
  loadEnvFile();
  const settings = readStorageSettings(process.env);
  if (settings.driver !== 's3') {
    console.error('Set STORAGE=s3 and the S3_* settings (see the README) to name the bucket the files go to.');
    return 1;
  }
  const root = join(readAppSettings(process.env).dataDir, 'uploads');
  console.log(`Copying files from ${root} to bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}...`);
  const report = await copyStoredFiles(new LocalFileStorage(root), createFileStorage(settings), (line) => console.log(line));
  console.log(`Copied ${report.copied}, already in the bucket ${report.alreadyThere}, failed ${report.failed.length}.`);
  if (report.failed.length > 0)
    console.error('Some files were not copied; fix the cause and run the command again (copied files are skipped).');
  return report.failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
