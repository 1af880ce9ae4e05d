import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FileStorage } from '../common/storage/file-storage';
import { appConfig, authConfig } from '../config/configuration';
import { seedDatabase } from './seeds/seed';

/** How long a replica waits for another one's migrations before giving up (they take seconds). */
const BOOTSTRAP_LOCK_SECONDS = 300;

/**
 * Brings the schema up to date and seeds the admin (and demo data) before the server listens.
 * Replicas that start together take turns under a MySQL named lock: the first migrates and
 * seeds, the others then find nothing left to do. SQLite serves one process, so needs none.
 */
@Injectable()
export class DatabaseBootstrap {
  private readonly logger = new Logger('Database');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    private readonly storage: FileStorage,
  ) {}

  prepare(): Promise<void> {
    return this.oneReplicaAtATime(async () => {
      const applied = await this.dataSource.runMigrations({ transaction: 'each' });
      if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
      await seedDatabase(this.dataSource, {
        adminUsername: this.auth.adminUsername,
        adminPassword: this.auth.adminPassword,
        seedDemo: this.app.seedDemo,
        storage: this.storage,
      });
    });
  }

  private async oneReplicaAtATime(work: () => Promise<void>): Promise<void> {
    if (this.dataSource.options.type !== 'mysql') return work();
    // Lock names are server-wide: one per database, within MySQL's 64 characters.
    const lockName = `bootstrap:${String(this.dataSource.options.database)}`.slice(0, 64);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ acquired }] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [lockName, BOOTSTRAP_LOCK_SECONDS])) as Array<{
        acquired: number | string | null;
      }>;
      if (Number(acquired) !== 1)
        throw new Error(`Another replica has been migrating the database for ${BOOTSTRAP_LOCK_SECONDS} s; giving up`);
      try {
        await work();
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
      }
    } finally {
      await runner.release();
    }
  }
}
