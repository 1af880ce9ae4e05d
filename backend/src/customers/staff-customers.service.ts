import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { containsPattern, LIKE_ESCAPE } from '../common/database/like';
import { inTransaction } from '../common/database/transactions';
import { Page, skipFor } from '../common/pagination/pagination';
import { isStoredFileName, OpenedFile } from '../common/storage/file-storage';
import { LoyaltyTier } from '../loyalty/entities/loyalty-tier.entity';
import { tierFor } from '../loyalty/loyalty-rules';
import { LoyaltyService } from '../loyalty/loyalty.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { phoneSearchDigits, phoneSearchLocalDigits } from './contact-details';
import { CUSTOMER_DOCUMENTS, UploadedDocuments } from './customer-documents';
import { CustomerDocumentsService } from './customer-documents.service';
import { CustomerView } from './dto/customer.view';
import { ReuploadView } from './dto/reupload.view';
import { StaffCustomerQueryDto } from './dto/staff-customer-query.dto';
import { Customer, CustomerStatus } from './entities/customer.entity';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { CUSTOMER_ERRORS } from './customers.errors';
import { appError } from '../common/errors/app-error';

@Injectable()
export class StaffCustomersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: CustomerDocumentsService,
    private readonly staffLogs: StaffLogsService,
    private readonly loyalty: LoyaltyService,
  ) {}

  /** Search by name, e-mail or phone (contains) or exact id; newest first, one page at a time. */
  async list(query: StaffCustomerQueryDto): Promise<Page<CustomerView>> {
    const builder = this.dataSource
      .getRepository(Customer)
      .createQueryBuilder('customer')
      // Registrations still waiting for their e-mailed code are not customers yet.
      .where('customer.confirmedAt IS NOT NULL')
      .orderBy('customer.createdAt', 'DESC')
      .addOrderBy('customer.id', 'DESC')
      .skip(skipFor(query))
      .take(query.limit);
    const search = query.search;
    if (search) {
      builder.andWhere(
        new Brackets((where) => {
          const like = containsPattern(search);
          where
            .where(`customer.fullName LIKE :like ${LIKE_ESCAPE}`, { like })
            .orWhere(`customer.email LIKE :like ${LIKE_ESCAPE}`, { like })
            .orWhere(`customer.phone LIKE :like ${LIKE_ESCAPE}`, { like });
          // Phones are stored as E.164 (+60...), so "012-345 6789" is also looked for as "60123456789".
          const phoneDigits = phoneSearchDigits(search);
          if (phoneDigits) where.orWhere(`customer.phone LIKE :phoneLike ${LIKE_ESCAPE}`, { phoneLike: containsPattern(phoneDigits) });
          // Older rows hold the phone as typed ("012-345 6789"): compared without dashes and spaces
          // (REPLACE works the same on MySQL and SQLite), "0123456789" and "012 345 6789" find them.
          const localDigits = phoneSearchLocalDigits(search);
          if (localDigits) {
            where.orWhere(`REPLACE(REPLACE(customer.phone, '-', ''), ' ', '') LIKE :localLike ${LIKE_ESCAPE}`, {
              localLike: containsPattern(localDigits),
            });
          }
          if (/^\d{1,9}$/.test(search)) where.orWhere('customer.id = :id', { id: Number(search) });
        }),
      );
    }
    // The page, its total and the tiers at once: with a search the total scans every customer.
    const [rows, total, tiers] = await Promise.all([builder.getMany(), builder.getCount(), this.loyalty.tiers()]);
    return { items: this.views(rows, tiers), total, page: query.page, limit: query.limit };
  }

  /** The customers as staff see them, with the tier their points reach. */
  private views(customers: Customer[], tiers: LoyaltyTier[]): CustomerView[] {
    return customers.map((customer) => CustomerView.of(customer, tierFor(customer.loyaltyPoints, tiers).tierName));
  }

  private async view(customer: Customer): Promise<CustomerView> {
    return this.views([customer], await this.loyalty.tiers())[0];
  }

  /** Blacklist or re-activate; the change and its log (customer_status_updated) commit together. */
  async updateStatus(id: number, status: CustomerStatus, actor: AuthUser): Promise<CustomerView> {
    const updated = await inTransaction(this.dataSource, async (manager) => {
      const customer = await manager.findOneBy(Customer, { id });
      if (!customer) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
      if (customer.status === status) return customer;
      await manager.update(Customer, id, { status });
      await this.staffLogs.record(manager, actor, {
        action: 'customer_status_updated',
        targetType: 'customer',
        targetId: id,
        details: { newStatus: status },
      });
      return { ...customer, status };
    });
    return this.view(updated);
  }

  /**
   * Replaces the documents sent (at least one). New files are stored first; the old ones are
   * removed only after the database points at the new ones.
   */
  async reuploadDocuments(id: number, files: UploadedDocuments, actor: AuthUser): Promise<ReuploadView> {
    const sent = CUSTOMER_DOCUMENTS.filter((document) => files[document.field]?.[0]?.size);
    if (sent.length === 0) throw appError(CUSTOMER_ERRORS.NO_FILES_SELECTED);
    const customer = await this.dataSource.getRepository(Customer).findOneBy({ id });
    if (!customer) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);

    const previous = await this.documents.withStored(files, (stored) =>
      inTransaction(this.dataSource, async (manager) => {
        const current = await manager.findOneByOrFail(Customer, { id });
        await manager.update(Customer, id, stored);
        await this.staffLogs.record(manager, actor, {
          action: 'customer_documents_reuploaded',
          targetType: 'customer',
          targetId: id,
          details: { documents: sent.map((document) => document.field).join(',') },
        });
        return current;
      }),
    );
    await this.documents.discard(sent.map((document) => previous[document.column]));
    const updated = await this.dataSource.getRepository(Customer).findOneByOrFail({ id });
    return { updatedDocuments: sent.map((document) => document.field), customer: await this.view(updated) };
  }

  /**
   * Staff may open any customer's document; only names we made and a customer holds are opened,
   * and each opening is logged (customer_document_viewed) so access to ID images can be audited.
   */
  async openDocument(fileName: string, actor: AuthUser): Promise<OpenedFile> {
    if (!isStoredFileName(fileName)) throw appError(CUSTOMER_ERRORS.INVALID_FILE_NAME);
    const owner = await this.dataSource.getRepository(Customer).findOne({
      where: CUSTOMER_DOCUMENTS.map((document) => ({ [document.column]: fileName })),
    });
    const document = owner ? CUSTOMER_DOCUMENTS.find((candidate) => owner[candidate.column] === fileName) : undefined;
    const file = owner && document ? await this.documents.open(fileName) : null;
    if (!owner || !document || !file) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    try {
      await this.staffLogs.record(this.dataSource.manager, actor, {
        action: 'customer_document_viewed',
        targetType: 'customer',
        targetId: owner.id,
        details: { document: document.field },
      });
    } catch (error) {
      file.stream.destroy(); // an unlogged view is refused, and its open stream let go
      throw error;
    }
    return file;
  }
}
