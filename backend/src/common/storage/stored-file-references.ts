import { StorageArea } from './file-storage';

/** A column naming stored files: one name per row, or (json) an array of {fileName} objects. */
export interface StoredFileReference {
  table: string;
  column: string;
  /** The table's key, for reading it page by page. */
  key: string;
  json?: boolean;
}

const rentals = (column: string, json = false): StoredFileReference => ({ table: 'rentals', column, key: 'id', json });
const payments = (column: string): StoredFileReference => ({ table: 'payments', column, key: 'id' });

/**
 * Every column that names a stored file, by area. A file no column names is an orphan: an upload
 * whose row was never written, or an old file whose removal failed. A new file column belongs here.
 */
export const STORED_FILE_REFERENCES: Record<StorageArea, StoredFileReference[]> = {
  'customer-documents': ['icPassportUrl', 'driversLicenseUrl', 'utilityBillUrl'].map((column) => ({ table: 'customers', column, key: 'id' })),
  'vehicle-photos': [{ table: 'vehicles', column: 'photoUrl', key: 'id' }],
  'rental-photos': [rentals('vehiclePhotos', true), rentals('keyHandoverPhotoUrl'), rentals('handoverPhotoUrl')],
  signatures: [rentals('signatureUrl')],
  'payment-proofs': [payments('paymentProofUrl'), rentals('paymentProofUrl')],
  pdfs: [rentals('agreementPdfUrl'), ...['receiptPdfUrl', 'keptReceiptPdfEn', 'keptReceiptPdfMs', 'keptReceiptJpegEn', 'keptReceiptJpegMs'].map(payments)],
  settings: [{ table: 'app_settings', column: 'value', key: 'name' }],
};
