/** A customer as the API shows it (never the password hash). Document fields hold stored file names. */
export interface Customer {
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
  status: 'active' | 'blacklisted';
  hasAcceptedTerms: boolean;
  loyaltyPoints: number;
  createdAt: string;
}

/** POST /api/customers/login answers with a bearer token and the customer. */
export interface CustomerSession {
  token: string;
  user: Customer;
}
