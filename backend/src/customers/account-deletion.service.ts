import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { appError } from '../common/errors/app-error';
import { inTransaction } from '../common/database/transactions';
import { FileStorage } from '../common/storage/file-storage';
import { removeUnreferencedFiles } from '../common/storage/owned-stored-files';
import { StoredFile } from '../common/storage/stored-file-references';
import { t } from '../i18n/messages';
import { CustomerReview } from '../loyalty/entities/customer-review.entity';
import { MailService } from '../notifications/mail.service';
import { Rental } from '../rentals/entities/rental.entity';
import { RentalReturn } from '../returns/entities/rental-return.entity';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { CUSTOMER_DOCUMENTS } from './customer-documents';
import { CustomerHold, customerHolds } from './customer-holds';
import { CUSTOMER_ERRORS } from './customers.errors';
import { DeletionRequestView, ErasedCustomerView, PendingDeletionView } from './dto/account-deletion.view';
import { MailMessage } from '../notifications/entities/mail-message.entity';
import { Customer } from './entities/customer.entity';
import { SignInCode } from './entities/sign-in-code.entity';

/** Each hold in the words of the refusal's English text (the browser words it from `holds`). */
const HOLD_WORDS: Readonly<Record<CustomerHold, string>> = {
  rental_open: 'a rental that is not over yet',
  balance_owed: 'a balance still owed',
  money_held: 'money still held for a deposit or refund',
  summons_open: 'an open traffic summons',
  request_open: 'a booking request still waiting for an answer',
};

/** The placeholder an erased account's e-mail becomes: unique (the column is), on a reserved domain that never receives mail. */
export const erasedEmail = (customerId: number) => `erased-${customerId}@erased.invalid`;
export const erasedName = (customerId: number) => `Erased customer #${customerId}`;

/** Refused with the holds named, in words and as codes. */
function holdsError(holds: CustomerHold[]) {
  return appError(CUSTOMER_ERRORS.ACCOUNT_HAS_HOLDS, {
    reasons: holds.map((hold) => HOLD_WORDS[hold]).join(', '),
    holds: holds.join(', '),
  });
}

/**
 * The customer's right to have the account deleted (PDPA). The customer asks; staff confirm.
 * Either step is refused while something holds the data (customerHolds: a rental not over, a
 * balance owed, money held, an open summons). Erasing overwrites the personal fields, removes the
 * identity documents, the signatures and the signed agreements (they carry the signature and the
 * IC number), and ends sign-in; rentals, account lines, payments, receipts and invoices stay for
 * the tax records (invoices as issued, with the billed name: an issued invoice is not rewritten).
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
  ) {}

  /** The customer asks. Asking again while the request is pending answers the same request. */
  async request(customerId: number): Promise<DeletionRequestView> {
    return inTransaction(this.dataSource, async (manager) => {
      const customer = await this.liveCustomer(manager, customerId);
      if (customer.deletionRequestedAt) return { deletionRequestedAt: customer.deletionRequestedAt };
      await this.assertNoHolds(manager, customerId);
      const claimed = await manager.update(
        Customer,
        { id: customerId, deletionRequestedAt: IsNull() },
        { deletionRequestedAt: new Date() },
      );
      if (claimed.affected) await this.staffLogs.recordForCustomer(manager, customerId, { action: 'customer_deletion_requested' });
      const { deletionRequestedAt } = await manager.findOneByOrFail(Customer, { id: customerId });
      return { deletionRequestedAt: deletionRequestedAt as Date };
    });
  }

  /** The requests staff have yet to confirm, oldest first, each with what still holds it. */
  async pending(): Promise<PendingDeletionView[]> {
    const customers = await this.dataSource.getRepository(Customer).find({
      where: { deletionRequestedAt: Not(IsNull()), erasedAt: IsNull() },
      order: { deletionRequestedAt: 'ASC', id: 'ASC' },
      take: 200,
    });
    const holds = await customerHolds(
      this.dataSource.manager,
      customers.map((customer) => customer.id),
    );
    return customers.map((customer) => ({
      id: customer.id,
      fullName: customer.fullName,
      email: customer.email,
      deletionRequestedAt: customer.deletionRequestedAt as Date,
      holds: holds.get(customer.id) ?? [],
    }));
  }

  /**
   * Staff confirm. The claim is one conditional update (erasedAt still null, a request pending),
   * so of two confirmations at once exactly one erases and logs; the holds are read again inside
   * the same transaction and a hold rolls the claim back. The e-mail goes to the address captured
   * before it is overwritten; the files go once the transaction has committed.
   */
  async erase(customerId: number, actor: AuthUser): Promise<ErasedCustomerView> {
    const { original, files, erasedAt } = await inTransaction(this.dataSource, async (manager) => {
      const customer = await manager.findOneBy(Customer, { id: customerId });
      if (!customer) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
      if (customer.erasedAt) throw appError(CUSTOMER_ERRORS.ACCOUNT_ALREADY_ERASED);
      if (!customer.deletionRequestedAt) throw appError(CUSTOMER_ERRORS.DELETION_NOT_REQUESTED);
      const now = new Date();
      const claimed = await manager.update(
        Customer,
        { id: customerId, erasedAt: IsNull(), deletionRequestedAt: Not(IsNull()) },
        { erasedAt: now },
      );
      if (!claimed.affected) throw appError(CUSTOMER_ERRORS.ACCOUNT_ALREADY_ERASED);
      await this.assertNoHolds(manager, customerId);
      const freed = await this.eraseFiles(manager, customer);
      await manager.update(Customer, customerId, {
        fullName: erasedName(customerId),
        email: erasedEmail(customerId),
        hashedPassword: null,
        phone: '',
        address: '',
        icPassportNumber: '',
        socialMediaHandle: null,
        icPassportUrl: null,
        driversLicenseUrl: null,
        utilityBillUrl: null,
      });
      // A message typed to us, a review's words: free text that may name the person. Ratings stay.
      await manager.update(BookingRequest, { customerId }, { customerMessage: null });
      await manager.update(CustomerReview, { customerId }, { reviewText: null });
      await manager.delete(SignInCode, { customerId });
      await manager.delete(SignInCode, { email: customer.email });
      // The outbox kept what each e-mail to them said (names, dates, amounts): only that one was sent stays.
      await manager.update(
        MailMessage,
        { recipient: customer.email },
        { recipient: erasedEmail(customerId), subject: '(erased)', context: {}, attachments: null },
      );
      await manager.update(
        MailMessage,
        { recipient: erasedEmail(customerId), status: In(['queued', 'sending']) },
        { status: 'failed', lastError: 'The account was erased before this e-mail was sent' },
      );
      await this.staffLogs.record(manager, actor, {
        action: 'customer_erased',
        targetType: 'customer',
        targetId: customerId,
        details: { filesRemoved: freed.length },
      });
      return { original: customer, files: freed, erasedAt: now };
    });
    await this.mail.send({
      to: original.email,
      language: original.language,
      subject: t(original.language, 'accountErased.subject'),
      template: 'account-erased',
      context: { customerName: original.fullName },
    });
    try {
      await removeUnreferencedFiles(this.dataSource.manager, this.storage, files);
    } catch (error) {
      // The rows name them no more: the orphan sweep removes what could not go now.
      this.logger.warn(`Could not remove an erased customer's files: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { id: customerId, erasedAt };
  }

  private async liveCustomer(manager: EntityManager, customerId: number): Promise<Customer> {
    const customer = await manager.findOneBy(Customer, { id: customerId });
    if (!customer || customer.erasedAt) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
    return customer;
  }

  private async assertNoHolds(manager: EntityManager, customerId: number): Promise<void> {
    const holds = (await customerHolds(manager, [customerId])).get(customerId) ?? [];
    if (holds.length > 0) throw holdsError(holds);
  }

  /** Unlinks the identity documents, the rentals' signatures and agreements and the return signatures; returns the files freed. */
  private async eraseFiles(manager: EntityManager, customer: Customer): Promise<StoredFile[]> {
    const files: StoredFile[] = CUSTOMER_DOCUMENTS.flatMap((document) => {
      const fileName = customer[document.column];
      return fileName ? [{ area: 'customer-documents' as const, fileName }] : [];
    });
    const rentals = await manager.find(Rental, {
      select: { id: true, signatureUrl: true, agreementPdfUrl: true },
      where: { customerId: customer.id },
    });
    for (const rental of rentals) {
      if (rental.signatureUrl) files.push({ area: 'signatures', fileName: rental.signatureUrl });
      if (rental.agreementPdfUrl) files.push({ area: 'pdfs', fileName: rental.agreementPdfUrl });
    }
    const rentalIds = rentals.map((rental) => rental.id);
    if (rentalIds.length > 0) {
      const returns = await manager.find(RentalReturn, {
        select: { rentalId: true, signatureKey: true },
        where: { rentalId: In(rentalIds), signatureKey: Not(IsNull()) },
      });
      for (const row of returns) if (row.signatureKey) files.push({ area: 'signatures', fileName: row.signatureKey });
      await manager.update(Rental, { customerId: customer.id }, { signatureUrl: null, agreementPdfUrl: null });
      await manager.update(RentalReturn, { rentalId: In(rentalIds) }, { signatureKey: null });
    }
    return files;
  }
}
