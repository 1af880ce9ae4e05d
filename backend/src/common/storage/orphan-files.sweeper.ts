import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ScheduleLock } from '../redis/schedule-lock';
import { FileStorage, STORAGE_AREAS, StorageArea } from './file-storage';
import { STORED_FILE_REFERENCES, StoredFileReference } from './stored-file-references';

/** An upload's row is written within seconds; a day leaves room for a staff member's unfinished form. */
export const ORPHAN_GRACE_HOURS = 24;
/** Orphans appear at upload time, so each sweep looks at the files of the last week (sweeps run every 6 hours). */
export const ORPHAN_LOOKBACK_DAYS = 7;
const SWEEP_EVERY_MS = 6 * 60 * 60_000;
const PAGE = 2000;

/**
 * Removes stored files no row names (uploads whose database write failed, files whose removal
 * failed while the store was down). Runs once per period across replicas. Each column is read
 * page by page, keeping only the names in question, so memory stays bounded by a week of uploads.
 */
@Injectable()
export class OrphanFilesSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrphanFiles');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly schedule: ScheduleLock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepOnceAcrossReplicas(), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Removes the orphans due now; returns how many files went, by area. */
  async sweep(now = new Date()): Promise<Partial<Record<StorageArea, number>>> {
    const newest = now.getTime() - ORPHAN_GRACE_HOURS * 60 * 60_000;
    const oldest = now.getTime() - ORPHAN_LOOKBACK_DAYS * 24 * 60 * 60_000;
    const removed: Partial<Record<StorageArea, number>> = {};
    for (const area of STORAGE_AREAS) {
      const candidates = new Set<string>();
      for await (const file of this.storage.list(area)) {
        const at = file.modifiedAt.getTime();
        if (at <= newest && at >= oldest) candidates.add(file.fileName);
      }
      if (candidates.size === 0) continue;
      for (const reference of STORED_FILE_REFERENCES[area]) await this.dropReferenced(reference, candidates);
      for (const fileName of candidates) await this.storage.remove(area, fileName);
      if (candidates.size > 0) removed[area] = candidates.size;
    }
    const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log(`Removed ${total} stored file(s) no record names: ${JSON.stringify(removed)}`);
    return removed;
  }

  /** Takes every name the column holds out of `candidates`. */
  private async dropReferenced(reference: StoredFileReference, candidates: Set<string>): Promise<void> {
    const escape = (name: string) => this.dataSource.driver.escape(name);
    const [key, column] = [escape(reference.key), escape(reference.column)];
    let after: string | number | null = null;
    for (;;) {
      const rows: Array<Record<string, string | number | null>> = await this.dataSource.query(
        `SELECT ${key} AS k, ${column} AS v FROM ${escape(reference.table)} WHERE ${column} IS NOT NULL${after === null ? '' : ` AND ${key} > ?`} ORDER BY ${key} LIMIT ${PAGE}`,
        after === null ? [] : [after],
      );
      for (const row of rows) for (const name of this.namesIn(row.v, reference)) candidates.delete(name);
      if (rows.length < PAGE || candidates.size === 0) return;
      after = rows[rows.length - 1].k;
    }
  }

  private namesIn(value: string | number | null, reference: StoredFileReference): string[] {
    if (typeof value !== 'string') return [];
    if (!reference.json) return [value];
    try {
      const photos: unknown = JSON.parse(value);
      return Array.isArray(photos) ? photos.map((photo: { fileName?: unknown }) => (typeof photo?.fileName === 'string' ? photo.fileName : '')) : [];
    } catch {
      return [];
    }
  }

  private async sweepOnceAcrossReplicas(): Promise<void> {
    try {
      await this.schedule.runOnce('orphan-files', SWEEP_EVERY_MS, () => this.sweep());
    } catch (error) {
      this.logger.warn(`Orphan sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
