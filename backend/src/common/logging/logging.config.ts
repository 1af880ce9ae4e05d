import { registerAs } from '@nestjs/config';
import { readLogSettings } from '../../config/settings';

/** Loaded by LoggingModule itself (ConfigModule.forFeature), so the logging stays one import. */
export const logConfig = registerAs('log', () => readLogSettings(process.env));
