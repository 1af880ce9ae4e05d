import { join } from 'node:path';
import { formatMalaysianDate } from '../common/dates/calendar-date';
import { formatRinggit } from '../common/formatting';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import type { ChargeCategory } from '../ledger/rental-ledger';
import { formatRatePercent } from '../ledger/service-tax';
import { PdfBankedBusiness } from '../pdf/pdf-business';
import { formatKualaLumpurDateTime } from '../pdf/pdf-format';
import { PdfDocumentKind } from '../pdf/pdf-renderer';
import { renderTemplate } from '../pdf/templates';

/** One billed line: a charge of a rental's account (category) or the typed invoice's vehicle and days (no category). */
export interface InvoiceDocumentLine {
  category: ChargeCategory | null;
  description: string;
  /** "465.00", before tax */
  amount: string;
  /** "37.20" */
  taxAmount: string;
}

/** Everything an invoice PDF shows: the company header, who is billed, the lines with their tax, and the totals. */
export interface InvoiceDocument {
  business: PdfBankedBusiness & {
    /** The SSM number, when the business set one. */
    registrationNumber?: string | null;
    /** The SST registration number, when registered. */
    sstNumber?: string | null;
  };
  invoice: {
    id: number;
    /** "INV-2026-000123"; null only on an invoice from before numbering, shown as "Invoice #id". */
    number?: string | null;
    customerName: string;
    billToAddress?: string | null;
    billToPhone?: string | null;
    /** "YYYY-MM-DD" */
    invoiceDate: string;
    vehicleRented: string;
    totalDays: number;
    /** Null on an invoice made without SST. */
    subtotalAmount?: string | null;
    taxAmount?: string | null;
    /** 800 = 8%; null when the business was not registered when it was made. */
    taxRateBasisPoints?: number | null;
    /** "560.00": what is paid, tax included. */
    totalAmount: string;
    createdAt: Date;
    /** The charges billed; a typed invoice has none and shows its vehicle and days as its one line. */
    lines?: InvoiceDocumentLine[];
  };
}

/** The invoice's HTML (invoice.html.hbs beside this file); every value is escaped by the template. */
export function invoiceHtml(doc: InvoiceDocument, language: Language): string {
  const { invoice } = doc;
  const total = formatRinggit(invoice.totalAmount);
  const taxed = invoice.taxRateBasisPoints !== null && invoice.taxRateBasisPoints !== undefined;
  const rate = taxed ? formatRatePercent(invoice.taxRateBasisPoints as number) : '';
  const number = invoiceNumber(doc, language);
  const days = invoice.totalDays === 1 ? t(language, 'pdf.invoice.oneDay') : t(language, 'pdf.invoice.days', { count: invoice.totalDays });
  const lines =
    invoice.lines && invoice.lines.length > 0
      ? invoice.lines.map((line) => ({
          title: line.category ? t(language, `ledger.category.${line.category}`) : line.description,
          detail: line.category && line.description ? line.description : null,
          amount: formatRinggit(line.amount),
          tax: formatRinggit(line.taxAmount),
        }))
      : [
          {
            title: invoice.vehicleRented,
            detail: days,
            amount: formatRinggit(invoice.subtotalAmount ?? invoice.totalAmount),
            tax: formatRinggit(invoice.taxAmount ?? '0.00'),
          },
        ];
  const context = {
    business: {
      ...doc.business,
      registrationNumber: doc.business.registrationNumber ?? null,
      sstNumber: taxed ? (doc.business.sstNumber ?? null) : null,
    },
    number,
    invoiceDate: formatMalaysianDate(invoice.invoiceDate),
    issuedAt: formatKualaLumpurDateTime(invoice.createdAt),
    billTo: { name: invoice.customerName, address: invoice.billToAddress ?? null, phone: invoice.billToPhone ?? null },
    lines,
    taxed,
    subtotal: formatRinggit(invoice.subtotalAmount ?? invoice.totalAmount),
    taxTotal: formatRinggit(invoice.taxAmount ?? '0.00'),
    rate,
    total,
    payReference: number,
  };
  return renderTemplate(join(__dirname, 'invoice.html.hbs'), context, language);
}

function invoiceNumber(doc: InvoiceDocument, language: Language): string {
  return doc.invoice.number ?? t(language, 'pdf.invoice.number', { id: doc.invoice.id });
}

/** A staff invoice PDF, with the business and invoice number in the footer. */
export const INVOICE_PDF: PdfDocumentKind<InvoiceDocument> = {
  html: invoiceHtml,
  footerNote: (doc, language) => `${doc.business.name} · ${invoiceNumber(doc, language)}`,
};
