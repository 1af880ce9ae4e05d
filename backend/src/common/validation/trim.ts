import { Transform } from 'class-transformer';

/** Trims strings before validation, so "  " fails a required check and stored values are clean. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Optional text: blank becomes undefined instead of an empty string in the database. */
export const TrimToUndefined = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
