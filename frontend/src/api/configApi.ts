import { api } from './base';

/** Public settings (GET /api/config): the business shown in the header and footer, and how customers sign in. */
export interface PublicConfig {
  businessName: string;
  businessPhone: string;
  businessWhatsapp: string;
  authorTag: string;
  /** Whether customer sign-in needs a 6-digit code e-mailed to the address (off in demo mode). */
  customerSignInCode: boolean;
}

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({ query: () => '/config' }),
  }),
});

export const { useGetPublicConfigQuery } = configApi;
