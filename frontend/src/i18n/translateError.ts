import { errorMessage, isApiError, type ApiError, type ApiFieldError, type ErrorParams } from '../lib/httpError';
import { currentLanguage, englishErrorCodes, i18n } from './i18n';
import { translateMessage } from './translateMessage';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function fill(text: string, params: ErrorParams | undefined): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/** The reader's wording of an errors-catalogue entry ('codes.RENTAL_NOT_FOUND'), or undefined when not loaded. */
function errorsText(path: string): string | undefined {
  const text: unknown = i18n.getResource(currentLanguage(), 'errors', path);
  return typeof text === 'string' && text ? text : undefined;
}

function hasKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}

/** A param in the reader's language: a known word ('approved'), or a list of words or labels translated one by one. */
function translateParam(value: string | number): string | number {
  if (typeof value === 'number') return value;
  const word = errorsText(`values.${value}`);
  if (word) return word;
  return value
    .split(', ')
    .map((part) => errorsText(`values.${part}`) ?? translateMessage(part))
    .join(', ');
}

function translatedParams(params: ErrorParams | undefined): ErrorParams {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, translateParam(value)]));
}

/**
 * One refused input in the reader's language: its own message when the messages table knows it,
 * else the wording of its field code, so no Malay reader sees an English-only field error.
 */
export function translateFieldError(field: ApiFieldError): string {
  if (currentLanguage() === 'en') return field.message;
  const known = translateMessage(field.message);
  if (known !== field.message) return known;
  const wording = errorsText(`fields.${field.code}`);
  return wording ? fill(wording, translatedParams(field.params)) : field.message;
}

/** A validation list: each part translated by the table, else by the code of its field. */
function translateValidation(error: ApiError): string {
  return error.message
    .split('; ')
    .map((part) => {
      const known = translateMessage(part);
      if (known !== part) return known;
      const field = error.fields?.find((candidate) => part === candidate.message || part.endsWith(`: ${candidate.message}`));
      if (!field) return part;
      const label = part.slice(0, part.length - field.message.length);
      return `${label ? translateMessage(label.slice(0, -2)) + ': ' : ''}${translateFieldError(field)}`;
    })
    .join('; ');
}

/**
 * The text a failure shows, in the reader's language. A coded error whose message is its
 * catalogue text is translated by its code (with its params); any other failure (a generic code
 * with Nest's own wording, a network error, a thrown Error) falls back to the English message and
 * the messages table. In English this is always the server's message, unchanged.
 */
export function translateError(error: unknown, fallback?: string): string {
  const english = errorMessage(error, fallback);
  if (currentLanguage() === 'en') return english;
  if (!isApiError(error) || !error.code) return translateMessage(english);
  if (error.fields?.length) return translateValidation(error);
  const { code } = error;
  const englishCodes = englishErrorCodes();
  if (hasKey(englishCodes, code) && fill(englishCodes[code], error.params) === english) {
    const wording = errorsText(`codes.${code}`);
    if (wording) return fill(wording, translatedParams(error.params));
  }
  return translateMessage(english);
}
