import fc from 'fast-check';
import {
  CHARGE_CATEGORIES,
  EMPTY_TOTALS,
  LEDGER_ENTRY_KINDS,
  LedgerCategory,
  LedgerLine,
  LedgerTotals,
  MAX_ENTRY_SEN,
  depositCoverSen,
  handoverShortfall,
  keepsCustomerMoney,
  ledgerTotals,
  refusalOf,
  reversalRefusal,
  sumByKind,
} from './rental-ledger';

type Candidate = LedgerLine & { category: LedgerCategory | null };

const candidate: fc.Arbitrary<Candidate> = fc
  .record({
    kind: fc.constantFrom(...LEDGER_ENTRY_KINDS),
    category: fc.constantFrom(...CHARGE_CATEGORIES),
    towardDeposit: fc.boolean(),
    amountSen: fc.integer({ min: -2 * MAX_ENTRY_SEN, max: 2 * MAX_ENTRY_SEN }),
  })
  .map(({ kind, category, towardDeposit, amountSen }) => ({
    kind,
    category: kind === 'charge' ? category : kind === 'payment' && towardDeposit ? ('toward_deposit' as const) : null,
    amountSen,
  }));

/** Appends each candidate the rules accept, as the service does, and keeps the running totals. */
function appendAccepted(candidates: Candidate[]): { written: LedgerLine[]; running: LedgerTotals } {
  const written: LedgerLine[] = [];
  let running = EMPTY_TOTALS;
  for (const entry of candidates) {
    if (refusalOf(running, entry) !== null) continue;
    written.push({ kind: entry.kind, category: entry.category, amountSen: entry.amountSen });
    running = ledgerTotals(written);
  }
  return { written, running };
}

describe('rental ledger arithmetic (property tests)', () => {
  it("says the account keeps the customer's money exactly when a deposit is held or something is refundable", () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 60 }), fc.boolean(), (candidates, onlyAccepted) => {
        const lines = onlyAccepted ? appendAccepted(candidates).written : candidates;
        const totals = ledgerTotals(lines);
        expect(keepsCustomerMoney(sumByKind(lines))).toBe(totals.depositHeldSen > 0 || totals.refundableSen > 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('balance due is charges plus deposit, less payments, plus refunds, for any entries', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 60 }), (candidates) => {
        const totals = ledgerTotals(candidates);
        expect(totals.balanceDueSen).toBe(totals.chargesSen + totals.depositSen - totals.paidSen + totals.refundedSen);
      }),
    );
  });

  it('never lets a refund exceed what was paid, nor a deduction the deposit, whatever is attempted', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 80 }), (candidates) => {
        const { running } = appendAccepted(candidates);
        expect(running.refundedSen).toBeLessThanOrEqual(running.paidSen);
        expect(running.depositSen).toBeGreaterThanOrEqual(0);
        expect(running.depositHeldSen).toBeGreaterThanOrEqual(0);
        expect(running.depositHeldSen).toBeLessThanOrEqual(running.depositSen);
        // Nothing is refunded that the charges still need when it is refunded (a charge may
        // still come after, a summons: the customer then owes it again).
        const written: LedgerLine[] = [];
        for (const entry of appendAccepted(candidates).written) {
          written.push(entry);
          if (entry.kind !== 'refund' || entry.amountSen <= 0) continue;
          const then = ledgerTotals(written);
          expect(then.refundedSen).toBeLessThanOrEqual(Math.max(0, then.paidSen - Math.max(0, then.chargesSen)));
        }
        // No deposit is held out of money the business does not have.
        expect(running.depositHeldSen).toBeLessThanOrEqual(Math.max(0, running.paidSen - running.refundedSen));
      }),
    );
  });

  it('the handover is refused exactly when the requirement is unmet: nothing owed for "paid", the whole deposit held for "deposit"', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 60 }), (candidates) => {
        const { running } = appendAccepted(candidates);
        expect(handoverShortfall(running, 'none')).toBeNull();
        const depositShort = running.depositHeldSen < running.depositSen;
        expect(handoverShortfall(running, 'deposit') !== null).toBe(depositShort);
        expect(handoverShortfall(running, 'paid') !== null).toBe(running.balanceDueSen > 0 || depositShort);
      }),
    );
  });

  it('replaying the entries, or summing them per kind as SQL does, gives the running totals', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 60 }), fc.integer({ min: 0, max: 1000 }), (candidates, seed) => {
        const { written, running } = appendAccepted(candidates);
        expect(ledgerTotals(written)).toEqual(running);
        expect(ledgerTotals(sumByKind(written))).toEqual(running);
        // Order does not matter to a sum: any rotation of the entries totals the same.
        const shift = written.length ? seed % written.length : 0;
        expect(ledgerTotals([...written.slice(shift), ...written.slice(0, shift)])).toEqual(running);
      }),
    );
  });

  it('a reversing entry brings every total back to what it was without the entry', () => {
    fc.assert(
      fc.property(fc.array(candidate, { minLength: 1, maxLength: 60 }), fc.nat(), (candidates, pick) => {
        const { written } = appendAccepted(candidates);
        fc.pre(written.length > 0);
        const index = pick % written.length;
        const reversed = written[index];
        const totals = ledgerTotals(written);
        const withoutIt = ledgerTotals(written.filter((_, position) => position !== index));
        expect(ledgerTotals([...written, { ...reversed, amountSen: -reversed.amountSen }])).toEqual(withoutIt);
        // The reversal is refused exactly when the ledger without the entry would be unsound.
        const unsound = withoutIt.refundedSen > withoutIt.paidSen || withoutIt.depositSen < 0;
        expect(reversalRefusal(totals, reversed) !== null).toBe(unsound);
      }),
    );
  });

  it('refuses amounts that are not whole sen, not positive or above RM 999,999.99', () => {
    for (const amountSen of [0, -1, MAX_ENTRY_SEN + 1, 1.5, Number.NaN]) {
      expect(refusalOf(EMPTY_TOTALS, { kind: 'charge', category: 'fuel', amountSen })).not.toBeNull();
    }
    expect(refusalOf(EMPTY_TOTALS, { kind: 'charge', category: 'fuel', amountSen: MAX_ENTRY_SEN })).toBeNull();
    expect(refusalOf(EMPTY_TOTALS, { kind: 'charge', category: 'discount', amountSen: -5_000 })).toBeNull();
    expect(refusalOf(EMPTY_TOTALS, { kind: 'charge', category: 'discount', amountSen: 5_000 })).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('a rental paid in full holds its deposit until deductions and the refund settle it', () => {
    // RM 465 for three days, RM 200 deposit, paid RM 665; a RM 50 fuel charge is kept from the deposit.
    const entries: LedgerLine[] = [
      { kind: 'charge', amountSen: 46_500 },
      { kind: 'deposit', amountSen: 20_000 },
      { kind: 'payment', amountSen: 66_500 },
    ];
    expect(ledgerTotals(entries)).toMatchObject({ balanceDueSen: 0, depositHeldSen: 20_000 });
    entries.push({ kind: 'charge', amountSen: 5_000 }, { kind: 'deposit_deduction', amountSen: 5_000 });
    expect(ledgerTotals(entries)).toMatchObject({ balanceDueSen: 0, depositSen: 15_000, depositHeldSen: 15_000 });
    // Settling releases what is left of the deposit: the business now owes RM 150 back.
    entries.push({ kind: 'deposit_deduction', amountSen: 15_000 });
    expect(ledgerTotals(entries)).toMatchObject({ balanceDueSen: -15_000, depositSen: 0 });
    expect(refusalOf(ledgerTotals(entries), { kind: 'refund', amountSen: 15_000 })).toBeNull();
    entries.push({ kind: 'refund', amountSen: 15_000 });
    expect(ledgerTotals(entries)).toMatchObject({ balanceDueSen: 0, paidSen: 66_500, refundedSen: 15_000 });
  });

  it('money sent as the deposit is held as the deposit even while the days are still owed', () => {
    const entries: LedgerLine[] = [
      { kind: 'charge', amountSen: 46_500 },
      { kind: 'deposit', amountSen: 20_000 },
      { kind: 'payment', category: 'toward_deposit', amountSen: 20_000 },
    ];
    expect(ledgerTotals(entries)).toMatchObject({ balanceDueSen: 46_500, depositHeldSen: 20_000 });
    expect(handoverShortfall(ledgerTotals(entries), 'deposit')).toBeNull();
    expect(handoverShortfall(ledgerTotals(entries), 'paid')).toBe('BALANCE_DUE');
    // The same RM 200 sent for the rental goes to the days first: no deposit is held yet.
    const forTheRental = entries.map((entry) => ({ ...entry, category: null }));
    expect(ledgerTotals(forTheRental)).toMatchObject({ balanceDueSen: 46_500, depositHeldSen: 0 });
    expect(handoverShortfall(ledgerTotals(forTheRental), 'deposit')).toBe('DEPOSIT_NOT_HELD');
  });
});

describe('a late charge taken from the deposit still held (property test)', () => {
  it('takes at most the charge, the deposit held and what is owed, is always a deduction the ledger accepts, and never raises the balance', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 60 }), fc.integer({ min: 1, max: 1_000_000 }), (candidates, chargeSen) => {
        const { written, running: before } = appendAccepted(candidates);
        const charge: LedgerLine = { kind: 'charge', category: 'summons', amountSen: chargeSen };
        if (refusalOf(before, charge) !== null) return;
        const after = ledgerTotals([...written, charge]);
        const coverSen = depositCoverSen(before, after, chargeSen);
        expect(coverSen).toBeGreaterThanOrEqual(0);
        expect(coverSen).toBeLessThanOrEqual(Math.min(chargeSen, Math.max(0, before.depositHeldSen)));
        if (coverSen === 0) return;
        const deduction: LedgerLine = { kind: 'deposit_deduction', amountSen: coverSen };
        expect(refusalOf(after, deduction)).toBeNull();
        const covered = ledgerTotals([...written, charge, deduction]);
        expect(covered.balanceDueSen).toBe(after.balanceDueSen - coverSen);
        expect(covered.balanceDueSen).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('covers the whole charge from a deposit paid in full, and nothing once the deposit is released', () => {
    const paid: LedgerLine[] = [
      { kind: 'charge', category: 'rental_days', amountSen: 30_000 },
      { kind: 'deposit', amountSen: 20_000 },
      { kind: 'payment', amountSen: 50_000 },
    ];
    const charge: LedgerLine = { kind: 'charge', category: 'summons', amountSen: 20_000 };
    expect(depositCoverSen(ledgerTotals(paid), ledgerTotals([...paid, charge]), 20_000)).toBe(20_000);
    const released = [...paid, { kind: 'deposit_deduction' as const, amountSen: 20_000 }];
    expect(depositCoverSen(ledgerTotals(released), ledgerTotals([...released, charge]), 20_000)).toBe(0);
  });
});
