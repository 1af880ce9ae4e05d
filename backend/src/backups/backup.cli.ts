import { DataSource } from 'typeorm';
import { createFileStorage } from '../common/storage/create-file-storage';
import { loadEnvFile } from '../config/load-env-file';
import { readBackupSettings, readDbSettings, readStorageSettings } from '../config/settings';
import { buildDataSourceOptions } from '../database/data-source-options';
import { runBackup } from './backup';
import { createBackupDestination } from './backup-destination';

/**
 * `npm run backup`: one encrypted archive of the database and every stored file, kept at
 * BACKUP_DIR or BACKUP_S3_BUCKET, older archives pruned (7 daily, 4 weekly unless set). Safe while
 * the app runs.
 */
async function main(): Promise<number> {
  loadEnvFile();
  const settings = readBackupSettings(process.env);
  if (!settings.key) {
    console.error('Set BACKUP_KEY (a 256-bit key, e.g. `openssl rand -base64 32`) to encrypt backups; keep a copy away from the backups.');
    return 1;
  }
  const dataSource = new DataSource(buildDataSourceOptions(readDbSettings(process.env)));
  await dataSource.initialize();
  try {
    const destination = createBackupDestination(settings.destination);
    console.log(`Backing up to ${destination.description}...`);
    const run = await runBackup(dataSource, createFileStorage(readStorageSettings(process.env)), settings.key, destination, settings);
    console.log(
      `Wrote ${run.name}: ${(run.bytes / 1024 / 1024).toFixed(1)} MB, ${run.rows} rows in ${run.tables} tables, ${run.files} files.`,
    );
    if (run.removed.length > 0) console.log(`Removed older archives: ${run.removed.join(', ')}`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
