import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { Customer } from './entities/customer.entity';

/** The three identity documents: upload field, the customer column holding the stored name, and the messages. */
export const CUSTOMER_DOCUMENTS = [
  { field: 'icPassport', column: 'icPassportUrl', label: 'IC/Passport', missingMessage: 'Please upload your IC/Passport image' },
  {
    field: 'driversLicense',
    column: 'driversLicenseUrl',
    label: "Driver's license",
    missingMessage: "Please upload your driver's license image",
  },
  { field: 'utilityBill', column: 'utilityBillUrl', label: 'Utility bill', missingMessage: 'Please upload your utility bill image' },
] as const;

export type CustomerDocument = (typeof CUSTOMER_DOCUMENTS)[number];
export type CustomerDocumentField = (typeof CUSTOMER_DOCUMENTS)[number]['field'];
export type CustomerDocumentColumn = (typeof CUSTOMER_DOCUMENTS)[number]['column'];

/** Multer's shape for named file fields. */
export type UploadedDocuments = Partial<Record<CustomerDocumentField, Express.Multer.File[]>>;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The documents that prove who is driving: a rental should not go ahead without them (a utility bill only confirms the address). */
export const IDENTITY_DOCUMENTS = ['icPassport', 'driversLicense'] as const satisfies readonly CustomerDocumentField[];

export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];

/** The identity documents the customer has no file for, in IDENTITY_DOCUMENTS' order. */
export function missingIdentityDocuments(customer: Pick<Customer, CustomerDocumentColumn>): IdentityDocument[] {
  return IDENTITY_DOCUMENTS.filter((field) => {
    const document = CUSTOMER_DOCUMENTS.find((candidate) => candidate.field === field);
    return !document || !customer[document.column];
  });
}

export function storedDocumentNames(customer: Customer): string[] {
  return CUSTOMER_DOCUMENTS.map((document) => customer[document.column]).filter((name): name is string => Boolean(name));
}

/** Limits are enforced while parsing, so an oversized upload is refused before it is buffered whole. */
export const documentUploads = FileFieldsInterceptor(
  CUSTOMER_DOCUMENTS.map((document) => ({ name: document.field, maxCount: 1 })),
  {
    storage: memoryStorage(),
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: CUSTOMER_DOCUMENTS.length, fields: 20, fieldSize: 64 * 1024 },
  },
);
