import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';

/**
 * Writes the OpenAPI description as JSON to the path given (or stdout) without serving
 * anything: the app starts on a throw-away SQLite database so no server or settings are needed.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
  Object.assign(process.env, { DB_TYPE: 'sqlite', DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'false' });
  delete process.env.REDIS_URL;
  // Imported after the environment is set: modules read their settings when they load.
  const { AppModule } = await import('../app.module');
  const { API_PREFIX } = await import('../configure-app');
  const { buildOpenApiDocument } = await import('./openapi-document');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: false });
  try {
    app.setGlobalPrefix(API_PREFIX);
    const json = `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
    const target = process.argv[2];
    if (target) writeFileSync(target, json);
    else process.stdout.write(json);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
