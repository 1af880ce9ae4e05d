import { api } from './base';
import type { Schema } from './types';

/** Public settings (GET /api/config): the business shown in the header and footer, and how customers sign in. */
export type PublicConfig = Schema<'PublicConfigView'>;

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({ query: () => '/config' }),
  }),
});

export const { useGetPublicConfigQuery } = configApi;
