import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createFileStorage } from '../common/storage/create-file-storage';
import { loadEnvFile } from '../config/load-env-file';
import { readBackupSettings, readDbSettings, readDocumentKeySettings, readStorageSettings } from '../config/settings';
import { ArchiveError } from './archive-format';
import { createBackupDestination } from './backup-destination';
import { restoreBackup } from './restore';

/**
 * `npm run restore -- <archive>`: an archive file, or the name of one at the backup destination,
 * restored into the empty database and file store the settings name. Run it before the app starts.
 */
async function main(): Promise<number> {
  loadEnvFile();
  const [given] = process.argv.slice(2);
  if (!given) {
    console.error('Name the archive: npm run restore -- backup-20261128T031500Z.rvb (a file, or a name at the backup destination)');
    return 1;
  }
  const settings = readBackupSettings(process.env);
  if (!settings.key) {
    console.error('Set BACKUP_KEY to the key the archive was made with.');
    return 1;
  }
  const download = await mkdtemp(join(tmpdir(), 'rental-restore-archive-'));
  try {
    // A path is taken from where npm was started, as DATA_DIR is.
    let archivePath = resolve(process.env.INIT_CWD ?? process.cwd(), given);
    if (!existsSync(archivePath)) {
      const destination = createBackupDestination(settings.destination);
      archivePath = join(download, basename(given));
      if (!(await destination.fetch(basename(given), archivePath))) {
        console.error(`No archive ${given}: neither a file here nor a backup at ${destination.description}`);
        return 1;
      }
    }
    const report = await restoreBackup({
      archivePath,
      key: settings.key,
      db: readDbSettings(process.env),
      store: createFileStorage(readStorageSettings(process.env)),
      log: (line) => console.log(line),
    });
    console.log(
      `Restored the backup of ${report.manifest.createdAt} (app ${report.manifest.appVersion}): ${report.rows} rows in ${report.tables} tables, ${report.files} files, every count and hash checked.`,
    );
    // Sealed documents open only with the keys that sealed them; no archive holds a DOCUMENT_KEY.
    const needed = report.manifest.documentKeyIds ?? [];
    if (needed.length > 0) {
      const keys = readDocumentKeySettings(process.env);
      const have = new Set([keys.current.id, ...keys.previous.map((key) => key.id)]);
      const missing = needed.filter((id) => !have.has(id));
      console.log(
        missing.length === 0
          ? `Identity documents are sealed with key ${needed.join(', ')}, which DOCUMENT_KEY provides.`
          : `Identity documents are sealed with key id ${missing.join(', ')}: start the app with that DOCUMENT_KEY (or in DOCUMENT_PREVIOUS_KEYS; in development, copy the old DATA_DIR/.document-key), or they cannot be opened.`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof ArchiveError) {
      console.error(`Not restored: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await rm(download, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
