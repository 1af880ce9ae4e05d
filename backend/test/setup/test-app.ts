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
 * with the same bootstrap main.ts uses.
 */
export async function createTestApp(): Promise<TestApp> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error', 'warn'] });
  configureApp(app);
  await app.init();
  return {
    app,
    server: app.getHttpServer() as App,
    dataSource: app.get<DataSource>(getDataSourceToken()),
    close: () => app.close(),
  };
}
