import { EntityManager } from 'typeorm';
import { StorageArea } from './file-storage';

/** A column naming stored files: one name per row, or (json) an array of {fileName} objects. */
export interface StoredFileReference {
  table: string;
  column: string;
  /** The table's key, for reading a json column page by page. */
  key: string;
  json?: boolean;
}

export type StoredFileReferences = Record<StorageArea, StoredFileReference[]>;

/** One stored file: its area and its name. */
export interface StoredFile {
  area: StorageArea;
  fileName: string;
}

const rentals = (column: string, json = false): StoredFileReference => ({ table: 'rentals', column, key: 'id', json });
const payments = (column: string): StoredFileReference => ({ table: 'payments', column, key: 'id' });

/**
 * Every column that names a stored file, by area. A file no column names is an orphan: an upload
 * whose row was never written, or an old file whose removal failed. A new file column belongs here:
 * the orphan sweep then keeps what it names, and deleting a row (deleteWithOwnedFiles) removes it.
 */
export const STORED_FILE_REFERENCES: StoredFileReferences = {
  'customer-documents': ['icPassportUrl', 'driversLicenseUrl', 'utilityBillUrl'].map((column) => ({
    table: 'customers',
    column,
    key: 'id',
  })),
  'vehicle-photos': [{ table: 'vehicles', column: 'photoUrl', key: 'id' }],
  'vehicle-documents': [
    { table: 'vehicle_compliance_items', column: 'documentKey', key: 'id' },
    { table: 'vehicle_costs', column: 'receiptKey', key: 'id' },
  ],
  'rental-photos': [
    rentals('vehiclePhotos', true),
    rentals('keyHandoverPhotoUrl'),
    rentals('handoverPhotoUrl'),
    { table: 'rental_ledger_entries', column: 'photoKey', key: 'id' },
    { table: 'road_charges', column: 'photoKey', key: 'id' },
    { table: 'rental_returns', column: 'photos', key: 'rentalId', json: true },
    { table: 'vehicle_damages', column: 'photoKey', key: 'id' },
  ],
  signatures: [rentals('signatureUrl'), { table: 'rental_returns', column: 'signatureKey', key: 'rentalId' }],
  'payment-proofs': [payments('paymentProofUrl'), rentals('paymentProofUrl'), { table: 'rental_refunds', column: 'proofUrl', key: 'id' }],
  pdfs: [
    rentals('agreementPdfUrl'),
    ...['receiptPdfUrl', 'keptReceiptPdfEn', 'keptReceiptPdfMs', 'keptReceiptJpegEn', 'keptReceiptJpegMs'].map(payments),
    // A document made for one e-mail (the settlement statement) lives as long as its outbox row names it.
    { table: 'mail_messages', column: 'attachments', key: 'id', json: true },
    { table: 'rental_returns', column: 'reportPdfKey', key: 'rentalId' },
  ],
  settings: [{ table: 'app_settings', column: 'value', key: 'name' }],
};

/** The file names one column value holds: the raw text, or for json columns the parsed array (raw or already parsed). */
export function storedNamesIn(value: unknown, reference: StoredFileReference): string[] {
  if (!reference.json) return typeof value === 'string' && value !== '' ? [value] : [];
  let items: unknown = value;
  if (typeof value === 'string') {
    try {
      items = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(items)) return [];
  return items
    .map((item: { fileName?: unknown } | null) => item?.fileName)
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

/** Small enough for any driver's limit on bound parameters, large enough to keep the queries few. */
const NAMES_PER_QUERY = 500;
/** Up to this many names, a json column is searched with one LIKE per name; beyond, it is read through once. */
const NAMES_PER_LIKE_QUERY = 50;
const ROWS_PER_PAGE = 1000;

export function inChunks<Item>(items: Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Which of `names` (files of one area) some row still names. Plain columns are asked with IN, so
 * only the rows naming one of them are read. A json array column is searched with LIKE for a few
 * names (a deleted row's files), and read through page by page in key order for many (a page of
 * the orphan sweep), which costs one pass over the table instead of one per LIKE batch.
 */
export async function namesStillReferenced(
  manager: EntityManager,
  area: StorageArea,
  names: string[],
  references: StoredFileReferences = STORED_FILE_REFERENCES,
): Promise<Set<string>> {
  const asked = new Set(names);
  const found = new Set<string>();
  const escape = (name: string) => manager.connection.driver.escape(name);
  const take = (rows: Array<{ v: unknown }>, reference: StoredFileReference) => {
    for (const row of rows) for (const name of storedNamesIn(row.v, reference)) if (asked.has(name)) found.add(name);
  };
  for (const reference of references[area]) {
    const [table, column, key] = [escape(reference.table), escape(reference.column), escape(reference.key)];
    const open = [...asked].filter((name) => !found.has(name));
    if (open.length === 0) break;
    if (!reference.json) {
      for (const chunk of inChunks(open, NAMES_PER_QUERY)) {
        take(
          await manager.query(
            `SELECT DISTINCT ${column} AS v FROM ${table} WHERE ${column} IN (${chunk.map(() => '?').join(', ')})`,
            chunk,
          ),
          reference,
        );
      }
    } else if (open.length <= NAMES_PER_LIKE_QUERY) {
      // Stored names are a UUID and an extension, so they hold no LIKE wildcards.
      take(
        await manager.query(
          `SELECT ${column} AS v FROM ${table} WHERE ${open.map(() => `${column} LIKE ?`).join(' OR ')}`,
          open.map((name) => `%${name}%`),
        ),
        reference,
      );
    } else {
      let after: unknown = null;
      for (;;) {
        const rows: Array<{ k: unknown; v: unknown }> = await manager.query(
          `SELECT ${key} AS k, ${column} AS v FROM ${table} WHERE ${column} IS NOT NULL${after === null ? '' : ` AND ${key} > ?`} ORDER BY ${key} LIMIT ${ROWS_PER_PAGE}`,
          after === null ? [] : [after],
        );
        take(rows, reference);
        if (rows.length < ROWS_PER_PAGE || found.size === asked.size) break;
        after = rows[rows.length - 1].k;
      }
    }
  }
  return found;
}
