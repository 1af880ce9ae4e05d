import { DataSource, EntityManager, In } from 'typeorm';
import { appError } from '../common/errors/app-error';
import { bookingCharges } from '../bookings/pricing';
import type { RentalPrice } from '../pricing/rental-price';
import { fromSen } from '../common/money/money';
import { Rental } from '../rentals/entities/rental.entity';
import { RENTAL_ERRORS } from '../rentals/rentals.errors';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { LEDGER_ERRORS } from './ledger.errors';
import {
  EMPTY_TOTALS,
  KindSums,
  LedgerCategory,
  LedgerEntryKind,
  LedgerRefusal,
  LedgerTotals,
  ledgerTotals,
  BALANCE_SIGN,
  LEDGER_ENTRY_KINDS,
  depositCoverSen,
  refusalOf,
  reversalRefusal,
  sumByKind,
} from './rental-ledger';
import { postedTaxSen, ServiceTaxPolicy } from './service-tax';

/** One entry to post: the rules in rental-ledger.ts decide whether it may be written. */
export interface NewEntry {
  kind: LedgerEntryKind;
  category?: LedgerCategory | null;
  amountSen: number;
  note?: string | null;
  /** The payment a payment entry records. */
  paymentId?: number | null;
  /** The event that posts it ('payment:12'); posting the same event again writes nothing. */
  sourceKey?: string | null;
  /** A stored photo of what a charge is for (rental-photos). */
  photoKey?: string | null;
}

const REFUSALS: Record<LedgerRefusal, keyof typeof LEDGER_ERRORS> = {
  AMOUNT_NOT_WHOLE_SEN: 'LEDGER_AMOUNT_INVALID',
  AMOUNT_OUT_OF_RANGE: 'LEDGER_AMOUNT_INVALID',
  REFUND_EXCEEDS_PAID: 'REFUND_EXCEEDS_PAID',
  REFUND_EXCEEDS_OWED: 'REFUND_EXCEEDS_OWED',
  DEDUCTION_EXCEEDS_DEPOSIT: 'DEDUCTION_EXCEEDS_DEPOSIT',
};

/**
 * Takes the rental's account for the rest of the transaction (a write to its row: an exclusive
 * row lock on MySQL, the database write lock on SQLite), so a check and the post that follows it
 * see no other writer in between. A caller that touches rows referring to the rental first (a
 * payment's status) takes this lock before them: InnoDB gives such writes a shared lock on the
 * rental, and two shared holders both upgrading is a deadlock.
 */
export async function lockAccount(manager: EntityManager, rentalId: number): Promise<void> {
  const result = await manager.increment(Rental, { id: rentalId }, 'ledgerVersion', 1);
  if (!result.affected) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
}

/** Per-kind sums for each rental, from one grouped query; rentals without entries are left out. */
async function kindSums(manager: EntityManager, rentalIds: number[]): Promise<Map<number, KindSums>> {
  const sums = new Map<number, KindSums>();
  if (rentalIds.length === 0) return sums;
  const rows: Array<{ rentalId: number | string; kind: LedgerEntryKind; category: LedgerCategory | null; total: number | string }> =
    await manager
      .createQueryBuilder(LedgerEntry, 'entry')
      .select('entry.rentalId', 'rentalId')
      .addSelect('entry.kind', 'kind')
      .addSelect('entry.category', 'category')
      .addSelect('SUM(entry.amountSen)', 'total')
      .where({ rentalId: In(rentalIds) })
      .groupBy('entry.rentalId')
      .addGroupBy('entry.kind')
      .addGroupBy('entry.category')
      .getRawMany();
  const byRental = new Map<number, Array<{ kind: LedgerEntryKind; category: LedgerCategory | null; amountSen: number }>>();
  for (const row of rows) {
    const rentalId = Number(row.rentalId);
    byRental.set(rentalId, [...(byRental.get(rentalId) ?? []), { kind: row.kind, category: row.category, amountSen: Number(row.total) }]);
  }
  for (const [rentalId, lines] of byRental) sums.set(rentalId, sumByKind(lines));
  return sums;
}

/**
 * The balance due of the rental aliased `rentalAlias`, as an SQL expression over its entries,
 * weighted by the same signs ledgerTotals uses, for counts and filters the database answers alone.
 */
export function balanceDueSql(rentalAlias: string): string {
  return `COALESCE((SELECT SUM(${balanceMoveSql('e')}) FROM rental_ledger_entries e WHERE e.rentalId = ${rentalAlias}.id), 0)`;
}

/** How one entry (aliased `entryAlias`) moves the balance due, in sen, as an SQL expression: sum it over a rental's entries. */
export function balanceMoveSql(entryAlias: string): string {
  const terms = LEDGER_ENTRY_KINDS.map((kind) => `WHEN '${kind}' THEN ${BALANCE_SIGN[kind]} * ${entryAlias}.amountSen`).join(' ');
  return `CASE ${entryAlias}.kind ${terms} ELSE 0 END`;
}

/** One entry's amount when it is of `kind` (and, for a payment sent as the deposit, of that category), else 0, for per-kind sums in SQL. */
export function kindAmountSql(entryAlias: string, kind: LedgerEntryKind | 'paymentTowardDeposit'): string {
  if (kind === 'paymentTowardDeposit')
    return `CASE WHEN ${entryAlias}.kind = 'payment' AND ${entryAlias}.category = 'toward_deposit' THEN ${entryAlias}.amountSen ELSE 0 END`;
  return `CASE WHEN ${entryAlias}.kind = '${kind}' THEN ${entryAlias}.amountSen ELSE 0 END`;
}

/** The account totals of each rental, for a whole page of rentals at once. */
export async function accountTotals(manager: EntityManager, rentalIds: number[]): Promise<Map<number, LedgerTotals>> {
  const sums = await kindSums(manager, rentalIds);
  return new Map(rentalIds.map((id) => [id, sums.has(id) ? ledgerTotals(sums.get(id) as KindSums) : EMPTY_TOTALS]));
}

/**
 * The service tax each app posts with, by its database: every domain that posts a charge goes
 * through postEntries, so the ledger applies the business's SST without each caller passing it.
 * Kept per DataSource (not one global) so apps with different settings never share it.
 */
const serviceTaxPolicies = new WeakMap<DataSource, ServiceTaxPolicy | null>();

/** Sets the service tax this app's charges are posted with (null: not registered, no tax). */
export function useServiceTax(dataSource: DataSource, policy: ServiceTaxPolicy | null): void {
  serviceTaxPolicies.set(dataSource, policy);
}

export function serviceTaxOf(manager: EntityManager): ServiceTaxPolicy | null {
  return serviceTaxPolicies.get(manager.dataSource) ?? null;
}

/** The source key of the service tax entry posted beside a charge. */
export const serviceTaxKey = (chargeEntryId: number) => `charge:${chargeEntryId}:sst`;

/**
 * Posts entries to a rental's account inside the caller's transaction: locks the account, checks
 * each entry against the totals so far, and writes it. An entry whose source was posted before is
 * skipped, so replaying an event (a retried verification) changes nothing. With prices that
 * exclude SST, a taxable charge brings its tax as a second entry in the same transaction.
 */
export async function postEntries(
  manager: EntityManager,
  rentalId: number,
  entries: NewEntry[],
  recordedBy: string | null,
): Promise<LedgerTotals> {
  await lockAccount(manager, rentalId);
  const taxPolicy = serviceTaxOf(manager);
  let totals = (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
  for (const entry of entries) {
    if (entry.sourceKey && (await manager.existsBy(LedgerEntry, { sourceKey: entry.sourceKey }))) continue;
    const refusal = refusalOf(totals, entry);
    if (refusal) throw appError(LEDGER_ERRORS[REFUSALS[refusal]]);
    const inserted = await manager.insert(LedgerEntry, {
      rentalId,
      kind: entry.kind,
      category: entry.category ?? null,
      amountSen: entry.amountSen,
      note: entry.note ?? null,
      sourceKey: entry.sourceKey ?? null,
      reversesEntryId: null,
      paymentId: entry.paymentId ?? null,
      photoKey: entry.photoKey ?? null,
      recordedBy,
    });
    // The tax follows its charge (a discount's is negative): derived, so it needs no check of its own.
    const taxSen = postedTaxSen({ kind: entry.kind, category: entry.category ?? null, amountSen: entry.amountSen }, taxPolicy);
    if (taxSen !== 0) {
      const chargeId = (inserted.identifiers[0] as { id: number }).id;
      await manager.insert(LedgerEntry, {
        rentalId,
        kind: 'charge',
        category: 'service_tax',
        amountSen: taxSen,
        note: null,
        sourceKey: serviceTaxKey(chargeId),
        reversesEntryId: null,
        paymentId: null,
        recordedBy,
      });
    }
    totals = (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
  }
  return totals;
}

/**
 * Cancels an entry with its mirror image; an entry is reversed once (the unique key decides a
 * race). A charge's service tax, when it was posted on top, is cancelled with it.
 */
export async function reverseEntry(
  manager: EntityManager,
  rentalId: number,
  entryId: number,
  note: string,
  recordedBy: string,
): Promise<LedgerTotals> {
  await lockAccount(manager, rentalId);
  const entry = await manager.findOneBy(LedgerEntry, { id: entryId, rentalId });
  if (!entry || entry.reversesEntryId !== null) throw appError(LEDGER_ERRORS.LEDGER_ENTRY_NOT_FOUND);
  if (await manager.existsBy(LedgerEntry, { reversesEntryId: entryId })) throw appError(LEDGER_ERRORS.LEDGER_ENTRY_ALREADY_REVERSED);
  const totals = (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
  const refusal = reversalRefusal(totals, entry);
  if (refusal) throw appError(LEDGER_ERRORS[REFUSALS[refusal]]);
  await manager.insert(LedgerEntry, {
    rentalId,
    kind: entry.kind,
    category: entry.category,
    amountSen: -entry.amountSen,
    note,
    sourceKey: null,
    reversesEntryId: entryId,
    paymentId: entry.paymentId,
    recordedBy,
  });
  const tax = entry.kind === 'charge' ? await manager.findOneBy(LedgerEntry, { sourceKey: serviceTaxKey(entryId), rentalId }) : null;
  if (tax && !(await manager.existsBy(LedgerEntry, { reversesEntryId: tax.id }))) {
    await manager.insert(LedgerEntry, {
      rentalId,
      kind: 'charge',
      category: tax.category,
      amountSen: -tax.amountSen,
      note,
      sourceKey: null,
      reversesEntryId: tax.id,
      paymentId: null,
      recordedBy,
    });
  }
  return (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
}

/** The totals as the browser reads them: "123.45" strings like every other amount. */
export interface AccountSummary {
  charges: string;
  deposit: string;
  paid: string;
  refunded: string;
  balanceDue: string;
  depositHeld: string;
  refundable: string;
}

export function accountSummary(totals: LedgerTotals): AccountSummary {
  return {
    charges: fromSen(totals.chargesSen),
    deposit: fromSen(totals.depositSen),
    paid: fromSen(totals.paidSen),
    refunded: fromSen(totals.refundedSen),
    balanceDue: fromSen(totals.balanceDueSen),
    depositHeld: fromSen(totals.depositHeldSen),
    refundable: fromSen(totals.refundableSen),
  };
}

/** What a rental owes when it is booked: each line of its price (days, add-ons, delivery, discount) and the deposit. */
export function bookingEntries(rentalId: number, price: RentalPrice): NewEntry[] {
  const entries: NewEntry[] = bookingCharges(price).map((line) => ({
    kind: 'charge',
    category: line.category,
    amountSen: line.amountSen,
    sourceKey: `rental:${rentalId}:${line.key}`,
  }));
  if (price.depositSen > 0) entries.push({ kind: 'deposit', amountSen: price.depositSen, sourceKey: `rental:${rentalId}:deposit` });
  return entries;
}

/**
 * Posts charges that arrive after the rental's money came in (a summons, tolls) and, while the
 * deposit is still held, takes what they come to from it with one `deposit_deduction` under
 * `coverKey`: the deduction the settlement makes, only sooner and only for these charges. Inside
 * the caller's transaction; replaying it posts nothing new. Returns the sen taken from the deposit.
 */
export async function postChargesCoveredByDeposit(
  manager: EntityManager,
  rentalId: number,
  charges: NewEntry[],
  coverKey: string,
  recordedBy: string | null,
): Promise<number> {
  await lockAccount(manager, rentalId);
  if (await manager.existsBy(LedgerEntry, { sourceKey: coverKey })) return 0;
  const before = (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
  const after = await postEntries(manager, rentalId, charges, recordedBy);
  const chargedSen = after.chargesSen - before.chargesSen;
  const coverSen = depositCoverSen(before, after, chargedSen);
  if (coverSen > 0) {
    await postEntries(
      manager,
      rentalId,
      [{ kind: 'deposit_deduction', amountSen: coverSen, note: 'Taken from the deposit held', sourceKey: coverKey }],
      recordedBy,
    );
  }
  return coverSen;
}

/** keepsCustomerMoney as SQL over per-kind sums (each an SQL expression), for a HAVING clause. */
export function keepsCustomerMoneySql(sums: Record<LedgerEntryKind | 'paymentTowardDeposit', string>): string {
  const kept = `(${sums.payment} - ${sums.refund})`;
  return `(${kept} - ${sums.charge} > 0 OR (${sums.deposit} - ${sums.deposit_deduction} > 0 AND ${sums.paymentTowardDeposit} > 0 AND ${kept} > 0))`;
}
