import { loadEnvFile } from '../../config/load-env-file';
import { readDocumentKeySettings, readStorageSettings } from '../../config/settings';
import { createAppFileStorage } from './create-file-storage';
import { resealDocuments } from './reseal-documents';

/**
 * `npm run documents:rotate-key`: after DOCUMENT_KEY is set to a new key and the old one moved to
 * DOCUMENT_PREVIOUS_KEYS, seals every identity document, signature and PDF under the new key (and
 * seals files stored before encryption). Ctrl-C stops between files; running it again resumes.
 */
async function main(): Promise<number> {
  loadEnvFile();
  const storage = createAppFileStorage(readStorageSettings(process.env), readDocumentKeySettings(process.env));
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
  console.log(`Sealing documents under key ${storage.keyring.current.id}...`);
  const report = await resealDocuments(storage, { signal: stop.signal, log: (line) => console.log(line) });
  console.log(`Sealed again ${report.resealed}, already under the current key ${report.alreadyCurrent}, failed ${report.failed.length}.`);
  for (const failure of report.failed) console.error(failure);
  if (report.stopped) console.log('Stopped before the end: run the command again to go on where it stopped.');
  if (report.failed.length > 0)
    console.error('Files above could not be opened: add the key that sealed them to DOCUMENT_PREVIOUS_KEYS and run again.');
  return report.failed.length > 0 || report.stopped ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
