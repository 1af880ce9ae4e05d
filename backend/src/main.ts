import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { shutDownGracefullyOnSignals } from './common/lifecycle/graceful-shutdown';
import { loadEnvFile } from './config/load-env-file';
import { readAppSettings, SettingsError, validateAllSettings } from './config/settings';
import { configureApp } from './configure-app';
import { DatabaseBootstrap } from './database/database-bootstrap';

async function bootstrap(): Promise<void> {
  loadEnvFile();
  try {
    validateAllSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Cannot start: fix these settings (see .env.example):\n- ${error.problems.join('\n- ')}`);
    process.exit(1);
  }
  // Nest's start-up lines are held until the JSON logger takes over, so every line is JSON.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  configureApp(app);
  await app.get(DatabaseBootstrap).prepare();
  const { port, apiDocs } = readAppSettings(process.env);
  await app.listen(port);
  shutDownGracefullyOnSignals(app);
  NestLogger.log(`Serving the app and API on http://localhost:${port}${apiDocs ? ' (docs at /api/docs)' : ''}`, 'Bootstrap');
}

void bootstrap();
