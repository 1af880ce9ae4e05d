import { DataSourceOptions, LoggerOptions } from 'typeorm';
import { DbSettings } from '../config/settings';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** One place that turns settings into TypeORM options, for the app, the CLI and the tests. */
export function buildDataSourceOptions(db: DbSettings): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    // Tests provoke constraint errors on purpose; keep their output readable.
    logging: (process.env.NODE_ENV === 'test' ? false : ['error', 'warn']) as LoggerOptions,
  };
  if (db.type === 'sqlite') {
    return { ...common, type: 'better-sqlite3', database: db.database, enableWAL: true };
  }
  return {
    ...common,
    type: 'mysql',
    host: db.host,
    port: db.port,
    username: db.username,
    password: db.password,
    database: db.database,
    charset: 'utf8mb4_unicode_ci',
    // Datetimes are stored in UTC; calendar dates are plain "YYYY-MM-DD" text.
    timezone: 'Z',
    dateStrings: ['DATE'],
  };
}
