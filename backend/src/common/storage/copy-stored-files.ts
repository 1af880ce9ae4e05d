import { FileStorage, STORAGE_AREAS } from './file-storage';

export interface CopyReport {
  copied: number;
  alreadyThere: number;
  failed: Array<{ file: string; reason: string }>;
}

/**
 * Copies every stored file from one store to another under the same name (rows keep naming
 * them), reading each copy back to prove it arrived whole. Files already in the target are
 * skipped, so an interrupted run can simply be started again. The source is left as it was.
 */
export async function copyStoredFiles(
  source: FileStorage,
  target: FileStorage,
  progress: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, failed: [] };
  for (const area of STORAGE_AREAS) {
    for await (const { fileName } of source.list(area)) {
      const file = `${area}/${fileName}`;
      try {
        if (await target.exists(area, fileName)) {
          report.alreadyThere += 1;
          continue;
        }
        const data = await source.read(area, fileName);
        if (!data) continue; // removed since it was listed
        await target.put(area, fileName, data);
        const copy = await target.read(area, fileName);
        if (!copy?.equals(data)) {
          await target.remove(area, fileName);
          throw new Error('the copy read back differs from the original');
        }
        report.copied += 1;
        progress(`copied ${file} (${data.length} bytes)`);
      } catch (error) {
        const reason =
          error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
        report.failed.push({ file, reason });
        progress(`FAILED ${file}: ${reason}`);
      }
    }
  }
  return report;
}
