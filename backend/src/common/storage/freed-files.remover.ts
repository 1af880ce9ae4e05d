import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { FileStorage } from './file-storage';
import { removeUnreferencedFiles, takeFilesFreedBy } from './owned-stored-files';

/**
 * Removes the files a transaction's deletes freed (deleteWithOwnedFiles) once it has committed,
 * and forgets them when it rolls back: a file goes only with the row that named it. Runs before
 * the request is answered, so a deleted rental's agreement is gone when staff see "deleted".
 * It never throws (a throw here would turn a committed delete into an error); a file it could not
 * remove is an orphan the sweep removes later.
 */
@Injectable()
export class FreedFilesRemover implements EntitySubscriberInterface {
  private readonly logger = new Logger('FreedFiles');

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {
    dataSource.subscribers.push(this);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A released savepoint: the enclosing transaction may still roll back.
    if (event.queryRunner.isTransactionActive) return;
    const files = takeFilesFreedBy(event.queryRunner);
    if (files.length === 0) return;
    try {
      await removeUnreferencedFiles(event.manager, this.storage, files);
    } catch (error) {
      this.logger.warn(
        `Could not remove ${files.length} freed file(s), left for the orphan sweep: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) takeFilesFreedBy(event.queryRunner);
  }
}
