import type { Language } from '../i18n/languages';
import { api } from './base';
import type { Schema } from './types';

/** PATCH /api/customers/me/language: a signed-in customer's later e-mails follow the app's language. */
const customerLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveCustomerLanguage: build.mutation<Schema<'LanguageView'>, Language>({
      query: (language) => ({ url: '/customers/me/language', method: 'PATCH', body: { language } }),
    }),
  }),
});

export const { useSaveCustomerLanguageMutation } = customerLanguageApi;
