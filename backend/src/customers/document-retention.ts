import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, IsNull, Not } from 'typeorm';
import { startOfKualaLumpurDay, todayInKualaLumpur } from '../common/dates/calendar-date';
import { addMonths } from '../common/dates/date-math';
import { ScheduleLock } from '../common/redis/schedule-lock';
import { FileStorage } from '../common/storage/file-storage';
import { removeUnreferencedFiles } from '../common/storage/owned-stored-files';
import type { StoredFile } from '../common/storage/stored-file-references';
import { appConfig } from '../config/configuration';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { Rental } from '../rentals/entities/rental.entity';
import { recordSystemLog } from '../staff-logs/staff-logs.service';
import { customerHolds } from './customer-holds';
import { Customer } from './entities/customer.entity';

const CHECK_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 3_600_000;
const BATCH = 100;
const DOCUMENT_COLUMNS = ['icPassportUrl', 'driversLicenseUrl', 'utilityBillUrl'] as const;

export interface RetentionRun {
  /** Customers whose documents and signatures went. */
  purged: number[];
  /** Customers past the period kept because of an open rental, balance, deposit or summons. */
  held: number[];
}

/**
 * Identity documents are kept only while they are needed: a customer with no rental ending in
 * the last DOCUMENT_RETENTION_MONTHS (counted from the last rental's end, or from registration
 * when there is none) loses the IC/passport, licence and utility-bill images and the signatures
 * on their rentals, unless something is still open with them (customerHolds). Each purge is one
 * conditional update on the names it read, logged as the system's, and the customer is e-mailed.
 * Agreements, invoices and the account's records stay. One replica runs it a day.
 */
@Injectable()
export class DocumentRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DocumentRetention');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly schedule: ScheduleLock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.purgeQuietly(), CHECK_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The first day still inside the period: a rental ending on it or later keeps the documents. */
  keptFrom(now = new Date()): string {
    return addMonths(todayInKualaLumpur(now), -this.app.documentRetentionMonths);
  }

  async purge(now = new Date()): Promise<RetentionRun> {
    const keptFrom = this.keptFrom(now);
    const run: RetentionRun = { purged: [], held: [] };
    let afterId = 0;
    for (;;) {
      const due = await this.due(keptFrom, afterId);
      if (due.length === 0) break;
      afterId = due[due.length - 1].id;
      const holds = await customerHolds(
        this.dataSource.manager,
        due.map((customer) => customer.id),
      );
      for (const customer of due) {
        if (holds.has(customer.id)) run.held.push(customer.id);
        else if (await this.purgeCustomer(customer, keptFrom)) run.purged.push(customer.id);
      }
      if (due.length < BATCH) break;
    }
    if (run.purged.length > 0)
      this.logger.log(`Removed the identity documents of ${run.purged.length} customer(s) past the retention period`);
    return run;
  }

  /** Confirmed customers past the period who still have a document or a signed rental, by id. */
  private due(keptFrom: string, afterId: number): Promise<Customer[]> {
    return (
      this.dataSource
        .getRepository(Customer)
        .createQueryBuilder('c')
        .where('c.id > :afterId', { afterId })
        .andWhere('c.confirmedAt IS NOT NULL')
        .andWhere('c.createdAt < :keptFromInstant', { keptFromInstant: startOfKualaLumpurDay(keptFrom) })
        .andWhere(
          new Brackets((held) =>
            DOCUMENT_COLUMNS.reduce(
              (query, column) => query.orWhere(`c.${column} IS NOT NULL`),
              held.where('EXISTS (SELECT 1 FROM rentals s WHERE s.customerId = c.id AND s.signatureUrl IS NOT NULL)'),
            ),
          ),
        )
        .andWhere(`NOT EXISTS (${recentRentalSql('c.id')})`, { keptFrom })
        // A booking request sent inside the period is business still going on too.
        .andWhere('NOT EXISTS (SELECT 1 FROM booking_requests b WHERE b.customerId = c.id AND b.createdAt >= :keptFromInstant)')
        .orderBy('c.id', 'ASC')
        .take(BATCH)
        .getMany()
    );
  }

  /** Purges one customer as read: a no-op (false) when their documents changed or a rental came since. */
  async purgeCustomer(customer: Customer, keptFrom: string): Promise<boolean> {
    const freed: StoredFile[] = [];
    const purged = await this.dataSource.transaction(async (manager) => {
      const signed = await manager.find(Rental, {
        where: { customerId: customer.id, signatureUrl: Not(IsNull()) },
        select: { id: true, signatureUrl: true },
      });
      // Only the names read above, and only while no rental came inside the period since.
      const cleared = await manager
        .createQueryBuilder()
        .update(Customer)
        .set({ icPassportUrl: null, driversLicenseUrl: null, utilityBillUrl: null })
        .where('id = :id', { id: customer.id })
        .andWhere(
          new Brackets((same) =>
            DOCUMENT_COLUMNS.reduce(
              (query, column) =>
                customer[column] === null
                  ? query.andWhere(`${column} IS NULL`)
                  : query.andWhere(`${column} = :${column}`, { [column]: customer[column] }),
              same.where('1 = 1'),
            ),
          ),
        )
        .andWhere(`NOT EXISTS (${recentRentalSql(':id')})`, { keptFrom })
        .execute();
      if (!cleared.affected) return false;
      for (const rental of signed) {
        const result = await manager.update(Rental, { id: rental.id, signatureUrl: rental.signatureUrl as string }, { signatureUrl: null });
        if (result.affected) freed.push({ area: 'signatures', fileName: rental.signatureUrl as string });
      }
      for (const column of DOCUMENT_COLUMNS) {
        const fileName = customer[column];
        if (fileName) freed.push({ area: 'customer-documents', fileName });
      }
      await recordSystemLog(manager, {
        action: 'customer_documents_purged',
        targetType: 'customer',
        targetId: customer.id,
        details: {
          documents: DOCUMENT_COLUMNS.filter((column) => customer[column] !== null).length,
          signatures: signed.length,
          retentionMonths: this.app.documentRetentionMonths,
        },
      });
      return true;
    });
    if (!purged) return false;
    await removeUnreferencedFiles(this.dataSource.manager, this.storage, freed);
    await this.tell(customer);
    return true;
  }

  private async tell(customer: Customer): Promise<void> {
    await this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, 'documentsPurged.subject'),
      template: 'documents-purged',
      context: { customerName: customer.fullName, months: this.app.documentRetentionMonths },
    });
  }

  private async purgeQuietly(): Promise<void> {
    try {
      await this.schedule.runOnce('document-retention', DAY_MS, () => this.purge());
    } catch (error) {
      this.logger.warn(`Retention run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** A rental of the customer (an SQL expression for its id) ending inside the period, or not yet ended. */
function recentRentalSql(customerId: string): string {
  return `SELECT 1 FROM rentals r WHERE r.customerId = ${customerId} AND r.endDate >= :keptFrom`;
}
