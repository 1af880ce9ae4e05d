import { stream as excelStream } from 'exceljs';
import { Readable, Writable } from 'node:stream';
import { kualaLumpurWallClock } from '../../common/dates/calendar-date';
import { withoutXmlIllegalCharacters } from '../../common/validation/safe-text';
import { CustomerDocumentField } from '../../customers/customer-documents';
import { Language } from '../../i18n/language';
import { MessageKey, t } from '../../i18n/messages';
import { DocumentViewView, ExposedCustomerView } from './breach.views';

/** A workbook on its way to the admin, and the name it is saved under. */
export interface BreachExport {
  stream: Readable;
  fileName: string;
}

/** Staff read times in Kuala Lumpur; a cell has no zone, so the wall clock is written. */
const KL_DATE_TIME = 'dd/mm/yyyy hh:mm';

type BreachKey = Extract<MessageKey, `breach.${string}`>;

interface Column {
  header: BreachKey;
  key: string;
  width: number;
  dateTime?: boolean;
}

const text = (value: string | null | undefined) => withoutXmlIllegalCharacters(value ?? '');

const DOCUMENT_KEYS: Record<CustomerDocumentField, BreachKey> = {
  icPassport: 'breach.document.icPassport',
  driversLicense: 'breach.document.driversLicense',
  utilityBill: 'breach.document.utilityBill',
};

const documentNames = (language: Language, documents: CustomerDocumentField[]) =>
  documents.map((document) => t(language, DOCUMENT_KEYS[document])).join(', ');

/** One sheet written a batch at a time into the stream, with its header frozen in view. */
async function writeSheet<View>(
  output: Writable,
  language: Language,
  name: BreachKey,
  columns: Column[],
  batches: AsyncIterable<View[]>,
  cells: (view: View) => Record<string, unknown>,
): Promise<void> {
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t(language, name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: t(language, column.header),
    key: column.key,
    width: column.width,
    ...(column.dateTime ? { style: { numFmt: KL_DATE_TIME } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const batch of batches) for (const view of batch) sheet.addRow(cells(view)).commit();
  sheet.commit();
  await workbook.commit();
}

/** Who opened which customer's document, when (Kuala Lumpur time). */
export function writeDocumentViewsWorkbook(
  output: Writable,
  batches: AsyncIterable<DocumentViewView[]>,
  language: Language,
): Promise<void> {
  return writeSheet(
    output,
    language,
    'breach.sheet.documentViews',
    [
      { header: 'breach.column.viewedAt', key: 'viewedAt', width: 18, dateTime: true },
      { header: 'breach.column.staff', key: 'staff', width: 20 },
      { header: 'breach.column.role', key: 'role', width: 12 },
      { header: 'breach.column.customerId', key: 'customerId', width: 12 },
      { header: 'breach.column.customer', key: 'customer', width: 30 },
      { header: 'breach.column.email', key: 'email', width: 32 },
      { header: 'breach.column.document', key: 'document', width: 20 },
    ],
    batches,
    (view) => ({
      viewedAt: kualaLumpurWallClock(view.viewedAt),
      staff: text(view.staffUsername),
      role: t(
        language,
        view.staffRole === 'admin' ? 'breach.role.admin' : view.staffRole === 'staff' ? 'breach.role.staff' : 'breach.role.removed',
      ),
      customerId: view.customerId ?? '',
      customer: view.customerName === null ? t(language, 'breach.customerGone') : text(view.customerName),
      email: text(view.customerEmail),
      document: view.document ? t(language, DOCUMENT_KEYS[view.document]) : '',
    }),
  );
}

/** The notice list: whom to write to, in which language, and what of theirs was exposed. */
export function writeExposedCustomersWorkbook(
  output: Writable,
  batches: AsyncIterable<ExposedCustomerView[]>,
  language: Language,
): Promise<void> {
  return writeSheet(
    output,
    language,
    'breach.sheet.exposedCustomers',
    [
      { header: 'breach.column.customerId', key: 'customerId', width: 12 },
      { header: 'breach.column.fullName', key: 'fullName', width: 30 },
      { header: 'breach.column.email', key: 'email', width: 32 },
      { header: 'breach.column.phone', key: 'phone', width: 16 },
      { header: 'breach.column.language', key: 'language', width: 10 },
      { header: 'breach.column.documentsViewed', key: 'documentsViewed', width: 34 },
      { header: 'breach.column.documentsHeld', key: 'documentsHeld', width: 34 },
      { header: 'breach.column.lastViewedAt', key: 'lastViewedAt', width: 18, dateTime: true },
    ],
    batches,
    (view) => ({
      customerId: view.customerId,
      fullName: text(view.fullName),
      email: text(view.email),
      phone: text(view.phone),
      language: view.language,
      documentsViewed: documentNames(language, view.documentsViewed),
      documentsHeld: documentNames(language, view.documentsHeld),
      lastViewedAt: view.lastViewedAt ? kualaLumpurWallClock(view.lastViewedAt) : '',
    }),
  );
}
