import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { storageConfig } from '../../config/configuration';
import { createFileStorage } from './create-file-storage';
import { FileStorage } from './file-storage';

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [storageConfig.KEY],
      useFactory: (settings: ConfigType<typeof storageConfig>) => createFileStorage(settings),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
