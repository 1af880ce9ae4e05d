import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { ScheduleLock } from '../common/redis/schedule-lock';
import { EncryptedFileStorage } from '../common/storage/encrypted-file-storage';
import { FileStorage } from '../common/storage/file-storage';
import { backupConfig } from '../config/configuration';
import { type BackupRun, runBackup } from './backup';
import { type BackupDestination, createBackupDestination } from './backup-destination';

const CHECK_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;

/**
 * With BACKUP_KEY set, one replica backs up once a day from BACKUP_HOUR (Kuala Lumpur): every
 * replica checks every ten minutes, the schedule lock lets one of them run, and a day that already
 * has an archive at the destination is not backed up again (so restarts and lock-less single
 * processes do not repeat it).
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private timer: NodeJS.Timeout | null = null;
  private readonly destination: BackupDestination;

  constructor(
    @Inject(backupConfig.KEY) private readonly settings: ConfigType<typeof backupConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly schedule: ScheduleLock,
  ) {
    this.destination = createBackupDestination(settings.destination);
  }

  onApplicationBootstrap(): void {
    if (this.settings.key) this.timer = setInterval(() => void this.checkQuietly(), CHECK_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Backs up when it is time and today has no archive yet; the run, or null when nothing was due. */
  async backUpIfDue(now = new Date()): Promise<BackupRun | null> {
    const key = this.settings.key;
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', hour: '2-digit', hourCycle: 'h23' }).format(now));
    if (!key || hour < this.settings.hour) return null;
    const today = todayInKualaLumpur(now);
    if ((await this.destination.list()).some((archive) => todayInKualaLumpur(archive.createdAt) === today)) return null;
    // The raw store: sealed documents go into the archive as they are kept.
    const store = this.storage instanceof EncryptedFileStorage ? this.storage.sealedStore : this.storage;
    let run: BackupRun | null = null;
    await this.schedule.runOnce(`backup:${today}`, DAY_MS, async () => {
      run = await runBackup(this.dataSource, store, key, this.destination, this.settings, now);
    });
    if (run) {
      const { name, rows, files, removed } = run as BackupRun;
      this.logger.log(`Backed up to ${this.destination.description}: ${name}, ${rows} rows, ${files} files; pruned ${removed.length}`);
    }
    return run;
  }

  private async checkQuietly(): Promise<void> {
    try {
      await this.backUpIfDue();
    } catch (error) {
      this.logger.error(`The daily backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
