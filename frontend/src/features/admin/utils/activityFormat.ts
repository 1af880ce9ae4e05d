import { BUSINESS_TIME_ZONE } from '../../../lib/calendarDate';
import { formatDay } from '../../../lib/format';

const INVALID = '—';

/** Hours and minutes on the 24-hour clock in Kuala Lumpur; the digits read the same in English and Malay. */
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A log's time as the business reads it, whatever the browser's time zone: the Kuala Lumpur day
 * (dd/mm/yyyy, the app's date format) and the 24-hour time, "22/11/2026 18:05".
 */
export function formatLogTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? INVALID : `${formatDay(timestamp)} ${clock.format(date)}`;
}

/** An account's creation day in Kuala Lumpur: "22/11/2026". */
export function formatCreatedDate(timestamp: string): string {
  return formatDay(timestamp);
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
