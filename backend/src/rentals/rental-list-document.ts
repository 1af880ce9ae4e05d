import { join } from 'node:path';
import { formatMalaysianDate } from '../common/dates/calendar-date';
import { fromSen, toSen } from '../common/money/money';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { PdfBusiness } from '../pdf/pdf-business';
import { formatAmount, formatKualaLumpurDateTime } from '../pdf/pdf-format';
import { PdfDocumentKind } from '../pdf/pdf-renderer';
import { renderTemplate } from '../pdf/templates';
import { RentalStatus } from './entities/rental.entity';

/** The staff Rentals tab's time filter (GET /api/staff/rentals/download?filter=). */
export type RentalListFilter = 'ALL' | '3days' | '7days' | '30days';

export interface RentalListRow {
  id: number;
  customerName: string;
  vehicle: string;
  /** "YYYY-MM-DD" */
  startDate: string;
  endDate: string;
  totalDays: number;
  status: RentalStatus;
  /** "1234.50" */
  grandTotal: string;
}

export interface RentalListDocument {
  business: PdfBusiness;
  filter: RentalListFilter;
  /** The optional status filter, shown under the title. */
  status?: RentalStatus | null;
  generatedAt: Date;
  rows: RentalListRow[];
}

export function rentalStatusLabel(status: RentalStatus, language: Language): string {
  return t(language, `pdf.status.${status}`);
}

export function rentalListFilterLabel(filter: RentalListFilter, language: Language): string {
  return t(language, `pdf.list.filter.${filter}`);
}

/** The rentals table's HTML (rentals-list.html.hbs beside this file): header repeated per page, rows never split. */
export function rentalListHtml(list: RentalListDocument, language: Language): string {
  const totalSen = list.rows.reduce((sum, row) => sum + toSen(row.grandTotal), 0);
  const context = {
    business: list.business,
    filterLabel: rentalListFilterLabel(list.filter, language),
    statusLabel: list.status ? t(language, 'pdf.list.statusFilter', { status: rentalStatusLabel(list.status, language) }) : null,
    generatedAt: formatKualaLumpurDateTime(list.generatedAt),
    rows: list.rows.map((row) => ({
      id: row.id,
      customerName: row.customerName,
      vehicle: row.vehicle,
      startDate: formatMalaysianDate(row.startDate),
      endDate: formatMalaysianDate(row.endDate),
      totalDays: row.totalDays,
      status: rentalStatusLabel(row.status, language),
      grandTotal: formatAmount(row.grandTotal),
    })),
    totalLabel: list.rows.length === 1 ? t(language, 'pdf.list.totalOne') : t(language, 'pdf.list.total', { count: list.rows.length }),
    total: formatAmount(fromSen(totalSen)),
  };
  return renderTemplate(join(__dirname, 'rentals-list.html.hbs'), context, language);
}

/** The staff rentals list PDF (a multi-page table). */
export const RENTAL_LIST_PDF: PdfDocumentKind<RentalListDocument> = {
  html: rentalListHtml,
  footerNote: (list, language) => `${list.business.name} · ${t(language, 'pdf.list.title')}`,
};
