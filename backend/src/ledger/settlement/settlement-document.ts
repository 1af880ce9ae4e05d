import { join } from 'node:path';
import { formatMalaysianDate, todayInKualaLumpur } from '../../common/dates/calendar-date';
import { fromSen } from '../../common/money/money';
import { Language } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { PdfBusiness } from '../../pdf/pdf-business';
import { formatAmount, formatKualaLumpurDateTime } from '../../pdf/pdf-format';
import { PdfDocumentKind } from '../../pdf/pdf-renderer';
import { renderTemplate } from '../../pdf/templates';
import type { RefundMethod } from '../entities/rental-refund.entity';
import type { LedgerCategory, LedgerEntryKind, LedgerTotals } from '../rental-ledger';

/** One line of the account as the statement prints it. */
export interface SettlementLine {
  kind: LedgerEntryKind;
  category: LedgerCategory | null;
  amountSen: number;
  note: string | null;
  /** A correction of an earlier line. */
  correction: boolean;
  /** How a refund was paid out. */
  payout: { method: RefundMethod; reference: string | null } | null;
  createdAt: Date;
}

/** Everything the settlement statement shows: the rental, its customer, every line and the totals. */
export interface SettlementDocument {
  business: PdfBusiness;
  rental: {
    id: number;
    vehicle: string;
    /** "YYYY-MM-DD" */
    startDate: string;
    endDate: string;
    returnDate: string | null;
  };
  customer: { fullName: string; email: string };
  lines: SettlementLine[];
  totals: LedgerTotals;
  issuedAt: Date;
}

/** The statement's sections, in the order a customer reads their account: what was owed, what came in, what went back. */
const SECTIONS: Array<{ heading: 'charges' | 'payments' | 'deposit' | 'refunds'; kinds: LedgerEntryKind[] }> = [
  { heading: 'charges', kinds: ['charge'] },
  { heading: 'payments', kinds: ['payment'] },
  { heading: 'deposit', kinds: ['deposit', 'deposit_deduction'] },
  { heading: 'refunds', kinds: ['refund'] },
];

/**
 * A refund says how it went back; the deposit's release needs no note beside its name (the
 * system's own note is English); any other line shows the reason staff gave.
 */
function lineNote(line: SettlementLine, language: Language): string {
  if (line.kind === 'deposit_deduction') return '';
  if (!line.payout) return line.note ?? '';
  const method = t(language, `settlement.method.${line.payout.method}`);
  return line.payout.reference ? t(language, 'settlement.pdf.refundMethod', { method, reference: line.payout.reference }) : method;
}

function lineName(line: SettlementLine, language: Language): string {
  const kind = t(language, `ledger.kind.${line.kind}`);
  const name =
    line.category === null
      ? kind
      : line.kind === 'charge'
        ? t(language, `ledger.category.${line.category}`)
        : `${kind} · ${t(language, `ledger.category.${line.category}`)}`;
  return line.correction ? `${name} (${t(language, 'settlement.pdf.correction')})` : name;
}

/** The statement's HTML (settlement-statement.html.hbs beside this file); every value is escaped by the template. */
export function settlementHtml(doc: SettlementDocument, language: Language): string {
  const { rental, totals } = doc;
  const money = (sen: number) => formatAmount(fromSen(sen));
  const context = {
    business: doc.business,
    issuedAt: formatKualaLumpurDateTime(doc.issuedAt),
    rental: {
      reference: t(language, 'pdf.agreement.reference', { id: rental.id }),
      vehicle: rental.vehicle,
      period: t(language, 'pdf.receipt.period', { start: formatMalaysianDate(rental.startDate), end: formatMalaysianDate(rental.endDate) }),
      returnedOn: rental.returnDate ? formatMalaysianDate(rental.returnDate) : null,
    },
    customer: doc.customer,
    sections: SECTIONS.map((section) => ({
      heading: t(language, `settlement.pdf.${section.heading}`),
      lines: doc.lines
        .filter((line) => section.kinds.includes(line.kind))
        .map((line) => ({
          when: formatMalaysianDate(todayInKualaLumpur(line.createdAt)),
          what: lineName(line, language),
          note: lineNote(line, language),
          amount: line.amountSen < 0 ? `-${money(-line.amountSen)}` : money(line.amountSen),
        })),
    })),
    totals: {
      charges: money(totals.chargesSen),
      paid: money(totals.paidSen),
      refunded: money(totals.refundedSen),
      depositHeld: totals.depositSen > 0 ? money(totals.depositSen) : null,
      balanceDue: totals.balanceDueSen > 0 ? money(totals.balanceDueSen) : null,
      owedBack: totals.balanceDueSen < 0 ? money(-totals.balanceDueSen) : null,
      settledInFull: totals.balanceDueSen === 0,
    },
  };
  return renderTemplate(join(__dirname, 'settlement-statement.html.hbs'), context, language);
}

/** The settlement statement PDF, with the business and the rental in its footer. */
export const SETTLEMENT_DOCUMENT: PdfDocumentKind<SettlementDocument> = {
  html: settlementHtml,
  footerNote: (doc, language) =>
    `${doc.business.name} · ${t(language, 'settlement.pdf.title')} · ${t(language, 'pdf.agreement.reference', { id: doc.rental.id })}`,
};
