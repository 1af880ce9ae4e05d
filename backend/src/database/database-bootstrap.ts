import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FileStorage } from '../common/storage/file-storage';
import { appConfig, authConfig } from '../config/configuration';
import { seedDatabase } from './seeds/seed';

/** Brings the schema up to date and seeds the admin (and demo data) before the server listens. */
@Injectable()
export class DatabaseBootstrap {
  private readonly logger = new Logger('Database');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    private readonly storage: FileStorage,
  ) {}

  async prepare(): Promise<void> {
    const applied = await this.dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    await seedDatabase(this.dataSource, {
      adminUsername: this.auth.adminUsername,
      adminPassword: this.auth.adminPassword,
      seedDemo: this.app.seedDemo,
      storage: this.storage,
    });
  }
}
