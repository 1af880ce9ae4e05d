import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { ScheduleLock } from '../common/redis/schedule-lock';
import { deleteWithOwnedFiles } from '../common/storage/owned-stored-files';
import { Customer } from './entities/customer.entity';
import { SignInCodesService } from './sign-in-codes.service';

export const UNCONFIRMED_LIFETIME_HOURS = 24;
const SWEEP_EVERY_MS = 15 * 60_000;
const BATCH = 100;

/**
 * Registrations whose code was never entered are removed with their identity documents after
 * 24 hours: nobody proved the address, so we should not keep someone's IC images for them.
 * Each row is deleted with a condition that it is still unconfirmed, so a customer entering the
 * code at that moment keeps the account. Every replica keeps the timer; one of them sweeps each period.
 */
@Injectable()
export class UnconfirmedRegistrationsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Registrations');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly codes: SignInCodesService,
    private readonly schedule: ScheduleLock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepQuietly(), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Removes what is due; returns how many registrations went. */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNCONFIRMED_LIFETIME_HOURS * 60 * 60_000);
    let removed = 0;
    for (;;) {
      const due = await this.customers.find({
        where: { confirmedAt: IsNull(), createdAt: LessThan(cutoff) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      for (const customer of due) {
        // The documents go once the delete commits.
        const result = await deleteWithOwnedFiles(this.customers.manager, Customer, { id: customer.id, confirmedAt: IsNull() });
        if (!result.affected) continue;
        removed += 1;
      }
      if (due.length < BATCH) break;
    }
    await this.codes.deleteExpired(now);
    if (removed > 0) this.logger.log(`Removed ${removed} registration(s) never confirmed within ${UNCONFIRMED_LIFETIME_HOURS} hours`);
    return removed;
  }

  private async sweepQuietly(): Promise<void> {
    try {
      await this.schedule.runOnce('unconfirmed-registrations', SWEEP_EVERY_MS, () => this.sweep());
    } catch (error) {
      this.logger.warn(`Sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
