import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource } from 'typeorm';
import { loadEnvFile } from '../config/load-env-file';
import { readDbSettings } from '../config/settings';
import { buildDataSourceOptions } from './data-source-options';

/** Used by the TypeORM CLI: `npm run migration:run | migration:revert | migration:generate`. */
loadEnvFile();
const db = readDbSettings(process.env);
if (db.type === 'sqlite') mkdirSync(dirname(db.database), { recursive: true });

export default new DataSource(buildDataSourceOptions(db));
