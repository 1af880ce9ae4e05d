import { DocumentDecryptionError, openDocument, sealDocument, sealedKeyId } from './document-encryption';
import { EncryptedFileStorage, SEALED_AREAS } from './encrypted-file-storage';

export interface ResealReport {
  /** Sealed again under the current key (from an earlier key, or stored before encryption). */
  resealed: number;
  /** Already under the current key: skipped, which is what lets an interrupted run resume. */
  alreadyCurrent: number;
  /** Sealed with a key that is not configured, or damaged: named, left as they are. */
  failed: string[];
  /** True when the run was stopped before it went through every file. */
  stopped: boolean;
}

/**
 * Re-encrypts every sealed area under the current DOCUMENT_KEY, one file at a time. Each file
 * says which key sealed it and is replaced in one step, so the run can be stopped anywhere (or
 * crash) and simply be run again; the app keeps serving throughout with DOCUMENT_PREVIOUS_KEYS.
 */
export async function resealDocuments(
  storage: EncryptedFileStorage,
  options: { signal?: AbortSignal; log?: (line: string) => void; onResealed?: (area: string, fileName: string) => void } = {},
): Promise<ResealReport> {
  const { signal, log = () => undefined, onResealed = () => undefined } = options;
  const { sealedStore, keyring } = storage;
  const report: ResealReport = { resealed: 0, alreadyCurrent: 0, failed: [], stopped: false };
  for (const area of SEALED_AREAS) {
    for await (const { fileName } of sealedStore.list(area)) {
      if (signal?.aborted) return { ...report, stopped: true };
      const stored = await sealedStore.read(area, fileName);
      if (stored === null) continue; // removed by the app since the listing
      if (sealedKeyId(stored) === keyring.current.id) {
        report.alreadyCurrent += 1;
        continue;
      }
      try {
        await sealedStore.replace(area, fileName, sealDocument(openDocument(stored, keyring), keyring.current));
        report.resealed += 1;
        onResealed(area, fileName);
      } catch (error) {
        if (!(error instanceof DocumentDecryptionError)) throw error;
        report.failed.push(`${area}/${fileName}: ${error.message}`);
        continue;
      }
      if ((report.resealed + report.alreadyCurrent) % 500 === 0)
        log(`${report.resealed} sealed again, ${report.alreadyCurrent} already current...`);
    }
  }
  return report;
}
