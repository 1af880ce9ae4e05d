/** A customer as staff see it (GET /api/staff/customers). Document fields hold stored file NAMES. */
export interface StaffCustomer {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  icPassportNumber: string;
  icPassportUrl: string | null;
  driversLicenseUrl: string | null;
  utilityBillUrl: string | null;
  socialMediaHandle: string | null;
  status: CustomerStatus;
  hasAcceptedTerms: boolean;
  loyaltyPoints: number;
  /** The loyalty tier the points reach ('Bronze', 'Silver', ...); older answers may lack it. */
  tierName?: string;
  createdAt: string;
}

export type CustomerStatus = 'active' | 'blacklisted';

export type DocumentKey = 'icPassport' | 'driversLicense' | 'utilityBill';

/** GET /api/customers/{id}/check-files: whether each stored file is really there. */
export type CustomerFiles = Record<DocumentKey, { exists: boolean }>;

export interface CustomerSearchArgs {
  search: string;
  page: number;
  limit: number;
}

export interface ReuploadArgs {
  id: number;
  files: Partial<Record<DocumentKey, File>>;
}

export interface ReuploadResult {
  updatedDocuments: DocumentKey[];
  customer: StaffCustomer;
}
