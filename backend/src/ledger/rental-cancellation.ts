import { EntityManager, In } from 'typeorm';
import { isBookedAddOn } from '../bookings/pricing';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { BOOKING_CHARGE_CATEGORIES, cancellationFeeSen, CancellationPolicy, owedBackSen } from './cancellation-policy';
import { accountTotals, lockAccount, postEntries, reverseEntry } from './rental-account';
import { ChargeCategory, EMPTY_TOTALS, LedgerTotals } from './rental-ledger';

export interface CancellationPosting {
  /** Calendar days from today (Kuala Lumpur) to the pickup day: 0 on the day, below 0 once past. */
  daysBeforePickup: number;
  policy: CancellationPolicy;
  /** The staff's reason, kept as the note of every entry the cancellation writes. */
  reason: string;
  recordedBy: string;
}

export interface CancellationOutcome {
  /** The rental's charges after discount the fee was reckoned on. */
  rentalChargesSen: number;
  feeSen: number;
  totals: LedgerTotals;
  /** What the customer is owed back now: the balance below zero, never negative. */
  refundDueSen: number;
}

const cancellationFeeKey = (rentalId: number) => `rental:${rentalId}:cancellation_fee`;

/**
 * Takes a cancelled rental's booking off its account, inside the caller's transaction (the one
 * whose conditional update cancelled it): every booking charge (days, discount, extension) and the
 * deposit still standing is reversed, and the cancellation fee, when one is due, is charged under
 * its own source key. What is left is what the customer owes for anything else, less what they
 * paid: below zero, what the business owes them back. Posting it again changes nothing: reversed
 * entries are not reversed twice and the fee's key is written once.
 */
export async function postCancellation(
  manager: EntityManager,
  rentalId: number,
  posting: CancellationPosting,
): Promise<CancellationOutcome> {
  await lockAccount(manager, rentalId);
  const entries = await manager.find(LedgerEntry, {
    where: { rentalId, kind: In(['charge', 'deposit']) },
    order: { id: 'ASC' },
  });
  const reversed = new Set(entries.map((entry) => entry.reversesEntryId).filter((id): id is number => id !== null));
  const bookingCategories: readonly ChargeCategory[] = BOOKING_CHARGE_CATEGORIES;
  const standing = entries.filter(
    (entry) =>
      entry.reversesEntryId === null &&
      !reversed.has(entry.id) &&
      (entry.kind === 'deposit' ||
        bookingCategories.includes(entry.category as ChargeCategory) ||
        (entry.category === 'add_on' && isBookedAddOn(entry, rentalId))),
  );
  const rentalChargesSen = standing.filter((entry) => entry.kind === 'charge').reduce((sum, entry) => sum + entry.amountSen, 0);
  const earlierFee = entries.find((entry) => entry.sourceKey === cancellationFeeKey(rentalId));
  const feeSen = earlierFee ? earlierFee.amountSen : cancellationFeeSen(rentalChargesSen, posting.daysBeforePickup, posting.policy);

  for (const entry of standing) await reverseEntry(manager, rentalId, entry.id, posting.reason, posting.recordedBy);
  if (feeSen > 0 && !earlierFee) {
    const fee = { kind: 'charge' as const, category: 'cancellation_fee' as const, amountSen: feeSen, note: posting.reason };
    await postEntries(manager, rentalId, [{ ...fee, sourceKey: cancellationFeeKey(rentalId) }], posting.recordedBy);
  }
  const totals = (await accountTotals(manager, [rentalId])).get(rentalId) ?? EMPTY_TOTALS;
  return { rentalChargesSen, feeSen, totals, refundDueSen: owedBackSen(totals.balanceDueSen) };
}
