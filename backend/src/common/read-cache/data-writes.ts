import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface } from 'typeorm';

/**
 * A counter that moves on every write this process makes through TypeORM: entity and query-builder
 * inserts, updates and deletes, and every committed transaction (which also covers raw SQL run inside
 * one). Read caches compare it with the value they computed under, so a write is seen by the next
 * read, never a cached answer from before it.
 */
@Injectable()
export class DataWrites implements EntitySubscriberInterface {
  private current = 0;

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  get generation(): number {
    return this.current;
  }

  // Bumped when the statement runs and again at commit: a read computed in between (seeing the
  // state before the commit) is stamped with the older generation and so is not reused.
  afterInsert(): void {
    this.current += 1;
  }

  afterUpdate(): void {
    this.current += 1;
  }

  afterRemove(): void {
    this.current += 1;
  }

  afterSoftRemove(): void {
    this.current += 1;
  }

  afterRecover(): void {
    this.current += 1;
  }

  afterTransactionCommit(): void {
    this.current += 1;
  }
}
