import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { documentKeysConfig, storageConfig } from '../../config/configuration';
import { createAppFileStorage } from './create-file-storage';
import { FileStorage } from './file-storage';
import { FreedFilesRemover } from './freed-files.remover';
import { OrphanFilesSweeper } from './orphan-files.sweeper';

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [storageConfig.KEY, documentKeysConfig.KEY],
      useFactory: (settings: ConfigType<typeof storageConfig>, documentKeys: ConfigType<typeof documentKeysConfig>) =>
        createAppFileStorage(settings, documentKeys),
    },
    OrphanFilesSweeper,
    FreedFilesRemover,
  ],
  exports: [FileStorage],
})
export class StorageModule {}
