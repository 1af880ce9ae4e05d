import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { isDuplicateKey } from '../common/database/driver-errors';
import { assertIdempotencyKey, bodyHash } from '../common/idempotency/idempotency';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { deleteWithOwnedFiles } from '../common/storage/owned-stored-files';
import { businessConfig } from '../config/configuration';
import { PaymentDetailsService } from '../settings/payment-details.service';
import { Language } from '../i18n/language';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { StaffLogDetails, StaffLogsService } from '../staff-logs/staff-logs.service';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { InvoiceDeletedView, InvoiceView } from './dto/invoice.view';
import { Invoice } from './entities/invoice.entity';
import { INVOICE_PDF } from './invoice-document';
import { INVOICE_ERRORS } from './invoices.errors';
import { appError } from '../common/errors/app-error';

export interface CreatedInvoice {
  invoice: InvoiceView;
  /** False when an earlier request with the same Idempotency-Key already made it. */
  created: boolean;
}

/** The invoice's own fields, for the staff log. */
function logDetails(
  invoice: Pick<Invoice, 'customerName' | 'invoiceDate' | 'vehicleRented' | 'totalDays' | 'totalAmount'>,
): StaffLogDetails {
  return {
    customerName: invoice.customerName,
    invoiceDate: invoice.invoiceDate,
    vehicleRented: invoice.vehicleRented,
    totalDays: invoice.totalDays,
    totalAmount: invoice.totalAmount,
  };
}

/**
 * Staff invoices (the Invoices tab). The id is the invoice number: the column is an
 * AUTO_INCREMENT (MySQL/MariaDB) / AUTOINCREMENT (SQLite) key, so a number is never given out
 * twice, also after the newest invoice is deleted.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly paymentDetails: PaymentDetailsService,
    private readonly staffLogs: StaffLogsService,
    private readonly pdf: PdfRenderer,
  ) {}

  /** Newest first (created, then number), one page at a time. */
  async list(query: PaginationQueryDto): Promise<Page<InvoiceView>> {
    const [rows, total] = await this.dataSource.getRepository(Invoice).findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: rows.map((row) => InvoiceView.of(row)), total, page: query.page, limit: query.limit };
  }

  /**
   * Stores the invoice and its log row together. With an Idempotency-Key the same key and fields
   * give back the first invoice (never a second one, however many submits race); the same key
   * with other fields is 422.
   */
  async create(dto: CreateInvoiceDto, actor: AuthUser, idempotencyKey?: string): Promise<CreatedInvoice> {
    assertIdempotencyKey(idempotencyKey);
    const fields = {
      customerName: dto.customerName,
      invoiceDate: dto.invoiceDate,
      vehicleRented: dto.vehicleRented,
      totalDays: dto.totalDays,
      totalAmount: dto.totalAmount,
    };
    const hash = bodyHash(fields);
    const earlier = idempotencyKey ? await this.replay(idempotencyKey, hash) : null;
    if (earlier) return { invoice: earlier, created: false };
    try {
      const invoice = await inTransaction(this.dataSource, async (manager) => {
        const result = await manager.insert(Invoice, {
          ...fields,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: idempotencyKey ? hash : null,
        });
        const id = (result.identifiers[0] as { id: number }).id;
        await this.staffLogs.record(manager, actor, {
          action: 'invoice_created',
          targetType: 'invoice',
          targetId: id,
          details: logDetails(fields),
        });
        return this.load(manager, id);
      });
      return { invoice: InvoiceView.of(invoice), created: true };
    } catch (error) {
      // A parallel submit with the same key won the unique index: answer with its invoice.
      const winner = idempotencyKey && isDuplicateKey(error) ? await this.replay(idempotencyKey, hash) : null;
      if (winner) return { invoice: winner, created: false };
      throw error;
    }
  }

  /** ONE conditional DELETE: of parallel deletes exactly one removes the row and logs; the others get 404. */
  async remove(id: number, actor: AuthUser): Promise<InvoiceDeletedView> {
    await inTransaction(this.dataSource, async (manager) => {
      const invoice = await this.load(manager, id);
      const result = await deleteWithOwnedFiles(manager, Invoice, { id });
      if (!result.affected) throw appError(INVOICE_ERRORS.INVOICE_NOT_FOUND);
      await this.staffLogs.record(manager, actor, {
        action: 'invoice_deleted',
        targetType: 'invoice',
        targetId: id,
        details: logDetails(invoice),
      });
    });
    return { success: true };
  }

  /** The invoice PDF and the name it is saved under: invoice-<id>-<invoiceDate>.pdf. */
  async renderPdf(id: number, language: Language, caller: AuthUser): Promise<{ pdf: Buffer; fileName: string }> {
    const invoice = await this.load(this.dataSource.manager, id);
    // The bank details the admin saved, not the environment's starting values.
    const business = { ...this.business, ...(await this.paymentDetails.bankDetails()) };
    const pdf = await this.pdf.renderDocument(INVOICE_PDF, { business, invoice: InvoiceView.of(invoice) }, language, caller);
    return { pdf, fileName: `invoice-${invoice.id}-${invoice.invoiceDate}.pdf` };
  }

  private async replay(idempotencyKey: string, hash: string): Promise<InvoiceView | null> {
    const earlier = await this.dataSource.getRepository(Invoice).findOneBy({ idempotencyKey });
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw appError(INVOICE_ERRORS.INVOICE_KEY_REUSED);
    return InvoiceView.of(earlier);
  }

  private async load(manager: EntityManager, id: number): Promise<Invoice> {
    const invoice = await manager.findOneBy(Invoice, { id });
    if (!invoice) throw appError(INVOICE_ERRORS.INVOICE_NOT_FOUND);
    return invoice;
  }
}
