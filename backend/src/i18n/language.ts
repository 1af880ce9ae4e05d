/** The languages customers can choose; staff and admin screens and e-mails stay English. */
export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_MESSAGE = 'Language must be en or ms';

/**
 * The request's language from Accept-Language: only the first tag counts ("ms", "ms-MY" and
 * "ms_MY" are Malay); anything else, or no header, is English.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  const first = (value ?? '').split(',')[0].split(';')[0].trim().toLowerCase();
  return first === 'ms' || first.startsWith('ms-') || first.startsWith('ms_') ? 'ms' : DEFAULT_LANGUAGE;
}
