import { api } from '../../../api/base';
import type { Schema } from '../../../api/types';

/** GET /api/privacy-notice: the notice's version and the data protection officer (null until the admin names one). */
export type PrivacyNotice = Schema<'PrivacyNoticeView'>;

const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyNotice: build.query<PrivacyNotice, void>({ query: () => '/privacy-notice', providesTags: ['PrivacyNotice'] }),
  }),
});

export const { useGetPrivacyNoticeQuery } = privacyApi;
