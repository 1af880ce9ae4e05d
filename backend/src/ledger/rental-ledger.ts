/**
 * A rental's money as an append-only list of entries, and every total read from it. Nothing here
 * touches the database: the service stores entries and asks these functions what they add up to
 * and whether the next one may be written, so the arithmetic is one pure, property-tested place.
 *
 * Amounts are whole sen. An entry is never edited: a correction is a reversing entry, the same
 * kind with the amount negated, pointing at the entry it cancels.
 */

/** What an entry records. */
export const LEDGER_ENTRY_KINDS = [
  /** Something the customer owes for the rental (days, extension, mileage, fuel, damage...); a discount is a negative charge. */
  'charge',
  /** The security deposit asked of the customer, held until the rental is settled. */
  'deposit',
  /** Money received from the customer. */
  'payment',
  /** Part of the deposit kept to cover a charge: the deposit owed shrinks by it. */
  'deposit_deduction',
  /** Money given back to the customer. */
  'refund',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** The fixed list a charge line is filed under. */
export const CHARGE_CATEGORIES = [
  'rental_days',
  'discount',
  'extension',
  'extra_mileage',
  'fuel',
  'late_return',
  'damage',
  'cleaning',
  'summons',
  'tolls',
  'add_on',
  /** An add-on the business sells without service tax (a booking posts it; staff charge taxable add-ons). */
  'add_on_untaxed',
  /** Taking the car to the customer and collecting it, by zone. */
  'delivery',
  'cancellation_fee',
  /** Service tax added on top of a taxable charge when prices exclude it; posted beside that charge. */
  'service_tax',
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

/** What staff may charge by hand; the booking, an extension and the return post the rest themselves. */
export const STAFF_CHARGE_CATEGORIES = [
  'fuel',
  'late_return',
  'damage',
  'cleaning',
  'summons',
  'tolls',
  'add_on',
  'extra_mileage',
] as const satisfies readonly ChargeCategory[];
export type StaffChargeCategory = (typeof STAFF_CHARGE_CATEGORIES)[number];

/**
 * What a payment was sent for, beyond "the rental": money sent as the deposit fills the deposit
 * before the charges, so a customer who paid the deposit first sees it held even while the days
 * are still owed.
 */
export const PAYMENT_CATEGORIES = ['toward_deposit'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
export type LedgerCategory = ChargeCategory | PaymentCategory;
export const LEDGER_CATEGORIES: readonly LedgerCategory[] = [...CHARGE_CATEGORIES, ...PAYMENT_CATEGORIES];

/** RM 999,999.99: the most one entry may carry, in sen. */
export const MAX_ENTRY_SEN = 99_999_999;

export interface LedgerLine {
  kind: LedgerEntryKind;
  category?: LedgerCategory | null;
  /** Whole sen; negative only on a reversal (or a discount, which is a negative charge). */
  amountSen: number;
}

/** Every figure the screens, documents and exports show, derived from the entries alone. */
export interface LedgerTotals {
  /** Sum of charges, discounts included. */
  chargesSen: number;
  /** The deposit still owed as security: deposits asked less deductions taken from them. */
  depositSen: number;
  paidSen: number;
  refundedSen: number;
  /** What the customer still owes (charges and deposit, less what they paid, plus what came back); below zero the business owes them. */
  balanceDueSen: number;
  /** The part of the deposit covered by money received beyond the charges. */
  depositHeldSen: number;
  /**
   * What the customer gets back when the account is settled: money kept beyond the charges (the
   * deposit held, and any overpayment). The deposit itself is security, never a charge.
   */
  refundableSen: number;
}

export const EMPTY_TOTALS: LedgerTotals = Object.freeze({
  chargesSen: 0,
  depositSen: 0,
  paidSen: 0,
  refundedSen: 0,
  balanceDueSen: 0,
  depositHeldSen: 0,
  refundableSen: 0,
});

/** The running sums per kind (as an SQL `GROUP BY kind` returns them), and the part of the payments sent as the deposit. */
export type KindSums = Partial<Record<LedgerEntryKind | 'paymentTowardDeposit', number>>;

export function sumByKind(lines: Iterable<LedgerLine>): KindSums {
  const sums: KindSums = {};
  for (const line of lines) {
    sums[line.kind] = (sums[line.kind] ?? 0) + line.amountSen;
    if (line.kind === 'payment' && line.category === 'toward_deposit')
      sums.paymentTowardDeposit = (sums.paymentTowardDeposit ?? 0) + line.amountSen;
  }
  return sums;
}

/**
 * How each kind moves what the customer owes: charges, the deposit and refunds raise it, payments
 * and deductions from the deposit lower it. The balance is this weighted sum, here and in SQL
 * (balanceDueSql), so the two never disagree.
 */
export const BALANCE_SIGN: Record<LedgerEntryKind, 1 | -1> = {
  charge: 1,
  deposit: 1,
  payment: -1,
  deposit_deduction: -1,
  refund: 1,
};

/** The totals from per-kind sums (what the database adds up) or from the entries themselves. */
export function ledgerTotals(source: KindSums | Iterable<LedgerLine>): LedgerTotals {
  const sums: KindSums = Symbol.iterator in source ? sumByKind(source as Iterable<LedgerLine>) : (source as KindSums);
  const chargesSen = sums.charge ?? 0;
  const depositSen = (sums.deposit ?? 0) - (sums.deposit_deduction ?? 0);
  const paidSen = sums.payment ?? 0;
  const refundedSen = sums.refund ?? 0;
  let balanceDueSen = 0;
  for (const kind of LEDGER_ENTRY_KINDS) balanceDueSen += BALANCE_SIGN[kind] * (sums[kind] ?? 0);
  // Money kept by the business: what was sent for the deposit goes to the deposit first, the rest
  // to the charges, and whatever the charges leave over tops the deposit up.
  const keptSen = Math.max(0, paidSen - refundedSen);
  const sentForDepositSen = clamp(sums.paymentTowardDeposit ?? 0, 0, Math.min(Math.max(0, depositSen), keptSen));
  const leftAfterChargesSen = Math.max(0, keptSen - sentForDepositSen - Math.max(0, chargesSen));
  const depositHeldSen = clamp(sentForDepositSen + leftAfterChargesSen, 0, Math.max(0, depositSen));
  const refundableSen = Math.max(0, paidSen - refundedSen - chargesSen);
  return { chargesSen, depositSen, paidSen, refundedSen, balanceDueSen, depositHeldSen, refundableSen };
}

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);

/**
 * Whether the account keeps money that is the customer's (a deposit held, or anything paid beyond
 * the charges) without computing every total: the condition a report's SQL filters on
 * (keepsCustomerMoneySql), written from the same sums, and checked against ledgerTotals by a property test.
 */
export function keepsCustomerMoney(sums: KindSums): boolean {
  const keptSen = (sums.payment ?? 0) - (sums.refund ?? 0);
  const depositSen = (sums.deposit ?? 0) - (sums.deposit_deduction ?? 0);
  return keptSen - (sums.charge ?? 0) > 0 || (depositSen > 0 && (sums.paymentTowardDeposit ?? 0) > 0 && keptSen > 0);
}

/** What the keys need before they go out, as the business chose: everything paid, the deposit paid, or nothing. */
export const HANDOVER_REQUIREMENTS = ['paid', 'deposit', 'none'] as const;
export type HandoverRequirement = (typeof HANDOVER_REQUIREMENTS)[number];
export type HandoverShortfall = 'BALANCE_DUE' | 'DEPOSIT_NOT_HELD';

/** What stands between the rental and its handover under the business's requirement, or null. */
export function handoverShortfall(totals: LedgerTotals, requirement: HandoverRequirement): HandoverShortfall | null {
  if (requirement === 'paid' && totals.balanceDueSen > 0) return 'BALANCE_DUE';
  if (requirement !== 'none' && totals.depositHeldSen < totals.depositSen) return 'DEPOSIT_NOT_HELD';
  return null;
}

/** Why an entry may not be written; the service turns each into the catalogue's refusal. */
export type LedgerRefusal =
  'AMOUNT_NOT_WHOLE_SEN' | 'AMOUNT_OUT_OF_RANGE' | 'REFUND_EXCEEDS_PAID' | 'REFUND_EXCEEDS_OWED' | 'DEDUCTION_EXCEEDS_DEPOSIT';

/**
 * Whether a new entry (never a reversal) may follow entries adding up to `totals`: a positive
 * whole number of sen up to the limit (a discount is the one charge written below zero), a
 * refund never beyond what was paid and not yet refunded nor beyond what the charges leave over,
 * a deduction never beyond the deposit.
 */
export function refusalOf(totals: LedgerTotals, entry: LedgerLine): LedgerRefusal | null {
  if (!Number.isSafeInteger(entry.amountSen)) return 'AMOUNT_NOT_WHOLE_SEN';
  const size = entry.kind === 'charge' && entry.category === 'discount' ? -entry.amountSen : entry.amountSen;
  if (size <= 0 || size > MAX_ENTRY_SEN) return 'AMOUNT_OUT_OF_RANGE';
  if (entry.kind === 'refund' && totals.refundedSen + entry.amountSen > totals.paidSen) return 'REFUND_EXCEEDS_PAID';
  // Nothing goes back that the charges still need: the refund is at most the money kept beyond them.
  if (entry.kind === 'refund' && entry.amountSen > totals.refundableSen) return 'REFUND_EXCEEDS_OWED';
  if (entry.kind === 'deposit_deduction' && entry.amountSen > totals.depositSen) return 'DEDUCTION_EXCEEDS_DEPOSIT';
  return null;
}

/**
 * Whether reversing an entry keeps the ledger sound: cancelling a payment may not leave more
 * refunded than paid, and cancelling a deposit may not leave deductions beyond what is left.
 */
export function reversalRefusal(totals: LedgerTotals, entry: LedgerLine): LedgerRefusal | null {
  const after = ledgerTotals(addSums(totalsToSums(totals), { kind: entry.kind, amountSen: -entry.amountSen }));
  if (after.refundedSen > after.paidSen) return 'REFUND_EXCEEDS_PAID';
  if (after.depositSen < 0) return 'DEDUCTION_EXCEEDS_DEPOSIT';
  return null;
}

function totalsToSums(totals: LedgerTotals): KindSums {
  // The deposit's two kinds are only ever needed as their difference, so one carries it.
  return { charge: totals.chargesSen, deposit: totals.depositSen, payment: totals.paidSen, refund: totals.refundedSen };
}

function addSums(sums: KindSums, line: LedgerLine): KindSums {
  return { ...sums, [line.kind]: (sums[line.kind] ?? 0) + line.amountSen };
}

/**
 * How much of a charge posted after the rental's money came in is taken from the deposit still
 * held: the deposit's money goes to it first, as at the settlement, but never more than the
 * charge, than the deposit held before it, nor than the account then owes (money already paid
 * beyond the charges covers the rest). `before` and `after` are the totals around the charge.
 */
export function depositCoverSen(before: LedgerTotals, after: LedgerTotals, chargeSen: number): number {
  return Math.max(0, Math.min(chargeSen, before.depositHeldSen, after.depositSen, after.balanceDueSen));
}
