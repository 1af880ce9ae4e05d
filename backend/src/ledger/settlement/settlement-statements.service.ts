import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthUser } from '../../auth/auth-user';
import { appError } from '../../common/errors/app-error';
import { FileStorage } from '../../common/storage/file-storage';
import { businessConfig } from '../../config/configuration';
import { DEFAULT_LANGUAGE, Language } from '../../i18n/language';
import { MailAttachment } from '../../notifications/mail.service';
import { PdfRenderer } from '../../pdf/pdf-renderer';
import { RenderCaller } from '../../pdf/render-admission';
import { Rental } from '../../rentals/entities/rental.entity';
import { loadRentalVehicleName } from '../../rentals/rental-vehicle-name';
import { RENTAL_ERRORS } from '../../rentals/rentals.errors';
import { LedgerEntry } from '../entities/ledger-entry.entity';
import { RentalRefund } from '../entities/rental-refund.entity';
import { LEDGER_ERRORS } from '../ledger.errors';
import { accountTotals } from '../rental-account';
import { EMPTY_TOTALS } from '../rental-ledger';
import { isSettledAccount } from './settled-accounts';
import { SETTLEMENT_DOCUMENT, SettlementDocument } from './settlement-document';

/** Longest a statement's lines get; an account never comes near it, and the PDF stays bounded all the same. */
const MAX_STATEMENT_LINES = 1000;

/**
 * The settlement statement: the rental's account as a PDF in the customer's chosen language,
 * whoever asks for it, so the copy staff print is the one the customer reads. It is made fresh
 * each time from the ledger, so a later refund is on the next copy; the one e-mailed at the
 * settlement is stored for the outbox, which keeps it while its message names it.
 */
@Injectable()
export class SettlementStatementsService {
  private readonly logger = new Logger('SettlementStatements');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdf: PdfRenderer,
    private readonly storage: FileStorage,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {}

  /** The statement for the rental's own customer or for staff; 404 for anyone else's, 409 before the settlement. */
  async download(rentalId: number, user: AuthUser): Promise<{ data: Buffer; fileName: string }> {
    const rental = await this.dataSource.getRepository(Rental).findOne({ where: { id: rentalId }, relations: { customer: true } });
    // Another customer's rental is answered as if it did not exist.
    if (!rental || (user.role === 'customer' && rental.customerId !== user.id)) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    const document = await this.document(rental);
    if (!isSettledAccount(document.lines)) throw appError(LEDGER_ERRORS.SETTLEMENT_NOT_READY);
    const data = await this.pdf.renderDocument(SETTLEMENT_DOCUMENT, document, languageOf(rental), user);
    return { data, fileName: `settlement-${rental.id}.pdf` };
  }

  /**
   * The statement stored for the settlement e-mail, or null when it could not be made or kept: the
   * e-mail still goes (the customer can download the statement from My Rentals), and the caller
   * removes the file again if the e-mail cannot be queued.
   */
  async attachment(rental: Rental, caller: RenderCaller | null): Promise<MailAttachment | null> {
    try {
      const data = await this.pdf.renderDocument(SETTLEMENT_DOCUMENT, await this.document(rental), languageOf(rental), caller);
      const fileName = await this.storage.save('pdfs', data, 'pdf');
      return { filename: `settlement-${rental.id}.pdf`, contentType: 'application/pdf', area: 'pdfs', fileName };
    } catch (error) {
      this.logger.warn(
        `Settlement statement of rental ${rental.id} not attached: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }

  private async document(rental: Rental): Promise<SettlementDocument> {
    const manager = this.dataSource.manager;
    const [entries, totals, refunds, vehicle] = await Promise.all([
      manager.find(LedgerEntry, { where: { rentalId: rental.id }, order: { id: 'ASC' }, take: MAX_STATEMENT_LINES }),
      accountTotals(manager, [rental.id]),
      manager.find(RentalRefund, { where: { rentalId: rental.id }, take: MAX_STATEMENT_LINES }),
      loadRentalVehicleName(manager, rental),
    ]);
    const payouts = new Map(refunds.map((refund) => [refund.ledgerEntryId, { method: refund.method, reference: refund.reference }]));
    return {
      business: { name: this.business.name, address: this.business.address, phone: this.business.phone },
      rental: { id: rental.id, vehicle, startDate: rental.startDate, endDate: rental.endDate, returnDate: rental.returnDate ?? null },
      customer: { fullName: rental.customer?.fullName ?? '', email: rental.customer?.email ?? '' },
      lines: entries.map((entry) => ({
        kind: entry.kind,
        category: entry.category,
        amountSen: entry.amountSen,
        note: entry.note,
        correction: entry.reversesEntryId !== null,
        payout: payouts.get(entry.id) ?? null,
        createdAt: entry.createdAt,
      })),
      totals: totals.get(rental.id) ?? EMPTY_TOTALS,
      issuedAt: new Date(),
    };
  }
}

function languageOf(rental: Rental): Language {
  return rental.customer?.language ?? DEFAULT_LANGUAGE;
}
