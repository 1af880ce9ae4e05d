import 'reflect-metadata';
import { createFileStorage } from '../../common/storage/create-file-storage';
import { readAppSettings, readAuthSettings, readStorageSettings } from '../../config/settings';
import dataSource from '../data-source';
import { seedDatabase } from './seed';

/** `npm run seed`: runs pending migrations, then the same seeding the server does at boot. */
async function main(): Promise<void> {
  const app = readAppSettings(process.env);
  const auth = readAuthSettings(process.env);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    await seedDatabase(dataSource, {
      adminUsername: auth.adminUsername,
      adminPassword: auth.adminPassword,
      seedDemo: app.seedDemo,
      storage: createFileStorage(readStorageSettings(process.env)),
    });
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
