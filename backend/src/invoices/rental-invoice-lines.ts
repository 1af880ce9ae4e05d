import { createHash } from 'node:crypto';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { serviceTaxKey } from '../ledger/rental-account';
import { ChargeCategory } from '../ledger/rental-ledger';
import { ServiceTaxPolicy, taxLine, TaxTotals, taxTotals } from '../ledger/service-tax';

/** A charge as an invoice bills it, in sen. */
export interface BilledCharge {
  entryId: number;
  category: ChargeCategory;
  note: string | null;
  netSen: number;
  taxSen: number;
}

export interface BilledAccount {
  lines: BilledCharge[];
  totals: TaxTotals;
  /** Names the live charges billed: the same account gives the same key. */
  ledgerKey: string;
}

/**
 * What an invoice of this account bills: every charge no later entry cancels, with its tax.
 * When SST was posted on top of a charge, the tax is that entry (so the invoice and the account
 * agree to the sen); with prices that include SST, it is the tax contained in the charge. The
 * tax entries themselves are not lines: each shows on the charge it belongs to.
 */
export function billedAccount(entries: readonly LedgerEntry[], policy: ServiceTaxPolicy | null): BilledAccount {
  const charges = entries.filter((entry) => entry.kind === 'charge');
  const reversed = new Set(charges.map((entry) => entry.reversesEntryId).filter((id): id is number => id !== null));
  const live = charges.filter((entry) => entry.reversesEntryId === null && !reversed.has(entry.id));
  const postedTax = new Map(live.filter((entry) => entry.category === 'service_tax').map((entry) => [entry.sourceKey, entry.amountSen]));
  const lines = live
    .filter((entry) => entry.category !== 'service_tax')
    .map((entry): BilledCharge => {
      const posted = postedTax.get(serviceTaxKey(entry.id));
      const taxed =
        posted !== undefined
          ? { netSen: entry.amountSen, taxSen: posted }
          : policy?.pricesIncludeTax
            ? taxLine(entry, policy)
            : { netSen: entry.amountSen, taxSen: 0 };
      return {
        entryId: entry.id,
        category: entry.category as ChargeCategory,
        note: entry.note,
        netSen: taxed.netSen,
        taxSen: taxed.taxSen,
      };
    });
  const totals = taxTotals(lines.map((line) => ({ netSen: line.netSen, taxSen: line.taxSen, grossSen: line.netSen + line.taxSen })));
  const ledgerKey = createHash('sha256')
    .update(live.map((entry) => entry.id).join(','))
    .digest('hex');
  return { lines, totals, ledgerKey };
}
