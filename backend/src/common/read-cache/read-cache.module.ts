import { Global, Module } from '@nestjs/common';
import { DataWrites } from './data-writes';
import { FreshReadCache, STAFF_READ_MODELS } from './fresh-read-cache';

@Global()
@Module({
  providers: [
    DataWrites,
    // The staff read models' cache; other users (identity lookup, public answers) make their own with their policy.
    { provide: FreshReadCache, useFactory: (writes: DataWrites) => new FreshReadCache(writes, STAFF_READ_MODELS), inject: [DataWrites] },
  ],
  exports: [DataWrites, FreshReadCache],
})
export class ReadCacheModule {}
