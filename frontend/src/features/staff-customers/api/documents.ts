import type { DocumentKey, StaffCustomer } from './types';

export interface CustomerDocument {
  key: DocumentKey;
  /** The customer field holding the stored file name. */
  field: 'icPassportUrl' | 'driversLicenseUrl' | 'utilityBillUrl';
  /** Short name, as in the file-status strip. */
  shortLabel: string;
  /** The card's button (SPEC.md section 2). */
  viewLabel: string;
  /** The re-upload dialog's input. */
  inputLabel: string;
  hint: string;
}

export const CUSTOMER_DOCUMENTS: Record<DocumentKey, CustomerDocument> = {
  icPassport: {
    key: 'icPassport',
    field: 'icPassportUrl',
    shortLabel: 'IC/Passport',
    viewLabel: 'View IC/Passport',
    inputLabel: 'IC / Passport',
    hint: 'Front page',
  },
  driversLicense: {
    key: 'driversLicense',
    field: 'driversLicenseUrl',
    shortLabel: 'License',
    viewLabel: 'View License',
    inputLabel: "Driver's License",
    hint: 'Front and back, in one image',
  },
  utilityBill: {
    key: 'utilityBill',
    field: 'utilityBillUrl',
    shortLabel: 'Bill',
    viewLabel: 'View Bill',
    inputLabel: 'Utility Bill',
    hint: 'TNB, water or internet',
  },
};

/** Button order on the card, as SPEC.md lists them. */
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

/** SPEC.md section 5, "Re-upload documents". */
export const NO_FILES_TITLE = 'No Files Selected';
export const NO_FILES_MESSAGE = 'Please select at least one file to upload';

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
