import { EntityManager } from 'typeorm';
import { kualaLumpurInstant, todayInKualaLumpur } from '../common/dates/calendar-date';
import { AppSetting } from '../settings/entities/app-setting.entity';

/** The app_settings row the admin sets: whole hours a car rests between one return and the next pickup. */
export const TURNAROUND_SETTING = 'turnaroundHours';
/** Three days: longer than any wash, check and refuel, short enough that a typo cannot hide a car for weeks. */
export const MAX_TURNAROUND_HOURS = 72;
/** The times a rental takes when nobody chose others (a customer's request has days, not hours). */
export const DEFAULT_PICKUP_TIME = '09:00';
export const DEFAULT_RETURN_TIME = '18:00';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The buffer in force, 0 when the admin never set one (or the stored value is unreadable). */
export async function turnaroundHoursOf(manager: EntityManager): Promise<number> {
  return turnaroundHoursFrom(await manager.findOneBy(AppSetting, { name: TURNAROUND_SETTING }));
}

/** The hours a stored setting row says (0 without one). */
export function turnaroundHoursFrom(row: Pick<AppSetting, 'value'> | null): number {
  const hours = Number(row?.value ?? 0);
  return Number.isInteger(hours) && hours >= 0 && hours <= MAX_TURNAROUND_HOURS ? hours : 0;
}

/** Days a buffer can reach past the day a car comes back (or before the day it goes out), times of day included. */
export function turnaroundReachDays(hours: number): number {
  return hours === 0 ? 0 : Math.ceil(hours / 24) + 1;
}

/** One side of a booking at its time of day. */
interface Moment {
  date: string;
  time: string;
}

/**
 * Whether a car back at `returned` is ready to go out again at `pickup`: the buffer's hours
 * must have passed by the pickup minute. Days that overlap are the schedule's own conflict; this
 * only judges bookings that already follow one another by the calendar.
 */
export function restedEnough(returned: Moment, pickup: Moment, hours: number): boolean {
  if (hours === 0) return true;
  const readyAt = kualaLumpurInstant(returned.date, returned.time).getTime() + hours * HOUR_MS;
  return kualaLumpurInstant(pickup.date, pickup.time).getTime() >= readyAt;
}

/** The day (Kuala Lumpur) the buffer after a return runs into: the last day it keeps the car. */
export function restsUntil(returned: Moment, hours: number): string {
  return todayInKualaLumpur(new Date(kualaLumpurInstant(returned.date, returned.time).getTime() + hours * HOUR_MS - MINUTE_MS));
}

/** The first day the buffer before a pickup keeps the car. */
export function restsFrom(pickup: Moment, hours: number): string {
  return todayInKualaLumpur(new Date(kualaLumpurInstant(pickup.date, pickup.time).getTime() - hours * HOUR_MS + MINUTE_MS));
}
