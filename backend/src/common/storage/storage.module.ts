import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { storageConfig } from '../../config/configuration';
import { createFileStorage } from './create-file-storage';
import { FileStorage } from './file-storage';
import { OrphanFilesSweeper } from './orphan-files.sweeper';

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [storageConfig.KEY],
      useFactory: (settings: ConfigType<typeof storageConfig>) => createFileStorage(settings),
    },
    OrphanFilesSweeper,
  ],
  exports: [FileStorage],
})
export class StorageModule {}
