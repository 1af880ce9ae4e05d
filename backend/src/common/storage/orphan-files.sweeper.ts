import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ScheduleLock } from '../redis/schedule-lock';
import { FileStorage, STORAGE_AREAS, StorageArea } from './file-storage';
import { removeUnreferencedFiles } from './owned-stored-files';

/** An upload's row is written within seconds; a day leaves room for a staff member's unfinished form. */
export const ORPHAN_GRACE_HOURS = 24;
const SWEEP_EVERY_MS = 6 * 60 * 60_000;
/** Names checked against the database at a time: memory stays bounded however many files are stored. */
export const ORPHAN_SWEEP_PAGE = 1000;

/**
 * Removes stored files no row names, whatever their age once past the grace period: uploads whose
 * database write failed, files whose removal failed while the store was down, files of rows
 * deleted before their files went with them. Runs once per period across replicas. The store's
 * listing is walked page by page and each page's names are looked up in the database, so neither
 * the listing nor the tables are ever held whole.
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
  async sweep(now = new Date(), pageSize = ORPHAN_SWEEP_PAGE): Promise<Partial<Record<StorageArea, number>>> {
    const newest = now.getTime() - ORPHAN_GRACE_HOURS * 60 * 60_000;
    const removed: Partial<Record<StorageArea, number>> = {};
    for (const area of STORAGE_AREAS) {
      let page: string[] = [];
      let count = 0;
      const checkPage = async () => {
        count += await removeUnreferencedFiles(
          this.dataSource.manager,
          this.storage,
          page.map((fileName) => ({ area, fileName })),
        );
        page = [];
      };
      for await (const file of this.storage.list(area)) {
        if (file.modifiedAt.getTime() > newest) continue;
        page.push(file.fileName);
        if (page.length >= pageSize) await checkPage();
      }
      if (page.length > 0) await checkPage();
      if (count > 0) removed[area] = count;
    }
    const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log(`Removed ${total} stored file(s) no record names: ${JSON.stringify(removed)}`);
    return removed;
  }

  private async sweepOnceAcrossReplicas(): Promise<void> {
    try {
      await this.schedule.runOnce('orphan-files', SWEEP_EVERY_MS, () => this.sweep());
    } catch (error) {
      this.logger.warn(`Orphan sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
