import 'reflect-metadata';
import { createAppFileStorage } from '../../common/storage/create-file-storage';
import { readAppSettings, readAuthSettings, readDocumentKeySettings, readStorageSettings } from '../../config/settings';
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
      storage: createAppFileStorage(readStorageSettings(process.env), readDocumentKeySettings(process.env)),
    });
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
