import { z } from 'zod';
import { currentLocale } from '../../../i18n/i18n';
import { BUSINESS_TIME_ZONE, isCalendarDate } from '../../../lib/calendarDate';
import { senToAmount, toSen } from '../../../lib/money';
import { safeText } from '../../../lib/validation';
import type { Delivery, DeliveryBody } from '../api/types';

/** The server's bounds: places up to 255 characters, km and RM up to 999,999.99, years 2000 to 2100. */
export const MAX_LOCATION_LENGTH = 255;
const MAX_SEN = 99_999_999;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const DECIMAL = /^\d+(\.\d+)?$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's messages, already in the reader's language (the form builds them with t()). */
export interface DeliveryFormMessages {
  vehicle: string;
  date: string;
  dateRange: string;
  time: string;
  fromRequired: string;
  toRequired: string;
  tooLong: string;
  km: string;
  kmDecimals: string;
  kmTooLarge: string;
  expense: string;
  expenseDecimals: string;
  expenseTooLarge: string;
}

/** A decimal of at most 2 places and at most 999,999.99, as the server takes km and RM; out: "42.50". */
function twoDecimalAmount(invalid: string, decimals: string, tooLarge: string) {
  return z
    .string()
    .trim()
    .refine((text) => DECIMAL.test(text), invalid)
    .refine((text) => !DECIMAL.test(text) || TWO_DECIMALS.test(text), decimals)
    .refine((text) => !TWO_DECIMALS.test(text) || (toSen(text) ?? Infinity) <= MAX_SEN, tooLarge)
    .transform((text) => senToAmount(toSen(text) ?? 0));
}

function place(required: string, tooLong: string) {
  return safeText().trim().min(1, required).max(MAX_LOCATION_LENGTH, tooLong);
}

/**
 * The Add / Edit Delivery form, mirroring the server's rules. `requireVehicle` is false only when
 * editing a delivery whose vehicle has left the fleet: it may keep that vehicle.
 */
export function deliveryFormSchema(m: DeliveryFormMessages, requireVehicle = true) {
  return z.object({
    vehicleId: z.string().refine((id) => id !== '' || !requireVehicle, m.vehicle),
    date: z
      .string()
      .refine(isCalendarDate, m.date)
      .refine(
        (date) => !isCalendarDate(date) || (Number(date.slice(0, 4)) >= FIRST_YEAR && Number(date.slice(0, 4)) <= LAST_YEAR),
        m.dateRange,
      ),
    time: z.string().refine((time) => TIME.test(time), m.time),
    fromLocation: place(m.fromRequired, m.tooLong),
    toLocation: place(m.toRequired, m.tooLong),
    totalKm: twoDecimalAmount(m.km, m.kmDecimals, m.kmTooLarge),
    miscExpense: twoDecimalAmount(m.expense, m.expenseDecimals, m.expenseTooLarge),
  });
}

type DeliveryFormSchema = ReturnType<typeof deliveryFormSchema>;
/** What the form holds while being filled in: everything as typed. */
export type DeliveryFormInput = z.input<DeliveryFormSchema>;
/** A valid form: trimmed places, km and RM as "42.50"; vehicleId '' keeps the vehicle an edited delivery has. */
export type DeliveryFormValues = z.output<DeliveryFormSchema>;

const KL_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant's Kuala Lumpur date "YYYY-MM-DD" and time "HH:MM", whatever the browser's zone. */
export function kualaLumpurDateTime(instant: Date | string): { date: string; time: string } {
  const parts = KL_PARTS.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** A Kuala Lumpur date and time as the API takes it: "2026-11-22T09:30:00+08:00" (KL has no daylight saving). */
export function deliveryTimeFor(date: string, time: string): string {
  return `${date}T${time}:00+08:00`;
}

/** A new delivery starts now, in Kuala Lumpur, with no expense. */
export function newDeliveryDefaults(now: Date = new Date()): DeliveryFormInput {
  return { vehicleId: '', ...kualaLumpurDateTime(now), fromLocation: '', toLocation: '', totalKm: '', miscExpense: '0' };
}

/** The form filled from a recorded delivery, for Edit. */
export function deliveryFormValues(delivery: Delivery): DeliveryFormInput {
  return {
    vehicleId: delivery.vehicleId === null ? '' : String(delivery.vehicleId),
    ...kualaLumpurDateTime(delivery.deliveryTime),
    fromLocation: delivery.fromLocation,
    toLocation: delivery.toLocation,
    totalKm: delivery.totalKm,
    miscExpense: delivery.miscExpense,
  };
}

/** POST's body. The schema requires a vehicle for a new delivery. */
export function toDeliveryBody(values: DeliveryFormValues): DeliveryBody {
  return {
    vehicleId: Number(values.vehicleId),
    deliveryTime: deliveryTimeFor(values.date, values.time),
    fromLocation: values.fromLocation,
    toLocation: values.toLocation,
    totalKm: values.totalKm,
    miscExpense: values.miscExpense,
  };
}

/** PATCH's body: only what differs from the recorded delivery. */
export function deliveryChanges(delivery: Delivery, values: DeliveryFormValues): Partial<DeliveryBody> {
  const changes: Partial<DeliveryBody> = {};
  if (values.vehicleId !== '' && Number(values.vehicleId) !== delivery.vehicleId) changes.vehicleId = Number(values.vehicleId);
  const deliveryTime = deliveryTimeFor(values.date, values.time);
  if (Date.parse(deliveryTime) !== Date.parse(delivery.deliveryTime)) changes.deliveryTime = deliveryTime;
  if (values.fromLocation !== delivery.fromLocation) changes.fromLocation = values.fromLocation;
  if (values.toLocation !== delivery.toLocation) changes.toLocation = values.toLocation;
  if (values.totalKm !== delivery.totalKm) changes.totalKm = values.totalKm;
  if (values.miscExpense !== delivery.miscExpense) changes.miscExpense = values.miscExpense;
  return changes;
}

/** The first and last day of the month containing `today` ("YYYY-MM-DD"). */
export function monthRange(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  return { from: `${today.slice(0, 7)}-01`, to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
}

const kmFormats = new Map<string, Intl.NumberFormat>();

/** "1234.5" -> "1,234.50" in the reader's locale; formatted from the decimal string, never a float. */
export function formatKm(km: string): string {
  const locale = currentLocale();
  let format = kmFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    kmFormats.set(locale, format);
  }
  // Intl.NumberFormat accepts decimal strings (ES2023); the DOM typings lag behind.
  return format.format(km as unknown as number);
}
