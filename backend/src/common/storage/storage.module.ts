import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { join } from 'node:path';
import { appConfig } from '../../config/configuration';
import { FileStorage } from './file-storage';

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [appConfig.KEY],
      useFactory: (settings: ConfigType<typeof appConfig>) => new FileStorage(join(settings.dataDir, 'uploads')),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
