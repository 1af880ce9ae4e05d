import { api } from './base';

/** Public business settings (GET /api/config), shown in the header and footer. */
export interface PublicConfig {
  businessName: string;
  businessPhone: string;
  businessWhatsapp: string;
  authorTag: string;
}

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({ query: () => '/config' }),
  }),
});

export const { useGetPublicConfigQuery } = configApi;
