import type { DocumentKey, StaffCustomer } from './types';

export interface CustomerDocument {
  key: DocumentKey;
  /** The customer field holding the stored file name. */
  field: 'icPassportUrl' | 'driversLicenseUrl' | 'utilityBillUrl';
}

/** Where each document is stored; its names (short, View button, upload input, hint) are in the staffCustomers catalogue under documents.<key>. */
export const CUSTOMER_DOCUMENTS: Record<DocumentKey, CustomerDocument> = {
  icPassport: { key: 'icPassport', field: 'icPassportUrl' },
  driversLicense: { key: 'driversLicense', field: 'driversLicenseUrl' },
  utilityBill: { key: 'utilityBill', field: 'utilityBillUrl' },
};

/** Button order on the card (IC/Passport, Bill, License). */
export const VIEW_ORDER: readonly DocumentKey[] = ['icPassport', 'utilityBill', 'driversLicense'];
/** The file-status strip's order (IC/Passport, License, Bill). */
export const STRIP_ORDER: readonly DocumentKey[] = ['icPassport', 'driversLicense', 'utilityBill'];
/** The re-upload dialog's order (IC/passport, driver's license, utility bill). */
export const UPLOAD_ORDER: readonly DocumentKey[] = ['icPassport', 'driversLicense', 'utilityBill'];

export function storedFileName(customer: StaffCustomer, key: DocumentKey): string | null {
  return customer[CUSTOMER_DOCUMENTS[key].field];
}

/** Path of a customer's document for staff. */
export function staffFileUrl(fileName: string): string {
  return `/api/staff/customer-files/${encodeURIComponent(fileName)}`;
}

export const EXPORT_URL = '/api/staff/export/customers.xlsx';

/** The multipart body of the re-upload: only the chosen, non-empty files. */
export function toReuploadFormData(files: Partial<Record<DocumentKey, File>>): FormData | null {
  const form = new FormData();
  let count = 0;
  for (const key of UPLOAD_ORDER) {
    const file = files[key];
    if (file && file.size > 0) {
      form.append(key, file, file.name);
      count += 1;
    }
  }
  return count > 0 ? form : null;
}
