import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { fromSen, toSen } from '../common/money/money';
import { Rental } from '../rentals/entities/rental.entity';
import { RENTAL_ERRORS } from '../rentals/rentals.errors';
import { recordServerLog } from '../staff-logs/staff-logs.service';
import { AddChargeDto, ReverseEntryDto } from './dto/account-entry.dto';
import { LedgerEntryView, RentalAccountStatementView } from './dto/rental-account-statement.view';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { LEDGER_ERRORS } from './ledger.errors';
import { accountSummary, accountTotals, lockAccount, postEntries, reverseEntry } from './rental-account';
import { RefundMethod, RentalRefund } from './entities/rental-refund.entity';
import { FileStorage } from '../common/storage/file-storage';
import { withStoredFile } from '../common/storage/with-stored-files';
import { processImage } from '../common/images/image-pipeline';
import { formatRinggit } from '../common/formatting';
import { formatMalaysianDate, todayInKualaLumpur } from '../common/dates/calendar-date';
import { Customer } from '../customers/entities/customer.entity';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { FINISHED } from '../rentals/rental-lifecycle';
import { EMPTY_TOTALS } from './rental-ledger';
import { EVIDENCE_LONG_SIDE } from '../rentals/agreement/rental-uploads';
import { OpenedFile } from '../common/storage/file-storage';
import { COMMON_ERRORS } from '../common/errors/common.errors';
import { SettlementStatementsService } from './settlement/settlement-statements.service';
import { isSettledAccount } from './settlement/settled-accounts';

/** More lines than any rental's account holds; the statement stays bounded all the same. */
const MAX_STATEMENT_ENTRIES = 1000;
/** A transfer's picture is read by staff, not printed: kept readable and no larger. */
const PROOF_LONG_SIDE = 2000;

/** How the refund was paid out, with a picture of the transfer when staff took one. */
export interface RefundPayout {
  method: RefundMethod;
  reference: string | null;
  proof: Express.Multer.File | undefined;
}

/**
 * Staff reading a rental's account, adding a charge to it, correcting an entry, and settling it:
 * the deposit released and what is left refunded, the customer e-mailed the account.
 */
@Injectable()
export class RentalAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly statements: SettlementStatementsService,
  ) {}

  async statement(rentalId: number, manager: EntityManager = this.dataSource.manager): Promise<RentalAccountStatementView> {
    if (!(await manager.existsBy(Rental, { id: rentalId }))) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    const [entries, totals] = await Promise.all([
      manager.find(LedgerEntry, { where: { rentalId }, order: { id: 'ASC' }, take: MAX_STATEMENT_ENTRIES }),
      accountTotals(manager, [rentalId]),
    ]);
    const reversed = new Set(entries.map((entry) => entry.reversesEntryId).filter((id): id is number => id !== null));
    return {
      rentalId,
      account: accountSummary(totals.get(rentalId) ?? EMPTY_TOTALS),
      entries: entries.map((entry) => LedgerEntryView.of(entry, reversed.has(entry.id))),
      settled: isSettledAccount(entries),
    };
  }

  /**
   * A charge from the fixed list, with a photo of what it is for when staff took one: the photo
   * is checked and re-encoded once, stored, and removed again if the charge is refused.
   */
  async addCharge(
    rentalId: number,
    dto: AddChargeDto,
    photo: Express.Multer.File | undefined,
    actor: AuthUser,
  ): Promise<RentalAccountStatementView> {
    const amountSen = toSen(dto.amount);
    const post = (photoKey: string | null) =>
      inTransaction(this.dataSource, async (manager) => {
        const charge = { kind: 'charge' as const, category: dto.category, amountSen, note: dto.reason, photoKey };
        await postEntries(manager, rentalId, [charge], actor.username);
        await recordServerLog(manager, actor, {
          action: 'rental_charge_added',
          targetType: 'rental',
          targetId: rentalId,
          details: { category: dto.category, amount: fromSen(amountSen), reason: dto.reason, photo: photoKey !== null },
        });
        return this.statement(rentalId, manager);
      });
    if (!photo) return post(null);
    // Refused before any image work: an unknown rental costs no decode.
    if (!(await this.dataSource.manager.existsBy(Rental, { id: rentalId }))) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    const image = await processImage(photo.buffer, { maxLongSide: EVIDENCE_LONG_SIDE });
    return withStoredFile(this.storage, 'rental-photos', image, post);
  }

  /** The photo attached to a charge of the rental's account. */
  async openChargePhoto(rentalId: number, entryId: number): Promise<OpenedFile> {
    const entry = await this.dataSource.getRepository(LedgerEntry).findOneBy({ id: entryId, rentalId });
    if (!entry) throw appError(LEDGER_ERRORS.LEDGER_ENTRY_NOT_FOUND);
    const file = entry.photoKey ? await this.storage.open('rental-photos', entry.photoKey) : null;
    if (!file) throw appError(COMMON_ERRORS.FILE_NOT_FOUND);
    return file;
  }

  async reverse(rentalId: number, entryId: number, dto: ReverseEntryDto, actor: AuthUser): Promise<RentalAccountStatementView> {
    return inTransaction(this.dataSource, async (manager) => {
      const entry = await manager.findOneBy(LedgerEntry, { id: entryId, rentalId });
      // Money received or given back is corrected where it was recorded, so the two never disagree.
      if (entry && entry.kind !== 'charge') throw appError(LEDGER_ERRORS.LEDGER_ENTRY_NOT_REVERSIBLE);
      // A tax entry alone would leave its charge untaxed: it goes when its charge does.
      if (entry?.category === 'service_tax') throw appError(LEDGER_ERRORS.LEDGER_TAX_FOLLOWS_CHARGE);
      await reverseEntry(manager, rentalId, entryId, dto.reason, actor.username);
      await recordServerLog(manager, actor, {
        action: 'rental_entry_reversed',
        targetType: 'rental',
        targetId: rentalId,
        details: { entryId, kind: entry?.kind ?? null, amount: entry ? fromSen(entry.amountSen) : null, reason: dto.reason },
      });
      return this.statement(rentalId, manager);
    });
  }

  /**
   * Records a refund once the car is back (or the rental is cancelled): the deposit stops being
   * security and becomes money held, then the refund, at most what the charges leave over, goes
   * on the account with how it was paid out. The account is locked throughout, so of many staff
   * refunding at once the ones after the first find nothing left to refund.
   */
  async recordRefund(rentalId: number, amount: string, payout: RefundPayout, actor: AuthUser): Promise<RentalAccountStatementView> {
    const rental = await this.settleable(rentalId);
    const amountSen = toSen(amount);
    const record = (proofUrl: string | null) =>
      inTransaction(this.dataSource, async (manager) => {
        await this.releaseDeposit(manager, rentalId, actor);
        await postEntries(manager, rentalId, [{ kind: 'refund', amountSen, note: payout.reference }], actor.username);
        const entry = await manager.findOneOrFail(LedgerEntry, { where: { rentalId, kind: 'refund' }, order: { id: 'DESC' } });
        await manager.insert(RentalRefund, {
          rentalId,
          ledgerEntryId: entry.id,
          amountSen,
          method: payout.method,
          reference: payout.reference,
          proofUrl,
          recordedBy: actor.username,
        });
        await recordServerLog(manager, actor, {
          action: 'rental_refund_recorded',
          targetType: 'rental',
          targetId: rentalId,
          details: { amount: fromSen(amountSen), method: payout.method, reference: payout.reference, proof: proofUrl !== null },
        });
        return this.statement(rentalId, manager);
      });
    const statement = payout.proof
      ? await withStoredFile(
          this.storage,
          'payment-proofs',
          await processImage(payout.proof.buffer, { maxLongSide: PROOF_LONG_SIDE }),
          record,
        )
      : await record(null);
    if (rental.customer) await this.sendSettlement(rental, rental.customer, statement, { amountSen, ...payout });
    return statement;
  }

  /**
   * Settles the deposit without a refund: once the car is back the deposit stops being security
   * and the charges draw on it, so a balance it does not cover is what stays due. Settling again
   * changes nothing and e-mails nobody.
   */
  async settle(rentalId: number, actor: AuthUser): Promise<RentalAccountStatementView> {
    const rental = await this.settleable(rentalId);
    const { statement, released } = await inTransaction(this.dataSource, async (manager) => {
      const releasedNow = await this.releaseDeposit(manager, rentalId, actor);
      if (releasedNow) {
        await recordServerLog(manager, actor, { action: 'rental_deposit_settled', targetType: 'rental', targetId: rentalId, details: {} });
      }
      return { statement: await this.statement(rentalId, manager), released: releasedNow };
    });
    if (released && rental.customer) await this.sendSettlement(rental, rental.customer, statement, null);
    return statement;
  }

  private async settleable(rentalId: number): Promise<Rental> {
    const rental = await this.dataSource.getRepository(Rental).findOne({ where: { id: rentalId }, relations: { customer: true } });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!FINISHED.includes(rental.status)) throw appError(LEDGER_ERRORS.REFUND_NOT_YET);
    return rental;
  }

  /** Takes the account for the rest of the transaction and releases what is left of the deposit, once; true when it did now. */
  private async releaseDeposit(manager: EntityManager, rentalId: number, actor: AuthUser): Promise<boolean> {
    await lockAccount(manager, rentalId);
    const totals = (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
    if (totals.depositSen <= 0) return false;
    const release = {
      kind: 'deposit_deduction' as const,
      amountSen: totals.depositSen,
      note: 'Deposit settled',
      sourceKey: `rental:${rentalId}:deposit_released`,
    };
    await postEntries(manager, rentalId, [release], actor.username);
    return true;
  }

  /** The customer's copy of the settled account, in the language they chose in the app; the refund stands whether or not it leaves. */
  private async sendSettlement(
    rental: Rental,
    customer: Customer,
    statement: RentalAccountStatementView,
    refund: { amountSen: number; method: RefundMethod; reference: string | null } | null,
  ): Promise<void> {
    const language = customer.language;
    const balanceSen = toSen(statement.account.balanceDue);
    const attachment = await this.statements.attachment(rental, null);
    const queued = await this.mail.send({
      to: customer.email,
      language,
      subject: t(language, 'settlement.subject', { id: rental.id }),
      template: 'deposit-settlement',
      context: {
        customerName: customer.fullName,
        rentalId: rental.id,
        vehicle: rental.vehicle,
        refund: refund && {
          amount: formatRinggit(fromSen(refund.amountSen)),
          method: t(language, `settlement.method.${refund.method}`),
          reference: refund.reference ? t(language, 'settlement.reference', { reference: refund.reference }) : '',
        },
        lines: statement.entries.map((entry) => ({
          when: formatMalaysianDate(todayInKualaLumpur(new Date(entry.createdAt))),
          what:
            entry.category === null
              ? t(language, `ledger.kind.${entry.kind}`)
              : `${t(language, `ledger.kind.${entry.kind}`)} · ${t(language, `ledger.category.${entry.category}`)}`,
          amount: formatRinggit(entry.amount),
        })),
        charges: formatRinggit(statement.account.charges),
        paid: formatRinggit(statement.account.paid),
        refunded: formatRinggit(statement.account.refunded),
        stillDue: balanceSen > 0 ? formatRinggit(fromSen(balanceSen)) : null,
        owedBack: balanceSen < 0 ? formatRinggit(fromSen(-balanceSen)) : null,
        attached: attachment !== null,
      },
      attachments: attachment ? [attachment] : [],
    });
    // No message names the statement: it goes now rather than waiting for the orphan sweep.
    if (!queued && attachment) await this.storage.remove('pdfs', attachment.fileName);
  }
}
