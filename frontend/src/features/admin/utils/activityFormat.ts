import { currentLocale } from '../../../i18n';
import { BUSINESS_TIME_ZONE } from '../../../lib/calendarDate';

const INVALID = '—';

const formats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

function formatWith(timestamp: string, kind: 'dateTime' | 'date', locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return INVALID;
  const options: Intl.DateTimeFormatOptions =
    kind === 'dateTime'
      ? { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }
      : { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium' };
  return cached(`${kind}:${locale}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A log's time in Malaysian time, in the reader's locale: "22 Nov 2026, 6:05 pm". */
export function formatLogTime(timestamp: string, locale: string = currentLocale()): string {
  return formatWith(timestamp, 'dateTime', locale);
}

/** An account's creation day in Malaysian time: "22 Nov 2026". */
export function formatCreatedDate(timestamp: string, locale: string = currentLocale()): string {
  return formatWith(timestamp, 'date', locale);
}

/** Names of the actions and targets the server logs, in the reader's language. */
export type LogNames = Record<string, string>;

/** "some_client_action" -> "Some client action": a name the catalogue does not know, as its words. */
function words(code: string): string {
  const text = code.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : INVALID;
}

/** "booking_request_approved" -> "Booking request approved" (the catalogue's name, else its words). */
export function readableAction(action: string, names: LogNames = {}): string {
  return Object.hasOwn(names, action) ? names[action] : words(action);
}

/** "booking_request" and "12" -> "Booking request #12"; the type alone when there is no id. */
export function targetText(targetType: string, targetId: string | null, names: LogNames = {}): string {
  const type = Object.hasOwn(names, targetType) ? names[targetType] : targetType;
  return targetId === null || targetId === '' ? type : `${type} #${targetId}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return INVALID;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return INVALID;
  }
}

/** A log's details as "key: value" lines, in the server's order. */
export function detailPairs(details: Record<string, unknown> | null): string[] {
  if (!details || typeof details !== 'object') return [];
  return Object.entries(details).map(([key, value]) => `${key}: ${valueText(value)}`);
}
