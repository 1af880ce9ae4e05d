import { join } from 'node:path';
import { formatMalaysianDate } from '../common/dates/calendar-date';
import { formatRinggit } from '../common/formatting';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { PdfBankedBusiness } from '../pdf/pdf-business';
import { formatKualaLumpurDateTime } from '../pdf/pdf-format';
import { PdfDocumentKind } from '../pdf/pdf-renderer';
import { renderTemplate } from '../pdf/templates';
import { PaymentPurpose, PaymentStatus } from './entities/payment.entity';
import { toSen, fromSen } from '../common/money/money';
import { formatRatePercent, lineTaxSen } from '../ledger/service-tax';
import type { ServiceTaxSettings } from '../config/settings';

/** Everything a payment receipt shows (PDF and JPEG alike). */
export interface ReceiptDocument {
  /** serviceTax: the business's SST when registered (its number is printed, the tax a rental payment contains shown). */
  business: PdfBankedBusiness & { serviceTax?: ServiceTaxSettings | null };
  payment: {
    id: number;
    /** "RCP-2026-000123" */
    receiptNumber: string | null;
    /** "12.50" */
    amount: string;
    /** 'qr' is DuitNow QR; anything else is shown as it is. */
    paymentMethod: string;
    paymentFor: PaymentPurpose;
    paymentStatus: PaymentStatus;
    /** The payment reference the QR carried. */
    transactionId: string | null;
    notes: string | null;
    createdAt: Date;
    verifiedAt: Date | null;
  };
  customer: { fullName: string; email: string; phone: string | null };
  rental: {
    id: number;
    vehicle: string;
    /** "YYYY-MM-DD" */
    startDate: string;
    endDate: string;
  } | null;
}

export function paymentStatusLabel(status: PaymentStatus, language: Language): string {
  return t(language, `pdf.receipt.status.${status}`);
}

export function paymentPurposeLabel(purpose: PaymentPurpose, language: Language): string {
  return t(language, `pdf.receipt.purpose.${purpose}`);
}

export function paymentMethodLabel(method: string, language: Language): string {
  return method === 'qr' ? t(language, 'pdf.receipt.method.qr') : method;
}

/** The one line under the details that says what the status means for the customer. */
function statusNote(status: PaymentStatus, language: Language): string {
  return t(language, `pdf.receipt.note.${status}`);
}

/** The receipt's HTML (receipt.html.hbs beside this file); every value is escaped by the template. */
export function receiptHtml(doc: ReceiptDocument, language: Language): string {
  const { payment, customer, rental } = doc;
  const orText = (value: string | null) => (value && value.trim() !== '' ? value : t(language, 'pdf.notProvided'));
  const sst = doc.business.serviceTax ?? null;
  // Money paid for the rental is what its (taxed) charges cost, so it contains the tax; a deposit,
  // a fine or damage passed on carry none.
  const containedTax =
    sst && payment.paymentFor === 'rental-payment'
      ? t(language, 'pdf.tax.included', {
          rate: formatRatePercent(sst.rateBasisPoints),
          amount: formatRinggit(fromSen(lineTaxSen(toSen(payment.amount), { ...sst, pricesIncludeTax: true }))),
        })
      : null;
  const context = {
    business: { ...doc.business, sstNumber: sst?.number ?? null },
    containedTax,
    receiptNumber: orText(payment.receiptNumber),
    status: paymentStatusLabel(payment.paymentStatus, language),
    statusClass: payment.paymentStatus,
    statusNote: statusNote(payment.paymentStatus, language),
    amount: formatRinggit(payment.amount),
    purpose: paymentPurposeLabel(payment.paymentFor, language),
    method: paymentMethodLabel(payment.paymentMethod, language),
    reference: orText(payment.transactionId),
    notes: payment.notes && payment.notes.trim() !== '' ? payment.notes : null,
    createdAt: formatKualaLumpurDateTime(payment.createdAt),
    verifiedAt: payment.verifiedAt ? formatKualaLumpurDateTime(payment.verifiedAt) : null,
    customer: { fullName: customer.fullName, email: customer.email, phone: orText(customer.phone) },
    rental: rental
      ? {
          reference: t(language, 'pdf.agreement.reference', { id: rental.id }),
          vehicle: rental.vehicle,
          period: t(language, 'pdf.receipt.period', {
            start: formatMalaysianDate(rental.startDate),
            end: formatMalaysianDate(rental.endDate),
          }),
        }
      : null,
  };
  return renderTemplate(join(__dirname, 'receipt.html.hbs'), context, language);
}

/** A payment receipt (PDF or JPEG), with the business and receipt number in the PDF's footer. */
export const RECEIPT_DOCUMENT: PdfDocumentKind<ReceiptDocument> = {
  html: receiptHtml,
  footerNote: (doc, language) =>
    `${doc.business.name} · ${t(language, 'pdf.receipt.title')}${doc.payment.receiptNumber ? ` · ${doc.payment.receiptNumber}` : ''}`,
};
