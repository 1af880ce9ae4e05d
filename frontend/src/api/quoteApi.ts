import { api } from './base';
import type { Schema } from './types';

/** A price with every line and its reason, from the server's one price function (POST /api/quotes). */
export type Quote = Schema<'QuoteView'>;
export type QuoteLine = Schema<'QuoteLineView'>;
/** A car, dates, add-ons and a delivery zone: what a quote and a booking request are priced from. */
export type QuoteRequest = Schema<'QuoteDto'>;
/** The add-ons and delivery zones a customer can choose, and the weekend days. */
export type PricingCatalogue = Schema<'PricingCatalogueView'>;
export type CatalogueAddOn = Schema<'AddOnView'>;
export type ExtensionQuote = Schema<'ExtensionQuoteView'>;

const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST that changes nothing, cached by its arguments: the same dates and extras are priced once.
    getQuote: build.query<Quote, QuoteRequest>({
      query: (body) => ({ url: '/quotes', method: 'POST', body }),
      keepUnusedDataFor: 60,
    }),
    getPricingCatalogue: build.query<PricingCatalogue, void>({ query: () => '/pricing/catalogue', providesTags: ['RatePlans'] }),
    // Asked afresh every time: the rental's end and the seasons may have moved since.
    quoteExtension: build.mutation<ExtensionQuote, { rentalId: number; newEndDate: string }>({
      query: ({ rentalId, newEndDate }) => ({ url: `/rentals/${rentalId}/extension-quote`, method: 'POST', body: { newEndDate } }),
    }),
  }),
});

export const { useGetQuoteQuery, useGetPricingCatalogueQuery, useQuoteExtensionMutation } = quoteApi;
