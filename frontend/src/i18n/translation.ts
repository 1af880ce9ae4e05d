import { errorMessage, type ApiFieldError } from '../lib/httpError';
import type * as Translators from './translators';

/**
 * Texts the server and the forms word in English (refusals, validation messages) shown in the
 * reader's language. English needs no work, so the translating code is its own chunk, loaded
 * with the first non-English language before that language is shown; until then (and always in
 * English) a text is shown as it came.
 */
let translators: typeof Translators | null = null;

export async function loadTranslators(): Promise<void> {
  translators ??= await import('./translators');
}

/** MUI's texts in Malay once the translators are loaded (they are before Malay is shown). */
export function malayComponentTexts(): typeof Translators.malayComponentTexts | null {
  return translators?.malayComponentTexts ?? null;
}

/** Tests: the translators bundled, so a test renders in either language at once. */
export function bundleTranslators(bundled: typeof Translators): void {
  translators = bundled;
}

/** A free English text (a server message, a validation message) in the reader's language. */
export function translateMessage(text: string): string {
  return translators ? translators.translateMessage(text) : text;
}

/** The text a failure shows, in the reader's language (the server's English message until translated). */
export function translateError(error: unknown, fallback?: string): string {
  return translators ? translators.translateError(error, fallback) : errorMessage(error, fallback);
}

/** One refused input in the reader's language. */
export function translateFieldError(field: ApiFieldError): string {
  return translators ? translators.translateFieldError(field) : field.message;
}
