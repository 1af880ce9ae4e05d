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
import { accountSummary, accountTotals, postEntries, reverseEntry } from './rental-account';
import { EMPTY_TOTALS } from './rental-ledger';

/** More lines than any rental's account holds; the statement stays bounded all the same. */
const MAX_STATEMENT_ENTRIES = 1000;

/** Staff reading a rental's account, adding a charge to it and correcting an entry. */
@Injectable()
export class RentalAccountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    };
  }

  async addCharge(rentalId: number, dto: AddChargeDto, actor: AuthUser): Promise<RentalAccountStatementView> {
    return inTransaction(this.dataSource, async (manager) => {
      const amountSen = toSen(dto.amount);
      await postEntries(manager, rentalId, [{ kind: 'charge', category: dto.category, amountSen, note: dto.reason }], actor.username);
      await recordServerLog(manager, actor, {
        action: 'rental_charge_added',
        targetType: 'rental',
        targetId: rentalId,
        details: { category: dto.category, amount: fromSen(amountSen), reason: dto.reason },
      });
      return this.statement(rentalId, manager);
    });
  }

  async reverse(rentalId: number, entryId: number, dto: ReverseEntryDto, actor: AuthUser): Promise<RentalAccountStatementView> {
    return inTransaction(this.dataSource, async (manager) => {
      const entry = await manager.findOneBy(LedgerEntry, { id: entryId, rentalId });
      // Money received or given back is corrected where it was recorded, so the two never disagree.
      if (entry && entry.kind !== 'charge') throw appError(LEDGER_ERRORS.LEDGER_ENTRY_NOT_REVERSIBLE);
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
}
