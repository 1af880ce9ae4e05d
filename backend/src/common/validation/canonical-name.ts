import { Transform } from 'class-transformer';

/**
 * The one stored and compared form of a sign-in name (a staff user name or a customer e-mail):
 * Unicode NFKC, lower case, trimmed. NFKC folds width and compatibility forms ('ＳＴＡＦＦ',
 * the 'ﬁ' ligature) into plain letters, so two spellings a person reads as the same name are one
 * value for storage, lookup, uniqueness and rate limits, on every database.
 */
export function canonicalName(value: string): string {
  return value.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/**
 * The key a sign-in limit counts under: the canonical name without accents or other combining
 * marks. MariaDB's accent-insensitive collation finds 'staff' for 'stäff'; such a look-alike can
 * never sign in (lookups compare the canonical value exactly), and this key makes sure it cannot
 * buy a second budget either, on MariaDB or SQLite alike.
 */
export function limitKey(value: string): string {
  return canonicalName(value)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFKC');
}

/** The stored row only when its name is exactly the canonical one: a collation's look-alike is not a match. */
export function exactMatch<T>(rows: T[], name: (row: T) => string, canonical: string): T | null {
  return rows.find((row) => name(row) === canonical) ?? null;
}

/** Canonicalises a sign-in name in a DTO before validation; other types are left to the validators. */
export const CanonicalName = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? canonicalName(value) : value));
