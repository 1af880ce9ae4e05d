import { EntityManager, In } from 'typeorm';
import { LedgerEntry } from '../entities/ledger-entry.entity';
import { LedgerEntryKind } from '../rental-ledger';

/** The entries only a settlement writes: the deposit released, or money given back. */
const SETTLING_KINDS: readonly LedgerEntryKind[] = ['deposit_deduction', 'refund'];

/** An account is settled once its deposit was released or a refund was recorded on it. */
export function isSettledAccount(entries: ReadonlyArray<Pick<LedgerEntry, 'kind'>>): boolean {
  return entries.some((entry) => SETTLING_KINDS.includes(entry.kind));
}

/** Which of the rentals have a settled account, in one query (a page of My Rentals). */
export async function settledRentalIds(manager: EntityManager, rentalIds: number[]): Promise<Set<number>> {
  if (rentalIds.length === 0) return new Set();
  const rows: Array<{ rentalId: number | string }> = await manager
    .createQueryBuilder(LedgerEntry, 'entry')
    .select('DISTINCT entry.rentalId', 'rentalId')
    .where({ rentalId: In(rentalIds), kind: In([...SETTLING_KINDS]) })
    .getRawMany();
  return new Set(rows.map((row) => Number(row.rentalId)));
}
