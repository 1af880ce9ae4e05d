import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DbSettings } from '../../src/config/settings';
import { mysqlTarget, runOnServer } from './test-database';

export interface ScratchDatabase {
  settings: DbSettings;
  drop: () => Promise<void>;
}

/** An empty database of its own (on the run's server, or a SQLite file), for migration tests. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const directory = mkdtempSync(join(tmpdir(), `${prefix}-`));
  if (process.env.DB_TYPE !== 'mysql') {
    return {
      settings: { type: 'sqlite', database: join(directory, 'scratch.sqlite') },
      drop: async () => rmSync(directory, { recursive: true, force: true }),
    };
  }
  const target = mysqlTarget();
  const name = `${prefix.replace(/-/g, '_')}_${Date.now()}_${process.pid}`;
  await runOnServer(target, `CREATE DATABASE \`${name}\``);
  return {
    settings: { type: 'mysql', host: target.host, port: target.port, username: target.user, password: target.password, database: name },
    drop: async () => {
      await runOnServer(target, `DROP DATABASE IF EXISTS \`${name}\``);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
