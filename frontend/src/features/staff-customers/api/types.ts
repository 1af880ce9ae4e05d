import type { Schema } from '../../../api/types';

/** A customer as staff see it (GET /api/staff/customers). Document fields hold stored file NAMES. */
export type StaffCustomer = Schema<'CustomerView'>;

export type CustomerStatus = StaffCustomer['status'];

/** GET /api/customers/{id}/check-files: whether each stored file is really there. */
export type CustomerFiles = Schema<'CustomerFilesView'>;

export type DocumentKey = keyof CustomerFiles;

export interface CustomerSearchArgs {
  search: string;
  page: number;
  limit: number;
}

export interface ReuploadArgs {
  id: number;
  files: Partial<Record<DocumentKey, File>>;
}

export type ReuploadResult = Schema<'ReuploadView'>;

/** GET /api/staff/customers/deletion-requests: who asked to delete the account, and what still holds it. */
export type PendingDeletion = Schema<'PendingDeletionView'>;
export type ErasedCustomer = Schema<'ErasedCustomerView'>;
