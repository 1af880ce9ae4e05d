import { api } from './base';

/** The image's bytes on success; a failure's body stays text, for its message. */
const blobOrText = (response: Response): Promise<Blob | string> => (response.ok ? response.blob() : response.text());

/** A Blob of this window, or of the fetch implementation behind it, which may live in another realm. */
function isBlob(value: unknown): value is Blob {
  return value instanceof Blob || (typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'type' in value);
}

/**
 * A stored photo that needs the session's token (evidence, a damage close-up, a signature), as a
 * blob: URL an <img> can show: it cannot be a plain link. `version` (such as the upload time)
 * makes a replaced file a new entry. The URL is revoked when its entry leaves the cache; null
 * where the browser cannot make blob: URLs.
 */
const protectedImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProtectedImage: build.query<string | null, { url: string; version?: string }>({
      async queryFn({ url }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url, responseHandler: blobOrText });
        if (result.error) return { error: result.error };
        const blob: unknown = result.data;
        if (!isBlob(blob) || typeof URL.createObjectURL !== 'function') return { data: null };
        return { data: URL.createObjectURL(blob) };
      },
      keepUnusedDataFor: 60,
      async onCacheEntryAdded(_args, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded?.data) URL.revokeObjectURL(loaded.data);
      },
    }),
  }),
});

export const { useGetProtectedImageQuery } = protectedImageApi;
