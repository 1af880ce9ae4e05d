import { registerAs } from '@nestjs/config';
import {
  readAppSettings,
  readAuthSettings,
  readBusinessSettings,
  readDbSettings,
  readMailSettings,
  readPdfSettings,
  readRedisSettings,
  readBackupSettings,
  readDocumentKeySettings,
  readStorageSettings,
} from './settings';

/** Typed namespaces: inject with `@Inject(appConfig.KEY) settings: ConfigType<typeof appConfig>`. */
export const appConfig = registerAs('app', () => readAppSettings(process.env));
export const dbConfig = registerAs('db', () => readDbSettings(process.env));
export const authConfig = registerAs('auth', () => readAuthSettings(process.env));
export const businessConfig = registerAs('business', () => readBusinessSettings(process.env));
export const mailConfig = registerAs('mail', () => readMailSettings(process.env));
export const pdfConfig = registerAs('pdf', () => readPdfSettings(process.env));

export const storageConfig = registerAs('storage', () => readStorageSettings(process.env));
export const documentKeysConfig = registerAs('documentKeys', () => readDocumentKeySettings(process.env));
export const backupConfig = registerAs('backup', () => readBackupSettings(process.env));
export const redisConfig = registerAs('redis', () => readRedisSettings(process.env));

export const allConfigs = [
  appConfig,
  dbConfig,
  authConfig,
  businessConfig,
  mailConfig,
  pdfConfig,
  storageConfig,
  documentKeysConfig,
  backupConfig,
  redisConfig,
];
