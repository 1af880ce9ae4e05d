import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { formatMalaysianDate } from '../common/dates/calendar-date';
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
import { InvoiceDeletedView, InvoiceView, RentalInvoiceView } from './dto/invoice.view';
import { Invoice } from './entities/invoice.entity';
import { INVOICE_PDF } from './invoice-document';
import { INVOICE_ERRORS } from './invoices.errors';
import { appError } from '../common/errors/app-error';
import { nextYearlyNumber, formatYearlyNumber } from '../common/database/yearly-counter';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { fromSen, toSen } from '../common/money/money';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { taxLine } from '../ledger/service-tax';
import { Rental } from '../rentals/entities/rental.entity';
import { RENTAL_ERRORS } from '../rentals/rentals.errors';
import { InvoiceLine } from './entities/invoice-line.entity';
import { billedAccount } from './rental-invoice-lines';

export interface CreatedInvoice {
  invoice: InvoiceView;
  /** False when an earlier request with the same Idempotency-Key already made it. */
  created: boolean;
}

export interface CreatedRentalInvoice {
  invoice: RentalInvoiceView;
  /** False when the account had not changed since its last invoice, which is given back. */
  created: boolean;
}

/** Every rental's lines fit on one invoice; the account holds far fewer. */
const MAX_INVOICE_ENTRIES = 1000;

/** The next INV-<year>-<number> of this (Kuala Lumpur) year, in the caller's transaction. */
async function nextInvoiceNumber(manager: EntityManager): Promise<string> {
  const today = todayInKualaLumpur();
  return formatYearlyNumber('INV', Number(today.slice(0, 4)), await nextYearlyNumber(manager, 'invoice_counters', today));
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
 * Staff invoices: typed in the Invoices tab, or made from a rental's account. Each takes its
 * number (INV-2026-000123) from the yearly counter in its own transaction, so a number is never
 * given out twice, also after the newest invoice is deleted. With SST the invoice keeps its
 * subtotal and tax: a typed invoice's amount is one rental line, priced as the business prices.
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
    const policy = this.business.serviceTax;
    const taxed = taxLine({ kind: 'charge', category: 'rental_days', amountSen: toSen(dto.totalAmount) }, policy);
    try {
      const invoice = await inTransaction(this.dataSource, async (manager) => {
        const result = await manager.insert(Invoice, {
          ...fields,
          number: await nextInvoiceNumber(manager),
          subtotalAmount: fromSen(taxed.netSen),
          taxAmount: fromSen(taxed.taxSen),
          totalAmount: fromSen(taxed.grossSen),
          taxRateBasisPoints: policy?.rateBasisPoints ?? null,
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

  /**
   * An invoice of the rental's account as it stands: each live charge a line with its tax, billed
   * to the customer's name, address and phone. The same account invoiced again gives back the
   * same invoice (the unique (rental, ledgerKey) settles parallel taps); after a new charge or a
   * correction it makes a new one.
   */
  async createForRental(rentalId: number, actor: AuthUser): Promise<CreatedRentalInvoice> {
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        const rental = await manager.findOne(Rental, { where: { id: rentalId }, relations: { customer: true } });
        if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
        const entries = await manager.find(LedgerEntry, {
          where: { rentalId, kind: 'charge' },
          order: { id: 'ASC' },
          take: MAX_INVOICE_ENTRIES,
        });
        const policy = this.business.serviceTax;
        const billed = billedAccount(entries, policy);
        if (billed.lines.length === 0) throw appError(INVOICE_ERRORS.INVOICE_NOTHING_TO_BILL);
        const earlier = await manager.findOneBy(Invoice, { rentalId, ledgerKey: billed.ledgerKey });
        if (earlier) return { invoice: await this.withLines(manager, earlier), created: false };

        const customer = rental.customer;
        const result = await manager.insert(Invoice, {
          number: await nextInvoiceNumber(manager),
          rentalId,
          ledgerKey: billed.ledgerKey,
          customerName: customer?.fullName ?? '',
          billToAddress: customer?.address ?? null,
          billToPhone: customer?.phone ?? null,
          invoiceDate: todayInKualaLumpur(),
          vehicleRented: rental.vehicle,
          totalDays: rental.totalDays,
          subtotalAmount: fromSen(billed.totals.netSen),
          taxAmount: fromSen(billed.totals.taxSen),
          totalAmount: fromSen(billed.totals.grossSen),
          taxRateBasisPoints: policy?.rateBasisPoints ?? null,
          idempotencyKey: null,
          requestHash: null,
        });
        const id = (result.identifiers[0] as { id: number }).id;
        await manager.insert(
          InvoiceLine,
          billed.lines.map((line, index) => ({
            invoiceId: id,
            position: index + 1,
            category: line.category,
            description:
              line.category === 'rental_days' && !line.note
                ? `${rental.vehicle} · ${formatMalaysianDate(rental.startDate)} – ${formatMalaysianDate(rental.endDate)}`
                : (line.note ?? ''),
            amount: fromSen(line.netSen),
            taxAmount: fromSen(line.taxSen),
          })),
        );
        const invoice = await this.load(manager, id);
        await this.staffLogs.record(manager, actor, {
          action: 'invoice_created',
          targetType: 'invoice',
          targetId: id,
          details: { ...logDetails(invoice), number: invoice.number, rentalId, taxAmount: invoice.taxAmount },
        });
        return { invoice: await this.withLines(manager, invoice), created: true };
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // A parallel tap on the same account won the unique index: answer with its invoice.
      const entries = await this.dataSource.manager.find(LedgerEntry, { where: { rentalId, kind: 'charge' }, order: { id: 'ASC' } });
      const winner = await this.dataSource.manager.findOneBy(Invoice, {
        rentalId,
        ledgerKey: billedAccount(entries, this.business.serviceTax).ledgerKey,
      });
      if (!winner) throw error;
      return { invoice: await this.withLines(this.dataSource.manager, winner), created: false };
    }
  }

  private async withLines(manager: EntityManager, invoice: Invoice): Promise<RentalInvoiceView> {
    const lines = await manager.find(InvoiceLine, { where: { invoiceId: invoice.id }, order: { position: 'ASC' } });
    return RentalInvoiceView.withLines(invoice, lines);
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

  /**
   * The invoice PDF and the name it is saved under: invoice-<number>-<invoiceDate>.pdf. An invoice
   * of a rental's account is the customer's document, in the language they chose; a typed one
   * names no customer account and follows the staff member's language.
   */
  async renderPdf(id: number, requestLanguage: Language, caller: AuthUser): Promise<{ pdf: Buffer; fileName: string }> {
    const invoice = await this.load(this.dataSource.manager, id);
    const lines = await this.dataSource.manager.find(InvoiceLine, { where: { invoiceId: id }, order: { position: 'ASC' } });
    const rental = invoice.rentalId
      ? await this.dataSource.getRepository(Rental).findOne({ where: { id: invoice.rentalId }, relations: { customer: true } })
      : null;
    const language = rental?.customer?.language ?? requestLanguage;
    // The bank details the admin saved, not the environment's starting values.
    const business = {
      ...this.business,
      ...(await this.paymentDetails.bankDetails()),
      sstNumber: this.business.serviceTax?.number ?? null,
    };
    const document = {
      ...InvoiceView.of(invoice),
      billToAddress: invoice.billToAddress,
      billToPhone: invoice.billToPhone,
      taxRateBasisPoints: invoice.taxRateBasisPoints,
      lines,
    };
    const pdf = await this.pdf.renderDocument(INVOICE_PDF, { business, invoice: document }, language, caller);
    return { pdf, fileName: `invoice-${invoice.number ?? invoice.id}-${invoice.invoiceDate}.pdf` };
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
