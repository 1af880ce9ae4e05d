import { join } from 'node:path';
import { formatMalaysianDate } from '../common/dates/calendar-date';
import { formatRinggit } from '../common/formatting';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { PdfBankedBusiness } from '../pdf/pdf-business';
import { formatKualaLumpurDateTime } from '../pdf/pdf-format';
import { PdfDocumentKind } from '../pdf/pdf-renderer';
import { renderTemplate } from '../pdf/templates';

/** Everything an invoice PDF shows: the fixed company header and the one line staff entered. */
export interface InvoiceDocument {
  business: PdfBankedBusiness;
  invoice: {
    id: number;
    customerName: string;
    /** "YYYY-MM-DD" */
    invoiceDate: string;
    vehicleRented: string;
    totalDays: number;
    /** "560.00" */
    totalAmount: string;
    createdAt: Date;
  };
}

/** The invoice's HTML (invoice.html.hbs beside this file); every value is escaped by the template. */
export function invoiceHtml(doc: InvoiceDocument, language: Language): string {
  const { invoice } = doc;
  const total = formatRinggit(invoice.totalAmount);
  const context = {
    business: doc.business,
    number: t(language, 'pdf.invoice.number', { id: invoice.id }),
    invoiceDate: formatMalaysianDate(invoice.invoiceDate),
    issuedAt: formatKualaLumpurDateTime(invoice.createdAt),
    customerName: invoice.customerName,
    line: {
      vehicle: invoice.vehicleRented,
      days: invoice.totalDays === 1 ? t(language, 'pdf.invoice.oneDay') : t(language, 'pdf.invoice.days', { count: invoice.totalDays }),
      amount: total,
    },
    total,
    payReference: invoice.id,
  };
  return renderTemplate(join(__dirname, 'invoice.html.hbs'), context, language);
}

/** A staff invoice PDF, with the business and invoice number in the footer. */
export const INVOICE_PDF: PdfDocumentKind<InvoiceDocument> = {
  html: invoiceHtml,
  footerNote: (doc, language) => `${doc.business.name} · ${t(language, 'pdf.invoice.number', { id: doc.invoice.id })}`,
};
