import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import archiver, { Archiver } from 'archiver';
import { extname } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { DataSource, In, MoreThan } from 'typeorm';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { appError } from '../common/errors/app-error';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter';
import { FileStorage, StorageArea } from '../common/storage/file-storage';
import { Invoice } from '../invoices/entities/invoice.entity';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { CustomerActivity } from '../loyalty/entities/customer-activity.entity';
import { CustomerBadge } from '../loyalty/entities/customer-badge.entity';
import { CustomerReview } from '../loyalty/entities/customer-review.entity';
import { Payment } from '../payments/entities/payment.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { RentalReturn } from '../returns/entities/rental-return.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { CUSTOMER_DOCUMENTS } from './customer-documents';
import { CUSTOMER_ERRORS } from './customers.errors';
import { Customer } from './entities/customer.entity';

/** A few downloads an hour per customer: each one reads every stored document of theirs. */
export const DATA_EXPORT_RULE: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };
/** Rentals read (with their account lines and payments) per query, so memory holds one batch at a time. */
const RENTALS_PER_BATCH = 100;

/**
 * Columns that are the business's own bookkeeping (lock counters, idempotency keys, staff names)
 * or stored file names (the files themselves are in the archive): not the customer's data.
 */
const INTERNAL_FIELDS: ReadonlySet<string> = new Set([
  'hashedPassword',
  'bookingVersion',
  'staffId',
  'idempotencyKey',
  'requestHash',
  'ledgerKey',
  'agreementLinkVersion',
  'ledgerVersion',
  'verifiedBy',
  'recordedBy',
  'handoverOverriddenBy',
  'existingDamageShownBy',
  'icPassportUrl',
  'driversLicenseUrl',
  'utilityBillUrl',
  'vehiclePhotos',
  'paymentProofUrl',
  'signatureUrl',
  'agreementPdfUrl',
  'keyHandoverPhotoUrl',
  'handoverPhotoUrl',
  'receiptPdfUrl',
  'keptReceiptPdfEn',
  'keptReceiptPdfMs',
  'keptReceiptJpegEn',
  'keptReceiptJpegMs',
  'photoKey',
]);

function withoutInternal<T extends object>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !INTERNAL_FIELDS.has(key)));
}

/** A JSON array written item by item, so a long list never sits in memory as one string. */
async function* jsonArray(batches: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const batch of batches) {
    for (const item of batch) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(item, null, 2)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}

async function* once<T>(items: T[]): AsyncGenerator<T[]> {
  yield items;
}

/** A stored file of the customer's, and where it goes in the archive. */
interface ArchivedFile {
  area: StorageArea;
  fileName: string;
  path: string;
}

const extensionOf = (fileName: string) => extname(fileName) || '.bin';

/**
 * "Download my data" (PDPA right of access): one zip of the signed-in customer's own records as
 * JSON (profile, booking requests, rentals with their account lines and payments, payments,
 * invoices, reviews, loyalty) and their own stored files (identity documents, signatures,
 * agreements), opened through the app's storage so sealed files come out readable. Every query is
 * by the customer's id from the token; nothing of another customer can be named.
 */
@Injectable()
export class CustomerDataExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly staffLogs: StaffLogsService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * The archive as a stream, after counting the download against the hourly budget and logging it
   * (customer_data_exported). Entries are added one at a time as the client reads, so memory
   * holds one batch of rows or one file's chunk; a failure midway ends the stream with the error.
   */
  async export(customerId: number): Promise<Readable> {
    const customer = await this.dataSource.getRepository(Customer).findOneBy({ id: customerId });
    if (!customer || customer.erasedAt) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
    if (!(await this.limiter.consume(`data-export:customer:${customerId}`, DATA_EXPORT_RULE))) {
      throw appError(CUSTOMER_ERRORS.TOO_MANY_DATA_EXPORTS);
    }
    await this.staffLogs.recordForCustomer(this.dataSource.manager, customerId, { action: 'customer_data_exported' });
    const archive = archiver('zip', { zlib: { level: 6 } });
    const output = new PassThrough();
    archive.on('error', (error) => output.destroy(error));
    archive.pipe(output);
    this.write(archive, customer).catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      archive.abort();
      output.destroy(failure);
    });
    return output;
  }

  private async write(archive: Archiver, customer: Customer): Promise<void> {
    const documents = CUSTOMER_DOCUMENTS.flatMap((document) => {
      const fileName = customer[document.column];
      return fileName
        ? [{ area: 'customer-documents' as const, fileName, path: `documents/${document.field}${extensionOf(fileName)}` }]
        : [];
    });
    const profile = {
      ...withoutInternal(customer),
      documents: Object.fromEntries(
        CUSTOMER_DOCUMENTS.map((document) => [
          document.field,
          documents.find((file) => file.path.startsWith(`documents/${document.field}.`))?.path ?? null,
        ]),
      ),
    };
    await this.append(archive, `${JSON.stringify(profile, null, 2)}\n`, 'profile.json');

    const manager = this.dataSource.manager;
    const byCustomer = { customerId: customer.id };
    await this.append(
      archive,
      Readable.from(
        jsonArray(once((await manager.find(BookingRequest, { where: byCustomer, order: { id: 'ASC' } })).map(withoutInternal))),
      ),
      'booking-requests.json',
    );

    const files: ArchivedFile[] = [...documents];
    const rentalIds: number[] = [];
    await this.append(archive, Readable.from(jsonArray(this.rentalBatches(customer.id, files, rentalIds))), 'rentals.json');

    await this.append(
      archive,
      Readable.from(jsonArray(once((await manager.find(Payment, { where: byCustomer, order: { id: 'ASC' } })).map(withoutInternal)))),
      'payments.json',
    );
    const invoices = rentalIds.length
      ? await manager.find(Invoice, { where: { rentalId: In(rentalIds) }, relations: { lines: true }, order: { id: 'ASC' } })
      : [];
    await this.append(archive, Readable.from(jsonArray(once(invoices.map(withoutInternal)))), 'invoices.json');
    await this.append(
      archive,
      Readable.from(
        jsonArray(once((await manager.find(CustomerReview, { where: byCustomer, order: { id: 'ASC' } })).map(withoutInternal))),
      ),
      'reviews.json',
    );
    const [activity, badges] = await Promise.all([
      manager.find(CustomerActivity, { where: byCustomer, order: { id: 'ASC' } }),
      manager.find(CustomerBadge, { where: byCustomer, order: { id: 'ASC' } }),
    ]);
    await this.append(archive, `${JSON.stringify({ points: customer.loyaltyPoints, activity, badges }, null, 2)}\n`, 'loyalty.json');

    for (const file of files) {
      const opened = await this.storage.open(file.area, file.fileName);
      if (opened) await this.append(archive, opened.stream, file.path);
    }
    await archive.finalize();
  }

  /**
   * The customer's rentals a batch at a time (keyset by id), each with its account lines and
   * payments; the signature and agreement files of each are noted for the archive.
   */
  private async *rentalBatches(customerId: number, files: ArchivedFile[], rentalIds: number[]): AsyncGenerator<unknown[]> {
    const manager = this.dataSource.manager;
    let afterId = 0;
    for (;;) {
      const rentals = await manager.find(Rental, {
        where: { customerId, id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: RENTALS_PER_BATCH,
      });
      if (rentals.length === 0) return;
      afterId = rentals[rentals.length - 1].id;
      const ids = rentals.map((rental) => rental.id);
      rentalIds.push(...ids);
      const [entries, payments, returns] = await Promise.all([
        manager.find(LedgerEntry, { where: { rentalId: In(ids) }, order: { id: 'ASC' } }),
        manager.find(Payment, { where: { rentalId: In(ids), customerId }, order: { id: 'ASC' } }),
        manager.find(RentalReturn, { select: { rentalId: true, signatureKey: true }, where: { rentalId: In(ids) } }),
      ]);
      for (const rental of rentals) {
        if (rental.signatureUrl) {
          files.push({
            area: 'signatures',
            fileName: rental.signatureUrl,
            path: `rentals/${rental.id}/signature${extensionOf(rental.signatureUrl)}`,
          });
        }
        if (rental.agreementPdfUrl)
          files.push({ area: 'pdfs', fileName: rental.agreementPdfUrl, path: `rentals/${rental.id}/agreement.pdf` });
        const returnSignature = returns.find((row) => row.rentalId === rental.id)?.signatureKey;
        if (returnSignature) {
          files.push({
            area: 'signatures',
            fileName: returnSignature,
            path: `rentals/${rental.id}/return-signature${extensionOf(returnSignature)}`,
          });
        }
      }
      yield rentals.map((rental) => ({
        ...withoutInternal(rental),
        accountEntries: entries.filter((entry) => entry.rentalId === rental.id).map(withoutInternal),
        payments: payments.filter((payment) => payment.rentalId === rental.id).map(withoutInternal),
      }));
    }
  }

  /** Adds one entry and waits until the archive has written it, so only one source is open at a time. */
  private append(archive: Archiver, source: Readable | string, name: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        archive.off('error', failed);
        resolve();
      };
      const failed = (error: Error) => {
        archive.off('entry', done);
        reject(error);
      };
      archive.once('entry', done);
      archive.once('error', failed);
      archive.append(source, { name });
    });
  }
}
