import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { isDuplicateKey } from '../common/database/driver-errors';
import { assertIdempotencyKey, bodyHash } from '../common/idempotency/idempotency';
import { detectImageType, processImage } from '../common/images/image-pipeline';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { findPage } from '../common/pagination/find-page';
import { prepareJson, PreparedJson } from '../common/http/prepared-json';
import { DataWrites } from '../common/read-cache/data-writes';
import { FreshReadCache, LIST_PAGES } from '../common/read-cache/fresh-read-cache';
import { FileStorage, OpenedFile } from '../common/storage/file-storage';
import { withStoredFile } from '../common/storage/with-stored-files';
import { businessConfig } from '../config/configuration';
import { DEFAULT_LANGUAGE, Language } from '../i18n/language';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { Rental } from '../rentals/entities/rental.entity';
import { loadRentalVehicles, rentalVehicleName } from '../rentals/rental-vehicle-name';
import { BankDetails, PaymentDetailsService } from '../settings/payment-details.service';
import { CreatePaymentDto } from './dto/create-payment.dto';
import { PaymentView } from './dto/payment.view';
import { KEPT_RECEIPT_COLUMNS, KeptReceiptColumn, Payment, ReceiptFormat } from './entities/payment.entity';
import { PaymentReferences } from './payment-references';
import { RECEIPT_DOCUMENT, ReceiptDocument } from './receipt-document';
import { nextReceiptNumber } from './receipt-numbers';
import { PAYMENT_ERRORS } from './payments.errors';
import { appError } from '../common/errors/app-error';
import { BookingRequestStatus } from '../bookings/entities/booking-request.entity';

export const PAYMENT_NOT_FOUND_MESSAGE = PAYMENT_ERRORS.PAYMENT_NOT_FOUND.message;

/** Proofs are read by staff, not printed: the long side is kept readable and no larger. */
const PROOF_LONG_SIDE = 2000;

export interface CreatedPayment {
  payment: PaymentView;
  /** False when an earlier request with the same Idempotency-Key already made it. */
  created: boolean;
}

/** The body a key was first used with, so a retry can be told from a different payment. */
function requestHash(dto: CreatePaymentDto): string {
  const canonical = {
    amount: dto.amount,
    paymentMethod: dto.paymentMethod,
    paymentFor: dto.paymentFor,
    notes: dto.notes ?? null,
    rentalId: dto.rentalId ?? null,
    // Left out when absent, so a key first used before payments could name a request still matches its retry.
    ...(dto.bookingRequestId ? { bookingRequestId: dto.bookingRequestId } : {}),
  };
  return bodyHash(canonical);
}

/**
 * The customer's side of payments: create (once per Idempotency-Key), prove with an image, list,
 * and the receipts. Staff verification is StaffPaymentsService.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);
  private readonly pages: FreshReadCache;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
    private readonly storage: FileStorage,
    private readonly pdf: PdfRenderer,
    private readonly references: PaymentReferences,
    private readonly paymentDetails: PaymentDetailsService,
    writes: DataWrites,
  ) {
    this.pages = new FreshReadCache(writes, LIST_PAGES);
  }

  /**
   * A pending payment with the next receipt number of the year and a transfer reference made here
   * (the one the QR screen showed for the key; unique across all customers by index). With an
   * Idempotency-Key the same key and body give back the first payment (never a second one, however
   * many retries race), and the same key with another body is 422.
   */
  async create(customer: AuthUser, dto: CreatePaymentDto, idempotencyKey: string | undefined): Promise<CreatedPayment> {
    if (dto.paymentMethod !== 'qr') throw appError(PAYMENT_ERRORS.PAYMENT_METHOD_COMING_SOON);
    assertIdempotencyKey(idempotencyKey);
    const hash = requestHash(dto);
    if (idempotencyKey) {
      const earlier = await this.replay(customer.id, idempotencyKey, hash);
      if (earlier) return { payment: earlier, created: false };
    }
    if (dto.rentalId && dto.bookingRequestId) throw appError(PAYMENT_ERRORS.RENTAL_OR_REQUEST);
    if (dto.rentalId && !(await this.dataSource.getRepository(Rental).existsBy({ id: dto.rentalId, customerId: customer.id }))) {
      throw appError(PAYMENT_ERRORS.NOT_YOUR_RENTAL);
    }
    const reference = idempotencyKey ? this.references.forKey(customer.id, idempotencyKey) : this.references.random();
    try {
      const id = await inTransaction(this.dataSource, async (manager) => {
        const belongsTo = dto.bookingRequestId
          ? await this.requestTarget(manager, customer.id, dto.bookingRequestId)
          : { rentalId: dto.rentalId ?? null, bookingRequestId: null };
        const receiptNumber = await nextReceiptNumber(manager);
        const inserted = await manager.insert(Payment, {
          customerId: customer.id,
          ...belongsTo,
          amount: dto.amount,
          paymentMethod: dto.paymentMethod,
          paymentFor: dto.paymentFor,
          notes: dto.notes ?? null,
          paymentStatus: 'pending',
          receiptNumber,
          transactionId: reference,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: idempotencyKey ? hash : null,
        });
        return Number(inserted.identifiers[0].id);
      });
      return { payment: PaymentView.of(await this.load(id)), created: true };
    } catch (error) {
      // A parallel retry with the same key won the unique index: answer with its payment.
      if (idempotencyKey && isDuplicateKey(error)) {
        const earlier = await this.replay(customer.id, idempotencyKey, hash);
        if (earlier) return { payment: earlier, created: false };
      }
      // Another payment already carries this reference: one transfer must never match two payments.
      if (isDuplicateKey(error) && (await this.dataSource.getRepository(Payment).existsBy({ transactionId: reference }))) {
        throw appError(PAYMENT_ERRORS.PAYMENT_REFERENCE_TAKEN);
      }
      throw error;
    }
  }

  /**
   * A page of the customer's history as JSON, kept until the next write (a payment made, proved
   * or verified) for at most a few seconds: the history is asked again after every payment step.
   */
  listMineAsJson(customerId: number, query: PaginationQueryDto): Promise<PreparedJson> {
    return this.pages.read(`payments:${customerId}:${query.page}:${query.limit}`, async () =>
      prepareJson(await this.listMine(customerId, query)),
    );
  }

  async listMine(customerId: number, query: PaginationQueryDto): Promise<Page<PaymentView>> {
    const [rows, total] = await findPage(this.dataSource.getRepository(Payment), {
      where: { customerId },
      joined: { rental: ['vehicle', 'vehicleId'] },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    await loadRentalVehicles(
      this.dataSource.manager,
      rows.flatMap((row) => (row.rental ? [row.rental] : [])),
    );
    return { items: rows.map((row) => PaymentView.of(row)), total, page: query.page, limit: query.limit };
  }

  /**
   * The proof image, checked and re-encoded like registration documents, swapped in by ONE
   * conditional UPDATE while the payment is pending. A payment for a rental also becomes that
   * rental's payment proof; only staff verifying the payment counts it as paid.
   */
  async uploadProof(customer: AuthUser, id: number, file: Express.Multer.File | undefined): Promise<PaymentView> {
    if (!file || file.size === 0) throw appError(PAYMENT_ERRORS.PROOF_MISSING);
    const payment = await this.loadFor(id, customer);
    if (payment.paymentStatus !== 'pending') throw appError(PAYMENT_ERRORS.PROOF_NOT_PENDING);
    if (!detectImageType(file.buffer)) throw appError(PAYMENT_ERRORS.PROOF_TYPE_INVALID);
    const image = await processImage(file.buffer, { maxLongSide: PROOF_LONG_SIDE });
    const previous = payment.paymentProofUrl;
    await withStoredFile(this.storage, 'payment-proofs', image, (fileName) =>
      inTransaction(this.dataSource, async (manager) => {
        const swapped = await manager
          .createQueryBuilder()
          .update(Payment)
          .set({ paymentProofUrl: fileName })
          .where('id = :id AND paymentStatus = :status', { id, status: 'pending' })
          .andWhere(previous ? 'paymentProofUrl = :previous' : 'paymentProofUrl IS NULL', { previous })
          .execute();
        if (!swapped.affected) throw await this.conflictFor(manager, id);
        if (payment.rentalId !== null) await this.linkRentalProof(manager, payment.rentalId, previous, fileName);
      }),
    );
    if (previous) await this.storage.remove('payment-proofs', previous);
    return PaymentView.of(await this.load(id));
  }

  /** The proof's stored file, for its customer or staff. */
  async openProof(id: number, user: AuthUser): Promise<OpenedFile> {
    const payment = await this.loadFor(id, user);
    const file = payment.paymentProofUrl ? await this.storage.open('payment-proofs', payment.paymentProofUrl) : null;
    if (!file) throw appError(PAYMENT_ERRORS.PROOF_NOT_UPLOADED);
    return file;
  }

  /**
   * The receipt as a PDF or a JPEG, for its customer or staff; pending and completed payments only.
   * It is the customer's document, so it is written in the language they chose in the app, whoever
   * downloads it and whatever their browser asks for: staff printing or forwarding it hand over
   * the same receipt the customer sees. A completed payment's receipt no longer changes: it is
   * rendered once per format and language and then read from storage, so asking for it again
   * costs no render.
   */
  async receipt(id: number, user: AuthUser, format: ReceiptFormat): Promise<{ data: Buffer; fileName: string }> {
    const payment = await this.loadFor(id, user);
    const language: Language = payment.customer?.language ?? DEFAULT_LANGUAGE;
    if (payment.paymentStatus === 'failed') throw appError(PAYMENT_ERRORS.NO_RECEIPT_FOR_FAILED_PAYMENT);
    const fileName = `receipt-${payment.receiptNumber ?? payment.id}.${format === 'pdf' ? 'pdf' : 'jpg'}`;
    if (payment.paymentStatus !== 'completed') return { data: await this.renderReceipt(payment, format, language, user), fileName };

    const column = KEPT_RECEIPT_COLUMNS[format][language];
    const kept = payment[column];
    const stored = kept ? await this.storage.read('pdfs', kept) : null;
    if (stored) return { data: stored, fileName };
    const data = await this.renderReceipt(payment, format, language, user);
    await this.keepReceipt(payment.id, column, kept, data, format);
    return { data, fileName };
  }

  private async renderReceipt(payment: Payment, format: ReceiptFormat, language: Language, caller: AuthUser): Promise<Buffer> {
    const document = this.receiptDocument(payment, await this.paymentDetails.bankDetails());
    return format === 'pdf'
      ? this.pdf.renderDocument(RECEIPT_DOCUMENT, document, language, caller)
      : this.pdf.renderDocumentImage(RECEIPT_DOCUMENT, document, language, caller);
  }

  /**
   * Names the rendered receipt in its column with ONE conditional UPDATE: of parallel first
   * requests one keeps its file and the others remove theirs (each still gets its own copy).
   * `previous` is a kept name whose file has gone missing, replaced here. A failure to keep is no
   * failure of the request: the receipt is simply rendered again next time.
   */
  private async keepReceipt(
    id: number,
    column: KeptReceiptColumn,
    previous: string | null,
    data: Buffer,
    format: ReceiptFormat,
  ): Promise<void> {
    let fileName: string;
    try {
      fileName = await this.storage.save('pdfs', data, format === 'pdf' ? 'pdf' : 'jpg');
    } catch (error) {
      this.logger.warn(`Receipt of payment ${id} not kept: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const kept = await this.dataSource
      .createQueryBuilder()
      .update(Payment)
      .set({ [column]: fileName })
      .where('id = :id AND paymentStatus = :status', { id, status: 'completed' })
      .andWhere(previous ? `${column} = :previous` : `${column} IS NULL`, { previous })
      .execute()
      .then((result) => Boolean(result.affected))
      .catch((error: unknown) => {
        this.logger.warn(`Receipt of payment ${id} not kept: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      });
    if (!kept) await this.storage.remove('pdfs', fileName);
    else if (previous) await this.storage.remove('pdfs', previous);
  }

  /** The receipt names the bank details the admin saved, not the environment's starting values. */
  private receiptDocument(payment: Payment, bank: BankDetails): ReceiptDocument {
    return {
      business: { ...this.business, ...bank },
      payment: {
        id: payment.id,
        receiptNumber: payment.receiptNumber ?? '',
        amount: payment.amount,
        paymentMethod: payment.paymentMethod,
        paymentFor: payment.paymentFor,
        paymentStatus: payment.paymentStatus,
        transactionId: payment.transactionId,
        notes: payment.notes,
        createdAt: payment.createdAt,
        verifiedAt: payment.verifiedAt,
      },
      customer: {
        fullName: payment.customer?.fullName ?? 'Unknown',
        email: payment.customer?.email ?? '',
        phone: payment.customer?.phone ?? null,
      },
      rental: payment.rental
        ? {
            id: payment.rental.id,
            vehicle: rentalVehicleName(payment.rental),
            startDate: payment.rental.startDate,
            endDate: payment.rental.endDate,
          }
        : null,
    };
  }

  /** A rental shows the newest proof among its payments; an older one is not put back over it. */
  private async linkRentalProof(manager: EntityManager, rentalId: number, previous: string | null, fileName: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Rental)
      .set({ paymentProofUrl: fileName })
      .where('id = :rentalId', { rentalId })
      .andWhere(previous ? '(paymentProofUrl IS NULL OR paymentProofUrl = :previous)' : 'paymentProofUrl IS NULL', { previous })
      .execute();
  }

  /**
   * Where a payment for this booking request goes: the request while it waits, its rental once
   * approved. The request's row is locked first, so an approval running now either finished (and
   * the payment goes straight to the rental) or waits for this payment and carries it.
   */
  private async requestTarget(
    manager: EntityManager,
    customerId: number,
    bookingRequestId: number,
  ): Promise<{ rentalId: number | null; bookingRequestId: number }> {
    const lock = manager.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
    const [request]: Array<{ status: BookingRequestStatus; rentalId: number | null }> = await manager.query(
      `SELECT status, rentalId FROM booking_requests WHERE id = ? AND customerId = ?${lock}`,
      [bookingRequestId, customerId],
    );
    if (!request) throw appError(PAYMENT_ERRORS.NOT_YOUR_BOOKING_REQUEST);
    if (request.status === 'rejected') throw appError(PAYMENT_ERRORS.BOOKING_REQUEST_REJECTED);
    return { rentalId: request.status === 'approved' ? request.rentalId : null, bookingRequestId };
  }

  private async replay(customerId: number, idempotencyKey: string, hash: string): Promise<PaymentView | null> {
    const earlier = await this.dataSource
      .getRepository(Payment)
      .findOne({ where: { customerId, idempotencyKey }, relations: { rental: { vehicleRecord: true } } });
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw appError(PAYMENT_ERRORS.PAYMENT_KEY_REUSED);
    return PaymentView.of(earlier);
  }

  /** A customer sees only their own payments (404 otherwise, not 403: the id says nothing); staff see all. */
  private async loadFor(id: number, user: AuthUser): Promise<Payment> {
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOne({ where: { id }, relations: { rental: { vehicleRecord: true }, customer: true } });
    if (!payment || (user.role === 'customer' && payment.customerId !== user.id)) throw appError(PAYMENT_ERRORS.PAYMENT_NOT_FOUND);
    return payment;
  }

  private load(id: number): Promise<Payment> {
    return this.dataSource.getRepository(Payment).findOneOrFail({ where: { id }, relations: { rental: { vehicleRecord: true } } });
  }

  private async conflictFor(manager: EntityManager, id: number): Promise<Error> {
    const current = await manager.findOneBy(Payment, { id });
    if (!current) return appError(PAYMENT_ERRORS.PAYMENT_NOT_FOUND);
    return appError(current.paymentStatus === 'pending' ? PAYMENT_ERRORS.PAYMENT_CHANGED : PAYMENT_ERRORS.PROOF_NOT_PENDING);
  }
}
