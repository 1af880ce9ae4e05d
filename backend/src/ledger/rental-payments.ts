import { EntityManager, IsNull } from 'typeorm';
import { toSen } from '../common/money/money';
import { Payment } from '../payments/entities/payment.entity';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { NewEntry, postEntries, reverseEntry } from './rental-account';
import { LedgerTotals } from './rental-ledger';

/**
 * How a payment meets a rental's account. A completed payment that belongs to a rental is one
 * payment entry on it: posted when the payment is verified, when the approval of the booking
 * request it was made for carries it to the new rental, or when staff attach it; reversed when
 * staff detach it. The payment's row says where it belongs; the entries say what that did to the
 * money, and are never edited.
 */

/** The entry a completed payment makes; money sent as the deposit is marked so it fills the deposit first. */
export function paymentEntry(payment: Pick<Payment, 'id' | 'amount' | 'paymentFor'>, sourceKey: string | null): NewEntry {
  return {
    kind: 'payment',
    category: payment.paymentFor === 'rental-deposit' ? 'toward_deposit' : null,
    amountSen: toSen(payment.amount),
    paymentId: payment.id,
    sourceKey,
  };
}

/**
 * Posts a completed payment to the rental it belongs to, once however often it is asked: the
 * verification and the approval that carries it both name the same source.
 */
export function postVerifiedPayment(
  manager: EntityManager,
  payment: Pick<Payment, 'id' | 'amount' | 'paymentFor'> & { rentalId: number },
  recordedBy: string | null,
): Promise<LedgerTotals> {
  return postEntries(manager, payment.rentalId, [paymentEntry(payment, `payment:${payment.id}`)], recordedBy);
}

/**
 * At approval: the payments made for the booking request now belong to its rental, and those
 * already verified go on its account. Runs after the request's row is marked approved in the same
 * transaction, so a payment made for the request at this moment either committed before (and is
 * carried here) or waits for that row and then finds the rental itself.
 */
export async function carryRequestPayments(
  manager: EntityManager,
  bookingRequestId: number,
  rentalId: number,
  recordedBy: string | null,
): Promise<void> {
  await manager.update(Payment, { bookingRequestId, rentalId: IsNull() }, { rentalId });
  const verified = await manager.find(Payment, {
    select: { id: true, amount: true, paymentFor: true },
    where: { bookingRequestId, rentalId, paymentStatus: 'completed' },
    order: { id: 'ASC' },
  });
  for (const payment of verified) await postVerifiedPayment(manager, { ...payment, rentalId }, recordedBy);
}

/** The payment entry of this payment on the rental's account that no later entry cancels, if any. */
export async function livePaymentEntry(manager: EntityManager, paymentId: number, rentalId: number): Promise<LedgerEntry | null> {
  const entries = await manager.find(LedgerEntry, { where: { paymentId, rentalId }, order: { id: 'ASC' } });
  const reversed = new Set(entries.map((entry) => entry.reversesEntryId).filter((id): id is number => id !== null));
  return entries.find((entry) => entry.kind === 'payment' && entry.reversesEntryId === null && !reversed.has(entry.id)) ?? null;
}

/** Takes a detached payment's money off the rental's account with a reversing entry. */
export async function reversePaymentEntry(
  manager: EntityManager,
  paymentId: number,
  rentalId: number,
  note: string,
  recordedBy: string,
): Promise<void> {
  const entry = await livePaymentEntry(manager, paymentId, rentalId);
  if (entry) await reverseEntry(manager, rentalId, entry.id, note, recordedBy);
}
