import { api } from './base';

/** Public settings (GET /api/config): the business shown in the header and footer, and how customers sign in. */
export interface PublicConfig {
  businessName: string;
  businessPhone: string;
  businessWhatsapp: string;
  authorTag: string;
  /** Printed on invoices and receipts. */
  businessAddress: string;
  /** Where customers pay: invoices' header block and the payment QR. */
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  /** Whether customer sign-in needs a 6-digit code e-mailed to the address (off in demo mode). */
  customerSignInCode: boolean;
}

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({ query: () => '/config' }),
  }),
});

export const { useGetPublicConfigQuery } = configApi;
