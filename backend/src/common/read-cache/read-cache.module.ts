import { Global, Module } from '@nestjs/common';
import { DataWrites } from './data-writes';
import { FreshReadCache } from './fresh-read-cache';

@Global()
@Module({
  providers: [DataWrites, FreshReadCache],
  exports: [FreshReadCache],
})
export class ReadCacheModule {}
