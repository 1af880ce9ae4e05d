import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Loads `.env` from the repository root (or ENV_FILE) without overriding variables already set,
 * for both the server and the TypeORM CLI.
 */
export function loadEnvFile(): void {
  const envFile = process.env.ENV_FILE ?? resolve(__dirname, '../../../.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}
