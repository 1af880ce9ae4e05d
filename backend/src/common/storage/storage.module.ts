import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { storageConfig } from '../../config/configuration';
import { createFileStorage } from './create-file-storage';
import { FileStorage } from './file-storage';
import { FreedFilesRemover } from './freed-files.remover';
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
    FreedFilesRemover,
  ],
  exports: [FileStorage],
})
export class StorageModule {}
