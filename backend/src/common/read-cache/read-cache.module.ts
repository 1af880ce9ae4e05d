import { Global, Module } from '@nestjs/common';
import { DataWrites } from './data-writes';
import { FreshReadCache, SHARED_READ_MODELS } from './fresh-read-cache';

@Global()
@Module({
  providers: [
    DataWrites,
    // The shared read models' cache; other users (the identity lookup) make their own with their policy.
    { provide: FreshReadCache, useFactory: (writes: DataWrites) => new FreshReadCache(writes, SHARED_READ_MODELS), inject: [DataWrites] },
  ],
  exports: [DataWrites, FreshReadCache],
})
export class ReadCacheModule {}
