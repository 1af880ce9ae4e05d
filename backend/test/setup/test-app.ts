import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/configure-app';

export interface TestApp {
  app: NestExpressApplication;
  server: App;
  dataSource: DataSource;
  close: () => Promise<void>;
}

/**
 * The real app on the run's database, configured exactly as main.ts does. Built with NestFactory
 * with the same bootstrap main.ts uses. `settings` are environment overrides for this app only
 * (settings are read while it is built, and restored afterwards).
 */
export async function createTestApp(settings: Record<string, string | undefined> = {}): Promise<TestApp> {
  const previous = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(settings);
  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error', 'warn'] });
    configureApp(app);
    await app.init();
  } finally {
    apply(previous);
  }
  return {
    app,
    server: app.getHttpServer() as App,
    dataSource: app.get<DataSource>(getDataSourceToken()),
    close: () => app.close(),
  };
}
