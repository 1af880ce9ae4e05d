import { z } from 'zod';
import { isCalendarDate, rentalDays } from '../../../lib/calendarDate';
import { senToAmount, toSen } from '../../../lib/money';
import { safeText } from '../../../lib/validation';
import type { ManualBookingBody } from '../api/manualBookingApi';
import { translateError, translateFieldError } from '../../../i18n';
import { isApiError } from '../../../lib/httpError';

/**
 * The 'Create Manual Booking' form. The dates' messages are the form's
 * own; the rest are written as the server writes the same checks, so one Malay text serves
 * both (messages/server.ts), except 'Rental per day is required', which only this form writes
 * (messages/staff.ts).
 */
export const MANUAL_BOOKING_MESSAGES = {
  customerRequired: 'Please choose a customer',
  vehicleRequired: 'Please choose a vehicle',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  startInPast: 'Start date cannot be in the past',
  endBeforeStart: 'End date cannot be before the start date',
  pickupTime: 'Pickup time must be a time such as 09:00',
  returnTime: 'Return time must be a time such as 18:00',
  rateRequired: 'Rental per day is required',
  rateFormat: 'Rental per day must be an amount such as 100.00',
  depositRequired: 'Deposit is required',
  depositFormat: 'Deposit must be an amount such as 200.00',
  amountTooHigh: 'Amounts can be at most RM 999,999.99',
  notesTooLong: 'Notes can be at most 1000 characters',
} as const;

const M = MANUAL_BOOKING_MESSAGES;

/** The defaults, as the server's: pickup 09:00, return 18:00, RM 100 a day, RM 200 deposit. */
export const DEFAULT_PICKUP_TIME = '09:00';
export const DEFAULT_RETURN_TIME = '18:00';
export const DEFAULT_RENTAL_PER_DAY = '100.00';
export const DEFAULT_DEPOSIT = '200.00';
export const MAX_NOTES_LENGTH = 1000;

/** "9:00" or "09:00", 24-hour. */
const TIME_INPUT = /^([01]?\d|2[0-3]):([0-5]\d)$/;
/** What the time fields' pattern attribute holds (the browser's hint; zod has the last word). */
export const TIME_PATTERN = '([01]?[0-9]|2[0-3]):[0-5][0-9]';

/** Up to 2 decimals, never negative, at most RM 999,999.99 (the server's bound). */
const MONEY_INPUT = /^\d+(\.\d{1,2})?$/;
const MAX_MONEY_SEN = 99_999_999;

function time(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => TIME_INPUT.test(value), message)
    .transform((value) => value.padStart(5, '0'));
}

function money(requiredMessage: string, formatMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || MONEY_INPUT.test(value), formatMessage)
    .refine((value) => !MONEY_INPUT.test(value) || (toSen(value) ?? Infinity) <= MAX_MONEY_SEN, M.amountTooHigh)
    .transform((value) => senToAmount(toSen(value) ?? 0));
}

/** The form, checked as the server checks it; `today` is today in Kuala Lumpur. */
export function manualBookingSchema(today: string) {
  return z
    .object({
      customerId: z.number().int().positive(M.customerRequired),
      vehicleId: z.number().int().positive(M.vehicleRequired),
      startDate: z
        .string()
        .refine(isCalendarDate, M.startRequired)
        .refine((date) => date >= today, M.startInPast),
      endDate: z.string().refine(isCalendarDate, M.endRequired),
      pickupTime: time(M.pickupTime),
      returnTime: time(M.returnTime),
      rentalPerDay: money(M.rateRequired, M.rateFormat),
      deposit: money(M.depositRequired, M.depositFormat),
      notes: safeText().trim().max(MAX_NOTES_LENGTH, M.notesTooLong),
    })
    .refine(({ startDate, endDate }) => !isCalendarDate(startDate) || !isCalendarDate(endDate) || endDate >= startDate, {
      message: M.endBeforeStart,
      path: ['endDate'],
    });
}

/** What the form holds while being filled in. */
export type ManualBookingFormInput = z.input<ReturnType<typeof manualBookingSchema>>;
/** What a valid form yields: times "HH:MM", money "100.00", notes trimmed. */
export type ManualBookingFormValues = z.output<ReturnType<typeof manualBookingSchema>>;

/** The form's defaults, both dates on the day the calendar was opened at. */
export function manualBookingDefaults(date: string): ManualBookingFormInput {
  return {
    customerId: 0,
    vehicleId: 0,
    startDate: date,
    endDate: date,
    pickupTime: DEFAULT_PICKUP_TIME,
    returnTime: DEFAULT_RETURN_TIME,
    rentalPerDay: DEFAULT_RENTAL_PER_DAY,
    deposit: DEFAULT_DEPOSIT,
    notes: '',
  };
}

/** The request body; blank notes are left out. */
export function toManualBookingBody({ notes, ...values }: ManualBookingFormValues): ManualBookingBody {
  return notes ? { ...values, notes } : values;
}

export interface BookingEstimate {
  days: number;
  /** All "123.45" strings, for formatRM. */
  rentalPerDay: string;
  deposit: string;
  total: string;
}

/**
 * What the booking will cost as the server prices it (days x rate + deposit, no discount), added
 * up in sen; null until both dates and both amounts are usable.
 */
export function estimateBooking(input: {
  startDate: string;
  endDate: string;
  rentalPerDay: string;
  deposit: string;
}): BookingEstimate | null {
  const days = rentalDays(input.startDate, input.endDate);
  const rate = MONEY_INPUT.test(input.rentalPerDay.trim()) ? toSen(input.rentalPerDay) : null;
  const deposit = MONEY_INPUT.test(input.deposit.trim()) ? toSen(input.deposit) : null;
  if (days === null || rate === null || deposit === null || rate > MAX_MONEY_SEN || deposit > MAX_MONEY_SEN) return null;
  return {
    days,
    rentalPerDay: senToAmount(rate),
    deposit: senToAmount(deposit),
    total: senToAmount(rate * days + deposit),
  };
}

/** Coded refusals that are about one input of the form. */
const FIELD_OF_CODE: Readonly<Record<string, keyof ManualBookingFormInput>> = {
  CUSTOMER_NOT_FOUND: 'customerId',
  CUSTOMER_BLACKLISTED: 'customerId',
  VEHICLE_NOT_FOUND: 'vehicleId',
  VEHICLE_ALREADY_BOOKED: 'vehicleId',
  START_DATE_IN_PAST: 'startDate',
  START_TOO_FAR_AHEAD: 'startDate',
  END_BEFORE_START: 'endDate',
  BOOKING_TOO_LONG: 'endDate',
};

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof ManualBookingFormInput>([
  'customerId',
  'vehicleId',
  'startDate',
  'endDate',
  'pickupTime',
  'returnTime',
  'rentalPerDay',
  'deposit',
  'notes',
]);

function isFormField(field: string): field is keyof ManualBookingFormInput {
  return FORM_FIELDS.has(field);
}

/**
 * The fields a refused booking is about, by the server's field names (validation) or its code
 * (a booked car, a date out of range), so the reason also shows under the input to change; one
 * message per field, in the reader's language. Failures about no one field are left out.
 */
export function serverMessageFields(error: unknown): Array<{ field: keyof ManualBookingFormInput; message: string }> {
  if (!isApiError(error)) return [];
  const found: Array<{ field: keyof ManualBookingFormInput; message: string }> = [];
  const add = (field: keyof ManualBookingFormInput, message: string) => {
    if (!found.some((item) => item.field === field)) found.push({ field, message });
  };
  for (const field of error.fields ?? []) if (isFormField(field.field)) add(field.field, translateFieldError(field));
  const codeField = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (codeField) add(codeField, translateError(error));
  return found;
}
